import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { db } from '../../mocks/db';
import { renderApp } from '../renderApp';
import { fillIn, screenWidth } from '../screen';
import { received, recordRequests, type ReceivedRequest } from '../serverLog';

const LOAD = { timeout: 5000 };
const CHANGED = 'This record was changed by someone else while you were editing it.';
const toastOf = (text: string) => screen.findByText(text, { selector: '.MuiAlert-message' });
const conflictDialog = () => screen.findByRole('dialog', { name: 'Record changed' });
const writes = (log: readonly ReceivedRequest[]) => log.filter((r) => r.method !== 'GET' && r.path !== '/activity/create');
/** What was sent from the click on Save on: each request as 'METHOD path'. */
const calls = (log: readonly ReceivedRequest[], from: number) => log.slice(from).map((r) => `${r.method} ${r.path}`);

describe('an edit dialog over a vendor someone else changed (read again from the vendor list)', () => {
  const SHREE = 'Shree Traders';
  const LIST = '/vendor/getAllVendors';
  const shree = () => db.vendors.findFirst((q) => q.where({ vendorName: SHREE }))!;
  const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`), { selector: 'input, select, textarea' });

  async function openEdit() {
    const log = recordRequests();
    const view = renderApp('/vendor-management', { as: 'accountant' });
    const table = await screen.findByRole('table', { name: 'Vendors' }, LOAD);
    const row = (await within(table).findByText(SHREE, undefined, LOAD)).closest('tr') as HTMLElement;
    await view.user.click(within(row).getByRole('button', { name: `Edit ${SHREE}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vendor' });
    await view.user.selectOptions(field(dialog, 'Payment Terms'), 'Net 45');
    return { ...view, log, dialog };
  }

  /** Another user changes the vendor's contact person on the server. */
  const changeOnServer = () => db.vendors.update((q) => q.where({ _id: shree()._id }), { data: (v) => void (v.contactPerson = 'Ritesh Agarwal') });

  test('nothing changed on the server: one fresh read of the list, then the write, as before', async () => {
    const { user, log, dialog } = await openEdit();
    const from = log.length;
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await toastOf('Vendor updated successfully')).toBeInTheDocument();
    expect(calls(log, from).slice(0, 2)).toEqual([`GET ${LIST}`, `PUT /vendor/updateVendor/${shree()._id}`]);
    expect(shree().paymentTerms).toBe('Net 45');
    expect(screen.queryByText(CHANGED)).not.toBeInTheDocument();
  });

  test('changed on the server: the question, and no write', async () => {
    const { user, log, dialog } = await openEdit();
    await changeOnServer();
    const from = log.length;
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(await conflictDialog()).getByText(CHANGED)).toBeInTheDocument();
    expect(calls(log, from)).toEqual([`GET ${LIST}`]);
    expect(writes(log)).toEqual([]);
    expect(shree().contactPerson).toBe('Ritesh Agarwal');
  });

  test("Overwrite sends the user's values without another read", async () => {
    const { user, log, dialog } = await openEdit();
    await changeOnServer();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const from = log.length;
    await user.click(within(await conflictDialog()).getByRole('button', { name: 'Overwrite' }));
    expect(await toastOf('Vendor updated successfully')).toBeInTheDocument();
    expect(calls(log, from)[0]).toBe(`PUT /vendor/updateVendor/${shree()._id}`);
    await waitFor(() => expect(received(log, 'PUT', '/vendor/updateVendor/:id')[0].body).toMatchObject({ contactPerson: 'Mahesh Agarwal', paymentTerms: 'Net 45' }));
    expect(shree().contactPerson).toBe('Mahesh Agarwal');
  });

  test("Reload puts the server's values in the form with 'Yours: …' under the fields that differ; the next save writes", async () => {
    const { user, log, dialog } = await openEdit();
    await changeOnServer();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await user.click(within(await conflictDialog()).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record changed' })).not.toBeInTheDocument());
    expect(field(dialog, 'Contact Person')).toHaveValue('Ritesh Agarwal');
    expect(field(dialog, 'Contact Person')).toHaveAccessibleDescription('Yours: Mahesh Agarwal');
    expect(field(dialog, 'Payment Terms')).toHaveValue('Net 30');
    expect(field(dialog, 'Payment Terms')).toHaveAccessibleDescription('Yours: Net 45');
    expect(field(dialog, 'Vendor Name')).not.toHaveAccessibleDescription(/Yours/);
    expect(writes(log)).toEqual([]);

    await user.selectOptions(field(dialog, 'Payment Terms'), 'Net 45');
    const from = log.length;
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await toastOf('Vendor updated successfully')).toBeInTheDocument();
    expect(calls(log, from).slice(0, 2)).toEqual([`GET ${LIST}`, `PUT /vendor/updateVendor/${shree()._id}`]);
    expect(shree()).toMatchObject({ contactPerson: 'Ritesh Agarwal', paymentTerms: 'Net 45' });
  });
});

