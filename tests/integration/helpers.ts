/** Shared steps for the integration tests: extra accounts in the mock db and the login form. */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { LabourCategory, LabourProfileFields } from '@/api/labourProfiles';
import type { RoleFlags } from '@/lib/permissions';
import { STORAGE_KEYS } from '@/lib/storage';
import { db, newId } from '../../mocks/db';
import { fillIn, type FillStep } from '../screen';

export const EXTRA_PASSWORD = 'Extra@123';

let counter = 0;

/**
 * Adds an active user to the mock db. `permissions` is a per-user list (as saved on /user-permissions),
 * which overrides what the role gives; `flags` creates a role of that name with those flags first.
 */
export async function createStaff(options: {
  name?: string;
  role: string;
  flags?: RoleFlags;
  permissions?: string[];
}): Promise<{ email: string; name: string; password: string }> {
  counter += 1;
  const now = new Date().toISOString();
  if (options.flags) {
    await db.roles.create({ _id: newId(), name: options.role, description: 'Test role', permissions: options.flags, createdAt: now });
  }
  const name = options.name ?? `Test Person ${counter}`;
  const email = `test.person.${counter}@sgkconstructions.in`;
  await db.users.create({
    _id: newId(),
    name,
    email,
    password: EXTRA_PASSWORD,
    role: options.role,
    status: 'Active',
    permissions: options.permissions ?? null,
    createdAt: now,
  });
  return { email, name, password: EXTRA_PASSWORD };
}

/** Enters the credentials into the login form (pasted, as from a password manager) and presses Sign in. */
export async function signIn(user: UserEvent, email: string, password: string): Promise<void> {
  await user.click(await screen.findByLabelText(/^email/i));
  await user.paste(email);
  await user.click(screen.getByLabelText(/^password/i));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

export function storedSession(): { token: string | null; userData: string | null } {
  return { token: localStorage.getItem(STORAGE_KEYS.authToken), userData: localStorage.getItem(STORAGE_KEYS.userData) };
}

type AppRouter = { state: { location: { pathname: string } } };

/**
 * Waits until the app shows the signed-in screen at `pathname`: the address and the title in the
 * layout's header (the screen's own content is for its own tests).
 */
export async function expectScreen(router: AppRouter, pathname: string, title: string): Promise<void> {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
  const header = await screen.findByRole('banner');
  expect(await within(header).findByText(title, { selector: 'p' })).toBeInTheDocument();
}

let testProjects = 0;

export interface TestItem {
  description: string;
  totalAmount?: number;
  date?: string;
  itemNo?: string;
}

/**
 * Adds a project of the test's own to the mock db, with a project number no seed uses, and its quotation
 * items (no sheet rows), created a millisecond apart from `createdAt` so that they keep their order.
 */
export async function addTestProject(projectName: string, items: readonly TestItem[], createdAt = Date.now()) {
  testProjects += 1;
  const project = await db.projects.create({
    _id: newId(createdAt),
    projectNumber: `2026/SGKE/9${String(testProjects).padStart(2, '0')}`,
    projectName,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    client: 'Test Client',
    budget: 1_000_000,
    projectManager: 'Priya Sharma',
    priority: 'Medium',
    status: 'Pending',
    description: '',
    createdAt: new Date(createdAt).toISOString(),
  });
  const created = [];
  for (const [i, item] of items.entries()) {
    created.push(
      await db.quotationItems.create({
        _id: newId(createdAt),
        projectId: project._id,
        itemNo: item.itemNo ?? String(i + 1),
        description: item.description,
        date: item.date ?? '2026-02-03',
        totalAmount: item.totalAmount ?? 0,
        quantity: null,
        unit: null,
        rate: null,
        createdAt: new Date(createdAt + i).toISOString(),
      }),
    );
  }
  return { project, items: created };
}

/** What the labour form (Add New Labour, the edit dialog) is filled with, field by field. */
export type LabourFormValues = Omit<LabourProfileFields, 'category' | 'idProof'> & { category: LabourCategory };

export const LABOUR_FORM_VALUES: LabourFormValues = {
  name: 'Harish Chandra',
  category: 'Unskilled',
  phone: '98450 99887',
  email: 'harish.c@example.in',
  address: '9, Market Road, Tumakuru',
  ifscCode: 'SBIN0040999',
  branchName: 'Tumakuru',
  accountNumber: '30998877665',
};

const labourField = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select, textarea' });

/** Fills every field of the labour form shown: `LABOUR_FORM_VALUES` with `change`, each text put in by `enter`. */
export async function fillLabourForm(user: UserEvent, change: Partial<LabourFormValues> = {}, enter: FillStep = fillIn): Promise<void> {
  const values = { ...LABOUR_FORM_VALUES, ...change };
  await enter(user, labourField(/full name/i), values.name);
  await user.selectOptions(labourField(/^category/i), values.category);
  await enter(user, labourField(/^phone/i), values.phone);
  await enter(user, labourField(/^email/i), values.email);
  await enter(user, labourField(/^address/i), values.address);
  await enter(user, labourField(/ifsc code/i), values.ifscCode);
  await enter(user, labourField(/branch name/i), values.branchName);
  await enter(user, labourField(/account number/i), values.accountNumber);
}

/** Fills Add User's fields with a valid new HR Manager, Meena Krishnan, active. */
export async function fillNewUserForm(user: UserEvent): Promise<void> {
  const userField = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });
  await fillIn(user, userField(/full name/i), 'Meena Krishnan');
  await fillIn(user, userField(/^email/i), 'meena.k@sgkconstructions.in');
  await fillIn(user, userField(/^password/i), 'Strong@123');
  await fillIn(user, userField(/confirm password/i), 'Strong@123');
  await user.selectOptions(userField(/^role/i), 'HR Manager');
  await user.selectOptions(userField(/^status/i), 'Active');
}
