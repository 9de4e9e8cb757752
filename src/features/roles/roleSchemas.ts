import { boolean, object, string, type ObjectSchema } from 'yup';
import { ROLE_FLAG_NAMES, type RoleFlag } from '@/lib/permissions';
import { ROLE_TEXTS } from './roleTexts';

/** Every flag spelled out as true or false: what the checkboxes edit and what is sent. */
export type FlagSet = Record<RoleFlag, boolean>;

export function flagSet(flags: Partial<FlagSet> = {}): FlagSet {
  return Object.fromEntries(ROLE_FLAG_NAMES.map((flag) => [flag, !!flags[flag]])) as FlagSet;
}

export const hasAnyFlag = (flags: Partial<FlagSet> | undefined): boolean => ROLE_FLAG_NAMES.some((flag) => !!flags?.[flag]);

const flag = () => boolean().defined().default(false);
const flagsShape = Object.fromEntries(ROLE_FLAG_NAMES.map((name) => [name, flag()])) as Record<RoleFlag, ReturnType<typeof flag>>;

const permissions = object(flagsShape).test('at-least-one', ROLE_TEXTS.permissionRequired, (flags) => hasAnyFlag(flags));

const description = string().trim().required(ROLE_TEXTS.descriptionRequired);

export interface RoleForm {
  name: string;
  description: string;
  permissions: FlagSet;
}

export type RoleEditForm = Omit<RoleForm, 'name'>;

/** Add role (01 §5): a name, a description and at least one permission. */
export const addRoleSchema: ObjectSchema<RoleForm> = object({
  name: string().trim().required(ROLE_TEXTS.nameRequired),
  description,
  permissions,
});

/** The inline edit keeps the same rules for what it can change; the name comes along unchanged. */
export const editRoleSchema: ObjectSchema<RoleForm> = object({ name: string().defined(), description, permissions });