describe('the user edit dialog over a user someone else changed', () => {
  const RAHUL = 'Rahul Verma';
  const LIST = '/user/viewAllUsers';
  const rahul = () => db.users.findFirst((q) => q.where({ email: 'rahul.verma@sgkconstructions.in' }))!;

  async function openEdit() {
    const log = recordRequests();
    const view = renderApp('/user-management', { as: 'admin' });
    await screen.findByRole('cell', { name: RAHUL }, LOAD);
    await view.user.click(screen.getByRole('button', { name: `Edit ${RAHUL}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await fillIn(view.user, within(dialog).getByRole('textbox', { name: /full name/i }), 'Rahul K. Verma');
    return { ...view, log, dialog };
  }
  const changeRole = () => db.users.update((q) => q.where({ _id: rahul()._id }), { data: (u) => void (u.role = 'HR Manager') });
  const roleField = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: /role/i });
  const nameField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /full name/i });

  test('nothing changed on the server: the list is read once more, then the write', async () => {
    const { user, log, dialog } = await openEdit();
    const from = log.length;
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await toastOf('User updated successfully')).toBeInTheDocument();
    expect(calls(log, from).slice(0, 2)).toEqual([`GET ${LIST}`, `PUT /user/updateUser/${rahul()._id}`]);
  });

  test("a change of the role on the server is asked about; Overwrite sends the user's values", async () => {
    const { user, log, dialog } = await openEdit();
    await changeRole();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(await conflictDialog()).getByText(CHANGED)).toBeInTheDocument();
    expect(writes(log)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Overwrite' }));
    expect(await toastOf('User updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(received(log, 'PUT', '/user/updateUser/:id')[0].body).toEqual({ name: 'Rahul K. Verma', email: 'rahul.verma@sgkconstructions.in', role: 'Project Manager', status: 'Active' }));
    expect(received(log, 'PUT', '/user/updateUser/:id')).toHaveLength(1);
  });

  test("Reload shows the server's role and name, with what the user had beside them; a typed password stays the user's", async () => {
    const { user, log, dialog } = await openEdit();
    await fillIn(user, within(dialog).getByLabelText(/^new password/i), 'Secret@123');
    await changeRole();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await user.click(within(await conflictDialog()).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(roleField(dialog)).toHaveValue('HR Manager'));
    expect(roleField(dialog)).toHaveAccessibleDescription('Yours: Project Manager');
    expect(nameField(dialog)).toHaveValue(RAHUL);
    expect(nameField(dialog)).toHaveAccessibleDescription('Yours: Rahul K. Verma');
    expect(within(dialog).getByLabelText(/^new password/i)).toHaveValue('Secret@123');
    expect(writes(log)).toEqual([]);
  });
});

describe("the per-user permission switches over a user whose permissions someone else changed", () => {
  const SUNITA = 'Sunita Rao';
  const sunita = () => db.users.findFirst((q) => q.where({ name: SUNITA }))!;
  const PUT = '/user/updatePermissions/:id';
  const switchOf = (name: string) => screen.getByRole('switch', { name });
  const save = () => screen.getByRole('button', { name: 'Save Permissions' });

  async function openEditor() {
    const log = recordRequests();
    const view = renderApp('/user-permissions', { as: 'admin' });
    await view.user.click(await within(await screen.findByRole('list', { name: 'Users' }, LOAD)).findByText(SUNITA, undefined, LOAD));
    await screen.findByRole('heading', { level: 2, name: SUNITA });
    await view.user.click(switchOf('View Vendor'));
    return { ...view, log };
  }
  /** Another admin gives her a list of her own on the server. */
  const changeOnServer = () => db.users.update((q) => q.where({ _id: sunita()._id }), { data: (u) => void (u.permissions = ['VIEW_DASHBOARD', 'VIEW_PROJECTS']) });

  test('changed on the server: the question, and no write; Overwrite sends the switches as the user set them', async () => {
    const { user, log } = await openEditor();
    await changeOnServer();
    await user.click(save());
    expect(within(await conflictDialog()).getByText(CHANGED)).toBeInTheDocument();
    expect(writes(log)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Overwrite' }));
    expect(await toastOf('Permissions updated successfully')).toBeInTheDocument();
    expect(received(log, 'PUT', PUT).map((r) => r.body)).toEqual([{ permissions: ['VIEW_DASHBOARD', 'MANAGE_LABOR', 'VIEW_LABOR', 'VIEW_VENDOR'] }]);
  });

  test("Reload shows the server's switches with the user's own beside them; the next save writes", async () => {
    const { user, log } = await openEditor();
    await changeOnServer();
    await user.click(save());
    await user.click(within(await conflictDialog()).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(switchOf('View Projects')).toBeChecked());
    expect(switchOf('View Vendor')).not.toBeChecked();
    expect(switchOf('View Labor')).not.toBeChecked();
    expect(screen.getByText('Yours: View Dashboard, Manage Labor, View Labor, View Vendor')).toBeInTheDocument();
    expect(writes(log)).toEqual([]);
    await user.click(save());
    expect(await toastOf('Permissions updated successfully')).toBeInTheDocument();
    expect(received(log, 'PUT', PUT).map((r) => r.body)).toEqual([{ permissions: ['VIEW_DASHBOARD', 'VIEW_PROJECTS'] }]);
  });

  test('the editor stays open after a save: its next save is checked against what it saved, not asked about', async () => {
    const { user, log } = await openEditor();
    await user.click(save());
    expect(await toastOf('Permissions updated successfully')).toBeInTheDocument();
    await user.click(switchOf('View Projects'));
    await user.click(save());
    await waitFor(() => expect(received(log, 'PUT', PUT)).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Record changed' })).not.toBeInTheDocument();
    expect(sunita().permissions).toEqual(['VIEW_DASHBOARD', 'VIEW_PROJECTS', 'MANAGE_LABOR', 'VIEW_LABOR', 'VIEW_VENDOR']);
  });
});

describe('the bill edit form over a bill someone else changed (an inline form)', () => {
  const YEAR = new Date().getFullYear();
  const SIX = `INV-${YEAR}-006`;
  const LIST = '/bill/getall/bills';
  const bill = () => db.bills.findFirst((q) => q.where({ billNumber: SIX }))!;

  async function openEdit() {
    screenWidth(1440);
    const log = recordRequests();
    const view = renderApp('/client-billing', { as: 'accountant' });
    const table = await screen.findByRole('table', { name: 'Bills' }, LOAD);
    const row = (await within(table).findByText(SIX, undefined, LOAD)).closest('tr') as HTMLElement;
    await view.user.click(within(row).getByRole('button', { name: `Edit bill ${SIX}` }));
    const form = screen.getByRole('form', { name: 'Edit Bill' });
    await view.user.selectOptions(within(form).getByLabelText('Status', { selector: 'select' }), 'Paid');
    return { ...view, log, form };
  }
  const save = (user: UserEvent, form: HTMLElement) => user.click(within(form).getByRole('button', { name: 'Update Bill' }));
  const notes = (form: HTMLElement) => within(form).getByRole('textbox', { name: 'Notes' });

  test('nothing changed on the server: one fresh read of the bills, then the write', async () => {
    const { user, log, form } = await openEdit();
    const from = log.length;
    await save(user, form);
    expect(await toastOf('Bill updated successfully!')).toBeInTheDocument();
    expect(calls(log, from).slice(0, 2)).toEqual([`GET ${LIST}`, `PUT /bill/update/bills/${bill()._id}`]);
    expect(bill().status).toBe('Paid');
  });

  test("changed on the server: no write; Reload shows the server's notes and status with the user's beside them", async () => {
    const { user, log, form } = await openEdit();
    await db.bills.update((q) => q.where({ _id: bill()._id }), { data: (b) => void (b.notes = 'Running bill 2, revised.') });
    await save(user, form);
    expect(within(await conflictDialog()).getByText(CHANGED)).toBeInTheDocument();
    expect(writes(log)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(notes(form)).toHaveValue('Running bill 2, revised.'));
    expect(notes(form)).toHaveAccessibleDescription('Yours: Running bill 2.');
    const status = within(form).getByLabelText('Status', { selector: 'select' });
    expect(status).toHaveValue('Pending');
    expect(status).toHaveAccessibleDescription('Yours: Paid');
    expect(writes(log)).toEqual([]);
  });

  test("a client GSTIN changed on the server is one of the changes: Reload shows the server's with the user's beside it", async () => {
    const { user, log, form } = await openEdit();
    const gstin = within(form).getByLabelText('Client GSTIN');
    await fillIn(user, gstin, '27AAFFK3388P1ZL');
    await db.bills.update((q) => q.where({ _id: bill()._id }), { data: (b) => void (b.clientGstin = '29AAGFG9031L1Z0') });
    await save(user, form);
    expect(within(await conflictDialog()).getByText(CHANGED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(gstin).toHaveValue('29AAGFG9031L1Z0'));
    expect(gstin).toHaveAccessibleDescription('Yours: 27AAFFK3388P1ZL');
    expect(writes(log)).toEqual([]);
  });
});

describe('the project edit dialog (read again by its id)', () => {
  test('the fresh read is the project by its id; a change of the budget there is asked about and nothing is written', async () => {
    const SAI = 'Sai Residency – Block A';
    const log = recordRequests();
    const { user } = renderApp('/project-management', { as: 'admin' });
    await screen.findByRole('cell', { name: SAI }, LOAD);
    const sai = db.projects.findFirst((q) => q.where({ projectName: SAI }))!;
    await user.click(screen.getByRole('button', { name: `Edit ${SAI}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Project' });
    await user.selectOptions(within(dialog).getByLabelText(/^status/i, { selector: 'select' }), 'Completed');
    await db.projects.update((q) => q.where({ _id: sai._id }), { data: (p) => void (p.budget = 47_500_000) });
    const from = log.length;
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(await conflictDialog()).getByText(CHANGED)).toBeInTheDocument();
    expect(calls(log, from)).toEqual([`GET /project/getProjectById/${sai._id}`]);
    expect(writes(log)).toEqual([]);
  });
});

describe('deleting a record someone else already deleted', () => {
  test('is a quiet success: the row goes, the usual toast, no error and nothing logged', async () => {
    const STEEL = 'Karnataka Steel Corporation';
    const log = recordRequests();
    const { user } = renderApp('/vendor-management', { as: 'accountant' });
    const table = await screen.findByRole('table', { name: 'Vendors' }, LOAD);
    const row = (await within(table).findByText(STEEL, undefined, LOAD)).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: `Delete ${STEEL}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Vendor' });
    db.vendors.delete((q) => q.where({ vendorName: STEEL }));
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await toastOf('Vendor deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText(STEEL)).not.toBeInTheDocument());
    expect(received(log, 'DELETE', '/vendor/deleteVendor/:id')).toHaveLength(1);
    expect(screen.queryByText('Failed to delete vendor. Please try again.')).not.toBeInTheDocument();
    expect(received(log, 'POST', '/activity/create')).toEqual([]);
  });
});
