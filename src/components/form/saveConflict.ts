/**
 * Whether a record changed on the server while a form had it open. Most of the provider's records carry
 * no `updatedAt`, so the form's own fields are the version: the record is read again just before the
 * write and its form values (made by the same function that filled the form when it opened) are
 * compared, field by field, with the values the form opened with. A record that does carry `updatedAt`
 * is compared by that instead.
 */

/** A record as a form sees it: its form values, and its `updatedAt` when the server sends one. */
export interface RecordVersion<Values> {
  values: Values;
  updatedAt?: string;
}

export type FieldOf<Values> = keyof Values & string;

/** What an edit form declares to be checked for a conflicting change before it writes. */
export interface ConflictCheck<Values> {
  /** The record as the form opened it. */
  opened: RecordVersion<Values>;
  /** The record as the server has it now; undefined when it is gone (the write then tells). */
  read: () => Promise<RecordVersion<Values> | undefined>;
  /** The fields the form edits, the only ones compared and reloaded; every field of `opened` when left out. */
  fields?: readonly FieldOf<Values>[];
  /** Reload: puts values into the form. */
  load: (values: Values) => void;
  /** How a field's typed value reads in its 'Yours: …' note (default: the value as text, a list joined with commas). */
  describe?: (value: unknown, field: FieldOf<Values>) => string;
}

/** How a record's own fields become a check: the record the form opened, how to read it again, how to make its form values. */
export function recordConflictCheck<Item, Values>({
  opened,
  read,
  valuesOf,
  fields,
  form,
  describe,
}: {
  opened: Item;
  read: () => Promise<Item | undefined>;
  valuesOf: (item: Item) => Values;
  fields?: readonly FieldOf<Values>[];
  form: { reset: (values: Values) => void };
  describe?: ConflictCheck<Values>['describe'];
}): ConflictCheck<Values> {
  const version = (item: Item): RecordVersion<Values> => ({ values: valuesOf(item), updatedAt: updatedAtOf(item) });
  return {
    opened: version(opened),
    read: async () => {
      const fresh = await read();
      return fresh === undefined ? undefined : version(fresh);
    },
    fields,
    load: (values) => form.reset(values),
    describe,
  };
}

function updatedAtOf(item: unknown): string | undefined {
  const stamp = item && typeof item === 'object' ? (item as { updatedAt?: unknown }).updatedAt : undefined;
  return typeof stamp === 'string' && stamp !== '' ? stamp : undefined;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

export function fieldsOf<Values>(check: Pick<ConflictCheck<Values>, 'fields' | 'opened'>): readonly FieldOf<Values>[] {
  return check.fields ?? (Object.keys(check.opened.values as object) as FieldOf<Values>[]);
}

/** True when the record changed on the server since `opened`: its `updatedAt` when both carry one, else the edited fields. */
export function changedSince<Values>(opened: RecordVersion<Values>, fresh: RecordVersion<Values>, fields: readonly FieldOf<Values>[]): boolean {
  if (opened.updatedAt && fresh.updatedAt) return opened.updatedAt !== fresh.updatedAt;
  return fields.some((field) => !same(opened.values[field], fresh.values[field]));
}

/** The form after Reload: the server's values in the edited fields, what the user typed in the others (a new password). */
export function reloadedValues<Values>(typed: Values, fresh: Values, fields: readonly FieldOf<Values>[]): Values {
  return { ...typed, ...Object.fromEntries(fields.map((field) => [field, fresh[field]])) };
}

/** 'Yours: …' under every edited field where what the user typed differs from what the server now has. */
export function yoursNotes<Values>(
  typed: Values,
  fresh: Values,
  fields: readonly FieldOf<Values>[],
  describe: (value: unknown, field: FieldOf<Values>) => string = shown,
): Record<string, string> {
  return Object.fromEntries(fields.filter((field) => !same(typed[field], fresh[field])).map((field) => [field, `Yours: ${describe(typed[field], field)}`]));
}

/** A typed value as text: a list joined with commas, a row of a list by its filled parts, a flag set by its ticked flags. */
function shown(value: unknown): string {
  if (Array.isArray(value)) return value.map(shown).filter(Boolean).join(', ');
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.every(([, v]) => typeof v === 'boolean')) return entries.filter(([, on]) => on).map(([key]) => key).join(', ');
    return entries.map(([, v]) => shown(v)).filter(Boolean).join(' ');
  }
  return value === undefined || value === null ? '' : String(value);
}
