/**
 * Every write the screens can start is sent once: while it is in flight, a second click on its control
 * (two clicks in one turn, before the screen has redrawn), Enter in one of its fields and a later click
 * send nothing more, and the screen ends saved, saying so once.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { onTestFinished, vi } from 'vitest';
import { OFFLINE_WRITE_TEXT } from '@/components/writeCore';
import { PATHS, addQuotationItemPath } from '@/config/paths';
import { STORAGE_KEYS } from '@/lib/storage';
import { db, newId } from '../../mocks/db';
import { holdRequests } from '../holdRequests';
import { renderApp } from '../renderApp';
import { fillIn } from '../screen';
import { received, recordRequests } from '../serverLog';
import { advanceTimers } from '../timers';
import { addTestProject, fillLabourForm, fillNewUserForm } from './helpers';

const LOAD = { timeout: 8000 };
/** Each case renders the whole app and fills a form: room for a busy machine. */
const SLOW = { timeout: 30_000 };

type Method = 'post' | 'put' | 'delete';

/** Where a write goes: a request to the server, or the browser's storage under a key (New Purchase). */
type Write = { method: Method; endpoint: string } | { storedUnder: () => string };

interface WriteCase {
  /** The write, as a user names it. */
  name: string;
  /** Seeds what the write needs and gives the screen's address. */
  open: () => string | Promise<string>;
  write: Write;
  /** From the opened screen to the moment the write's control is ready, every value valid. */
  prepare: (user: UserEvent) => Promise<void>;
  /** The control that sends: a form's submit, a confirmation's confirm. */
  control?: () => HTMLElement;
  /** A field of the form, where Enter submits; none for a confirmation or a sheet. */
  enterIn?: () => HTMLElement;
  /** Instead of clicks on `control`: the action done, then done again (a status chosen, then another). */
  repeat?: (user: UserEvent) => Promise<void>;
  /** From the screen after a refusal closed the write's confirmation, back to its control (default: `prepare`). */
  again?: (user: UserEvent) => Promise<void>;
  /** What the screen says once saved, once. */
  savedText: string | RegExp;
  /** The writes the action makes: one, or one per line of a bulk change. */
  writes?: number;
}

const at = (path: string) => () => path;
const field = (label: RegExp, scope: HTMLElement = document.body) => within(scope).getByLabelText(label, { selector: 'input, select, textarea' });
const dialog = (name?: string) => screen.getByRole('dialog', name === undefined ? undefined : { name });
const inDialog = (button: string, name?: string) => () => within(dialog(name)).getByRole('button', { name: button });
const inForm = (form: string | RegExp, button: string) => () => within(screen.getByRole('form', { name: form })).getByRole('button', { name: button });
/** A refused bulk update's confirmation has finished closing: until then it hides the screen beneath from queries. */
const confirmationClosed = () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm Bulk Update' })).not.toBeInTheDocument(), LOAD);
const button = (name: string) => () => screen.getByRole('button', { name });
const clickButton = async (user: UserEvent, name: string) => user.click(await screen.findByRole('button', { name }, LOAD));
/** A date input takes a whole yyyy-mm-dd value at once, as a browser's date picker gives it. */
const setDate = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const projectNamed = (projectName: string) => db.projects.findFirst((q) => q.where({ projectName }))!;
const SAI = 'Sai Residency – Block A';
const VILLAS = 'Green Valley Villas';
const YEAR = new Date().getFullYear();
const BILL = `INV-${YEAR}-006`;

/** Quotation Management and the sheets open on the project (and item) chosen before. */
function chooseItemOf(projectName: string) {
  const project = projectNamed(projectName);
  const [item] = db.quotationItems.findMany((q) => q.where({ projectId: project._id }), { orderBy: { createdAt: 'asc' } });
  localStorage.setItem(STORAGE_KEYS.selectedProjectId, project._id);
  localStorage.setItem(STORAGE_KEYS.selectedItemId, item._id);
  return item;
}
const sheetOf = (path: string) => () => {
  chooseItemOf(SAI);
  return path;
};
/** A sheet's rows have loaded. */
const sheetLoaded = (table: string) => async () => {
  await screen.findByRole('table', { name: table }, LOAD);
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), LOAD);
};
const cell = (label: string) => screen.getByLabelText(label);

/** Three unpaid wages of a site of their own, which the salary screen's search narrows to. */
async function crewSite() {
  const now = Date.now();
  const { items } = await addTestProject('Raichur Canal Lining', [{ description: 'Canal lining' }], now);
  for (const [i, name] of ['Crew Member Anand', 'Crew Member Basava', 'Crew Member Chandra'].entries()) {
    await db.labourWork.create({
      _id: newId(now + i),
      quotationId: items[0]._id,
      name,
      phone: '',
      task: 'Masonry',
      hours: 8,
      wage: 600,
      paymentStatus: 'unpaid',
      createdAt: new Date(now + i).toISOString(),
    });
  }
  return PATHS.labourSalary;
}
async function findCrew(user: UserEvent) {
  await user.type(await screen.findByRole('searchbox', { name: 'Search by name, phone, project or quotation' }, LOAD), 'Crew Member');
  await waitFor(() => expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent('3 records match the filters'), LOAD);
}

/** View Purchases, narrowed to the lines of Green Valley Villas. */
async function villasLines(user: UserEvent) {
  await waitFor(() => expect(screen.getByRole('group', { name: 'Total Items' })).not.toHaveAttribute('aria-busy'), LOAD);
  await user.click(screen.getByRole('button', { name: 'View Purchases' }));
  const view = await screen.findByRole('dialog', { name: 'All Material Purchases' });
  const project = projectNamed(VILLAS);
  await user.selectOptions(within(view).getByRole('combobox', { name: 'Project' }), `${project.projectName} - ${project.projectNumber}`);
  return view;
}
const villasLineCount = () => db.quotationMaterials.findMany((q) => q.where({ projectId: projectNamed(VILLAS)._id })).length;

/** New Purchase on Green Valley Villas, kept on this device. */
const villasPurchases = () => STORAGE_KEYS.purchaseItems(projectNamed(VILLAS)._id);
const purchaseForm = () => screen.getByRole('form', { name: /purchase item/ });
async function openNewPurchase(user: UserEvent) {
  await user.click(await screen.findByRole('tab', { name: 'New Purchase' }, LOAD));
  const box = screen.getByRole('combobox', { name: 'Select Project' });
  await user.click(box);
  await user.type(box, projectNamed(VILLAS).projectNumber.slice(-8));
  await user.click(await within(await screen.findByRole('listbox', { name: 'Select Project suggestions' })).findByText(VILLAS, undefined, LOAD));
  await user.click(screen.getByRole('button', { name: 'Add Item' }));
  await fillIn(user, field(/^Material Name/, purchaseForm()), 'OPC 53 Cement');
  await fillIn(user, field(/^Quantity/, purchaseForm()), '50');
  await user.selectOptions(field(/^Unit/, purchaseForm()), 'bags');
  await fillIn(user, field(/^Rate/, purchaseForm()), '410.50');
  await fillIn(user, within(purchaseForm()).getByRole('combobox', { name: 'Vendor' }), 'Shree Traders');
}
/** A purchase saved first, through the form. */
async function withSavedPurchase(user: UserEvent) {
  await openNewPurchase(user);
  await user.click(within(purchaseForm()).getByRole('button', { name: 'Save Item' }));
  await waitFor(() => expect(screen.queryByRole('form', { name: /purchase item/ })).not.toBeInTheDocument());
}

const WRITES: WriteCase[] = [
  // Users and their permissions
  {
    name: 'add user',
    open: at(PATHS.addUser),
    write: { method: 'post', endpoint: '/user/AddUserDetails' },
    prepare: async (user) => {
      await screen.findByRole('option', { name: 'Accountant' }, LOAD);
      await fillNewUserForm(user);
    },
    control: button('Create User'),
    enterIn: () => field(/full name/i),
    savedText: 'User created successfully! Redirecting...',
  },
  {
    name: 'edit user, its status included',
    open: at(PATHS.userManagement),
    write: { method: 'put', endpoint: '/user/updateUser/:id' },
    prepare: async (user) => {
      await clickButton(user, 'Edit Rahul Verma');
      await user.selectOptions(field(/^status/i, dialog()), 'Inactive');
      await fillIn(user, field(/full name/i, dialog()), 'Rahul K. Verma');
    },
    control: inDialog('Save Changes'),
    enterIn: () => field(/full name/i, dialog()),
    savedText: 'User updated successfully',
  },
  {
    name: 'delete user',
    open: at(PATHS.userManagement),
    write: { method: 'delete', endpoint: '/user/deleteUser/:id' },
    prepare: (user) => clickButton(user, 'Delete Rahul Verma'),
    control: inDialog('Delete'),
    savedText: 'User deleted successfully',
  },
  {
    name: 'per-user permissions',
    open: at(PATHS.userPermissions),
    write: { method: 'put', endpoint: '/user/updatePermissions/:id' },
    prepare: async (user) => {
      await user.click(await within(await screen.findByRole('list', { name: 'Users' }, LOAD)).findByText('Sunita Rao'));
      await user.click(await screen.findByRole('switch', { name: 'View Vendor' }));
    },
    control: button('Save Permissions'),
    savedText: 'Permissions updated successfully',
  },
  // Roles
  {
    name: 'add role',
    open: at(PATHS.addRole),
    write: { method: 'post', endpoint: '/role/createRole' },
    prepare: async (user) => {
      await fillIn(user, await screen.findByRole('textbox', { name: /role name/i }, LOAD), 'Site Supervisor');
      await fillIn(user, screen.getByRole('textbox', { name: /description/i }), 'Supervises daily work on site');
      await user.click(screen.getByRole('checkbox', { name: 'Dashboard' }));
    },
    control: button('Create Role'),
    enterIn: () => screen.getByRole('textbox', { name: /role name/i }),
    savedText: '✅ Role created successfully.',
  },
  {
    name: 'edit role permissions',
    open: at(PATHS.roleManagement),
    write: { method: 'put', endpoint: '/role/updateRole/:id' },
    prepare: async (user) => {
      await clickButton(user, 'Edit HR Manager');
      await user.click(within(screen.getByRole('form', { name: 'Edit HR Manager' })).getByRole('checkbox', { name: 'Vendor Management' }));
    },
    control: inForm('Edit HR Manager', 'Save'),
    savedText: 'Role updated successfully',
  },
  {
    name: 'delete role',
    open: async () => {
      await db.roles.create({ _id: newId(), name: 'Site Engineer', description: 'Checks work on site', permissions: { dashboard: true }, createdAt: new Date().toISOString() });
      return PATHS.roleManagement;
    },
    write: { method: 'delete', endpoint: '/role/deleteRole/:id' },
    prepare: (user) => clickButton(user, 'Delete Site Engineer'),
    control: inDialog('Delete'),
    savedText: 'Role deleted successfully',
  },
  // Projects and quotations
  {
    name: 'add project',
    open: at(PATHS.addProject),
    write: { method: 'post', endpoint: '/project/createProject' },
    prepare: async (user) => {
      await fillIn(user, await screen.findByLabelText(/project name/i, { selector: 'input' }, LOAD), 'Lakeview Apartments');
      setDate(field(/start date/i), '2026-05-01');
      setDate(field(/end date/i), '2027-05-01');
      await fillIn(user, field(/^client/i), 'Lakeview Developers');
      await fillIn(user, field(/^budget/i), '2500000');
      await fillIn(user, field(/project manager/i), 'Priya Sharma');
      await fillIn(user, field(/project description/i), 'Two towers of 40 flats');
    },
    control: button('Create Project'),
    enterIn: () => field(/^client/i),
    savedText: /Project created successfully/,
  },
  {
    name: 'edit project',
    open: at(PATHS.projectManagement),
    write: { method: 'put', endpoint: '/project/updateProject/:id' },
    prepare: async (user) => {
      await clickButton(user, `Edit ${SAI}`);
      await fillIn(user, field(/^client/i, dialog()), 'Sai Builders');
    },
    control: inDialog('Save Changes'),
    enterIn: () => field(/^client/i, dialog()),
    savedText: 'Project updated successfully',
  },
  {
    name: 'delete project',
    open: at(PATHS.projectManagement),
    write: { method: 'delete', endpoint: '/project/deleteProject/:id' },
    prepare: (user) => clickButton(user, `Delete ${SAI}`),
    control: inDialog('Delete'),
    savedText: `Project "${SAI}" deleted successfully`,
  },
  {
    name: 'add quotation item (its page)',
    open: () => addQuotationItemPath(projectNamed(VILLAS)._id),
    write: { method: 'post', endpoint: '/quotation/createQuotationItem' },
    prepare: async (user) => {
      const form = await screen.findByRole('form', { name: 'Add quotation item' }, LOAD);
      await screen.findByText(projectNamed(VILLAS).projectNumber, undefined, LOAD);
      await fillIn(user, within(form).getByLabelText(/^description/i), 'Gate and grills');
      await fillIn(user, within(form).getByLabelText(/^item number/i), '9');
      await fillIn(user, within(form).getByLabelText(/^quantity/i), '2');
      await fillIn(user, within(form).getByLabelText(/^rate/i), '18000');
    },
    control: inForm('Add quotation item', 'Create'),
    enterIn: () => within(screen.getByRole('form', { name: 'Add quotation item' })).getByLabelText(/^item number/i),
    savedText: 'Quotation item created successfully',
  },
  {
    name: 'add quotation item (inline)',
    open: () => {
      chooseItemOf(SAI);
      return PATHS.quotationManagement;
    },
    write: { method: 'post', endpoint: '/quotation/createQuotationItem' },
    prepare: async (user) => {
      const form = await screen.findByRole('form', { name: 'Add quotation' }, LOAD);
      await fillIn(user, within(form).getByRole('textbox', { name: /description/i }), 'Anti-termite treatment');
    },
    control: inForm('Add quotation', 'Add Quotation'),
    enterIn: () => within(screen.getByRole('form', { name: 'Add quotation' })).getByLabelText(/^date/i),
    savedText: 'Quotation item added successfully',
  },
  {
    name: 'edit quotation item',
    open: () => {
      chooseItemOf(SAI);
      return PATHS.quotationManagement;
    },
    write: { method: 'put', endpoint: '/quotation/updateQuotationItem/:id' },
    prepare: async (user) => {
      await clickButton(user, 'Edit item 1');
      await fillIn(user, within(dialog()).getByRole('textbox', { name: /description/i }), 'Excavation in hard murram');
    },
    control: inDialog('Save Changes'),
    enterIn: () => within(dialog()).getByLabelText(/^date/i),
    savedText: 'Quotation item updated successfully',
  },
  {
    name: 'delete quotation item',
    open: () => {
      chooseItemOf(SAI);
      return PATHS.quotationManagement;
    },
    write: { method: 'delete', endpoint: '/quotation/deleteQuotationItem/:id' },
    prepare: (user) => clickButton(user, 'Delete item 3'),
    control: inDialog('Delete'),
    savedText: 'Quotation item deleted successfully',
  },
  // The quotation sheets
  {
    name: 'measurement sheet: Save All',
    open: sheetOf(PATHS.measurementSheet),
    write: { method: 'post', endpoint: '/msheet/create' },
    prepare: async (user) => {
      await sheetLoaded('Measurement rows')();
      await user.click(screen.getByRole('button', { name: 'Add Row' }));
      const n = within(screen.getByRole('table', { name: 'Measurement rows' })).getAllByRole('row').length - 1;
      await fillIn(user, cell(`Description, row ${n}`), 'Footing excavation');
      for (const column of ['Nos', 'Length', 'Breadth', 'Depth']) await fillIn(user, cell(`${column}, row ${n}`), '2');
      await user.selectOptions(cell(`Unit, row ${n}`), 'm³');
    },
    control: button('Save All'),
    enterIn: () => screen.getAllByRole('textbox').at(-1)!,
    savedText: 'Saved successfully!',
  },
  {
    name: 'measurement sheet: delete a row',
    open: sheetOf(PATHS.measurementSheet),
    write: { method: 'delete', endpoint: '/msheet/delete/:id' },
    prepare: async (user) => {
      await sheetLoaded('Measurement rows')();
      await clickButton(user, 'Delete row 1');
    },
    control: inDialog('Delete'),
    savedText: 'Deleted successfully!',
  },
  {
    name: 'material sheet: Save All',
    open: sheetOf(PATHS.materialSheet),
    write: { method: 'post', endpoint: '/material/create' },
    prepare: async (user) => {
      await sheetLoaded('Material entries')();
      await user.click(screen.getByRole('button', { name: 'Add Row' }));
      const n = within(screen.getByRole('table', { name: 'Material entries' })).getAllByRole('row').length - 1;
      await fillIn(user, cell(`Material Name, row ${n}`), 'Curing compound');
      await fillIn(user, cell(`Qty, row ${n}`), '5');
      await user.selectOptions(cell(`Unit, row ${n}`), 'litre');
      await fillIn(user, cell(`Rate, row ${n}`), '185.5');
      await fillIn(user, cell(`Vendor, row ${n}`), 'Asian Build Chem');
    },
    control: button('Save All'),
    enterIn: () => screen.getAllByRole('textbox').at(-1)!,
    savedText: 'Saved successfully!',
  },
  {
    name: 'material sheet: save an edited row',
    open: sheetOf(PATHS.materialSheet),
    write: { method: 'put', endpoint: '/material/update/:id' },
    prepare: async (user) => {
      await sheetLoaded('Material entries')();
      await clickButton(user, 'Edit row 1');
      await fillIn(user, cell('Qty, row 1'), '150');
    },
    control: button('Save row 1'),
    enterIn: () => cell('Qty, row 1'),
    savedText: 'Saved successfully!',
  },
  {
    name: 'material sheet: delete a row',
    open: sheetOf(PATHS.materialSheet),
    write: { method: 'delete', endpoint: '/material/delete/:id' },
    prepare: async (user) => {
      await sheetLoaded('Material entries')();
      await clickButton(user, 'Delete row 1');
    },
    control: inDialog('Delete'),
    savedText: 'Deleted successfully!',
  },
  {
    name: 'labour sheet: Save All',
    open: sheetOf(PATHS.labourSheet),
    write: { method: 'post', endpoint: '/labourwork/create' },
    prepare: async (user) => {
      await sheetLoaded('Labour entries')();
      await user.click(screen.getByRole('button', { name: 'Add Row' }));
      const n = within(screen.getByRole('table', { name: 'Labour entries' })).getAllByRole('row').length - 1;
      await user.type(cell(`Name, row ${n}`), 'Ram');
      await user.click(await screen.findByRole('option', { name: /Ramesh Naik/ }, LOAD));
      await fillIn(user, cell(`Task, row ${n}`), 'Plastering');
      await fillIn(user, cell(`Hours, row ${n}`), '6');
      await fillIn(user, cell(`Wage, row ${n}`), '800');
    },
    control: button('Save All'),
    enterIn: () => screen.getAllByRole('textbox').at(-1)!,
    savedText: 'Saved successfully!',
  },
  {
    name: 'labour sheet: save an edited row',
    open: sheetOf(PATHS.labourSheet),
    write: { method: 'put', endpoint: '/labourwork/update/:id' },
    prepare: async (user) => {
      await sheetLoaded('Labour entries')();
      await clickButton(user, 'Edit row 1');
      await fillIn(user, cell('Wage, row 1'), '975');
    },
    control: button('Save row 1'),
    enterIn: () => cell('Wage, row 1'),
    savedText: 'Saved successfully!',
  },
  {
    name: 'labour sheet: delete a row',
    open: sheetOf(PATHS.labourSheet),
    write: { method: 'delete', endpoint: '/labourwork/delete/:id' },
    prepare: async (user) => {
      await sheetLoaded('Labour entries')();
      await clickButton(user, 'Delete row 1');
    },
    control: inDialog('Delete'),
    savedText: 'Saved successfully!',
  },
  // Labour
  {
    name: 'add labour',
    open: at(PATHS.addLabour),
    write: { method: 'post', endpoint: '/labourprofile/create' },
    prepare: async (user) => {
      await screen.findByLabelText(/full name/i, { selector: 'input' }, LOAD);
      await fillLabourForm(user);
    },
    control: button('Add Labour'),
    enterIn: () => field(/full name/i),
    savedText: 'Labour added successfully!',
  },
  {
    name: 'edit labour',
    open: at(PATHS.labourManagement),
    write: { method: 'put', endpoint: '/labourprofile/update/:id' },
    prepare: async (user) => {
      await clickButton(user, 'Edit Abdul Rahim');
      await fillIn(user, field(/branch name/i, dialog()), 'Hebbal');
    },
    control: inDialog('Save Changes'),
    enterIn: () => field(/branch name/i, dialog()),
    savedText: 'Labour updated successfully',
  },
  {
    name: 'delete labour',
    open: at(PATHS.labourManagement),
    write: { method: 'delete', endpoint: '/labourprofile/delete/:id' },
    prepare: (user) => clickButton(user, 'Delete Abdul Rahim'),
    control: inDialog('Delete'),
    savedText: 'Labour deleted successfully',
  },
  {
    name: 'salary: a wage marked paid',
    open: crewSite,
    write: { method: 'put', endpoint: '/labourwork/update/:id' },
    prepare: findCrew,
    repeat: async (user) => {
      const select = screen.getByRole('combobox', { name: 'Payment status of Crew Member Anand' });
      await user.selectOptions(select, 'paid');
      await user.selectOptions(select, 'unpaid');
      await user.selectOptions(select, 'paid');
    },
    savedText: 'Payment status updated to paid!',
  },
  {
    name: 'salary: Mark All Paid',
    open: crewSite,
    write: { method: 'put', endpoint: '/labourwork/update/:id' },
    prepare: async (user) => {
      await findCrew(user);
      await user.click(screen.getByRole('button', { name: 'Mark All Paid' }));
    },
    again: async (user) => {
      await confirmationClosed();
      await user.click(screen.getByRole('button', { name: 'Mark All Paid' }));
    },
    control: inDialog('Mark All Paid', 'Confirm Bulk Update'),
    savedText: 'Successfully updated 3 records to paid',
    writes: 3,
  },
  // Materials
  {
    name: 'purchasing: a material line marked completed',
    open: at(PATHS.purchasing),
    write: { method: 'put', endpoint: '/material/update/:id' },
    prepare: async (user) => {
      await villasLines(user);
    },
    repeat: async (user) => {
      const [select] = within(dialog('All Material Purchases')).getAllByRole('combobox', { name: /^Status of / });
      await user.selectOptions(select, 'completed');
      await user.selectOptions(select, 'pending');
      await user.selectOptions(select, 'completed');
    },
    savedText: 'Status updated to completed',
  },
  {
    name: 'purchasing: Mark All Completed',
    open: at(PATHS.purchasing),
    write: { method: 'put', endpoint: '/material/update/:id' },
    prepare: async (user) => {
      const lines = await villasLines(user);
      await waitFor(() => expect(within(lines).getAllByRole('combobox', { name: /^Status of / })).toHaveLength(villasLineCount()));
      await user.click(within(lines).getByRole('button', { name: 'Mark All Completed' }));
    },
    again: async (user) => {
      await confirmationClosed();
      await user.click(within(dialog('All Material Purchases')).getByRole('button', { name: 'Mark All Completed' }));
    },
    control: inDialog('Mark All Completed', 'Confirm Bulk Update'),
    savedText: /^Successfully updated \d+ materials to completed$/,
    get writes() {
      return villasLineCount();
    },
  },
  {
    name: 'new purchase: save an item',
    open: at(PATHS.purchasing),
    write: { storedUnder: villasPurchases },
    prepare: openNewPurchase,
    control: () => within(purchaseForm()).getByRole('button', { name: 'Save Item' }),
    enterIn: () => field(/^Quantity/, purchaseForm()),
    savedText: 'Purchase item added successfully!',
  },
  {
    name: 'new purchase: edit an item',
    open: at(PATHS.purchasing),
    write: { storedUnder: villasPurchases },
    prepare: async (user) => {
      await withSavedPurchase(user);
      await user.click(screen.getByRole('button', { name: 'Edit OPC 53 Cement' }));
      await fillIn(user, field(/^Quantity/, purchaseForm()), '60');
    },
    control: () => within(purchaseForm()).getByRole('button', { name: 'Update Item' }),
    enterIn: () => field(/^Quantity/, purchaseForm()),
    savedText: 'Purchase item updated successfully!',
  },
  {
    name: 'new purchase: a status changed',
    open: at(PATHS.purchasing),
    write: { storedUnder: villasPurchases },
    prepare: withSavedPurchase,
    // Kept on this device, the write ends within the turn: the second choice comes in the same turn.
    repeat: async () => {
      const select = screen.getByRole('combobox', { name: 'Status of OPC 53 Cement' });
      // Both in one turn; the act then waits for the write they started.
      await act(async () => {
        fireEvent.change(select, { target: { value: 'completed' } });
        fireEvent.change(select, { target: { value: 'pending' } });
      });
    },
    savedText: 'Purchase status updated to completed',
  },
  {
    name: 'new purchase: delete an item',
    open: at(PATHS.purchasing),
    write: { storedUnder: villasPurchases },
    prepare: async (user) => {
      await withSavedPurchase(user);
      await user.click(screen.getByRole('button', { name: 'Delete OPC 53 Cement' }));
    },
    control: inDialog('Delete', 'Delete Purchase Item'),
    savedText: 'Purchase item deleted successfully!',
  },
  {
    name: 'material purchase: add',
    open: at(PATHS.materialPurchase),
    write: { method: 'post', endpoint: '/material-purchases/create-mgmt' },
    prepare: async (user) => {
      await clickButton(user, 'Add Purchase');
      const form = screen.getByRole('form', { name: 'Add Purchase' });
      await fillIn(user, within(form).getByLabelText(/^material/i, { selector: 'input' }), 'Wall putty (40 bags)');
      const vendor = within(form).getByRole('combobox', { name: 'Vendor' });
      await user.type(vendor, 'Shree');
      await user.click(await screen.findByRole('option', { name: /^Shree Traders/ }, LOAD));
      await fillIn(user, within(form).getByLabelText(/^amount/i, { selector: 'input' }), '12500');
      setDate(within(form).getByLabelText(/^date/i, { selector: 'input' }), '2026-01-05');
      await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled());
    },
    control: inForm('Add Purchase', 'Save'),
    enterIn: () => within(screen.getByRole('form', { name: 'Add Purchase' })).getByLabelText(/^amount/i, { selector: 'input' }),
    savedText: 'Purchase record added successfully!',
  },
  {
    name: 'material purchase: edit',
    open: at(PATHS.materialPurchase),
    write: { method: 'put', endpoint: '/material-purchases/update-mgmt/:id' },
    prepare: async (user) => {
      await clickButton(user, 'Edit Tile Adhesive (60 bags)');
      const form = screen.getByRole('form', { name: 'Edit Purchase' });
      await fillIn(user, within(form).getByLabelText(/^amount/i, { selector: 'input' }), '19000');
      await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled());
    },
    control: inForm('Edit Purchase', 'Save'),
    enterIn: () => within(screen.getByRole('form', { name: 'Edit Purchase' })).getByLabelText(/^amount/i, { selector: 'input' }),
    savedText: 'Purchase record updated successfully!',
  },
  {
    name: 'material purchase: delete',
    open: at(PATHS.materialPurchase),
    write: { method: 'delete', endpoint: '/material-purchases/delete-mgmt/:id' },
    prepare: (user) => clickButton(user, 'Delete Tile Adhesive (60 bags)'),
    control: inDialog('Delete'),
    savedText: 'Purchase record deleted successfully!',
  },
  {
    name: 'excess: add',
    open: at(PATHS.excessQuantity),
    write: { method: 'post', endpoint: '/excess-quantity/create' },
    prepare: async (user) => {
      await clickButton(user, 'Add Item');
      const form = screen.getByRole('form', { name: 'Add Excess Item' });
      await fillIn(user, field(/^Description/, form), 'Wall putty (Birla White)');
      await fillIn(user, field(/^Quantity/, form), '0.5');
      await user.selectOptions(field(/^Units/, form), 'bags');
      await fillIn(user, field(/^Location/, form), 'Peenya godown');
    },
    control: inForm('Add Excess Item', 'Add Item'),
    enterIn: () => field(/^Location/, screen.getByRole('form', { name: 'Add Excess Item' })),
    savedText: 'Item added successfully!',
  },
  {
    name: 'excess: edit',
    open: at(PATHS.excessQuantity),
    write: { method: 'put', endpoint: '/excess-quantity/update/:id' },
    prepare: async (user) => {
      await clickButton(user, 'Edit OPC 53 grade cement (UltraTech)');
      await fillIn(user, field(/^Location/, screen.getByRole('form', { name: 'Edit Excess Item' })), 'Hebbal site store');
    },
    control: inForm('Edit Excess Item', 'Update Item'),
    enterIn: () => field(/^Location/, screen.getByRole('form', { name: 'Edit Excess Item' })),
    savedText: 'Item updated successfully!',
  },
  {
    name: 'excess: delete',
    open: at(PATHS.excessQuantity),
    write: { method: 'delete', endpoint: '/excess-quantity/delete/:id' },
    prepare: (user) => clickButton(user, 'Delete OPC 53 grade cement (UltraTech)'),
    control: inDialog('Delete'),
    savedText: 'Item deleted successfully!',
  },
  // Accounts and vendors
  {
    name: 'bill: create',
    open: at(PATHS.clientBilling),
    write: { method: 'post', endpoint: '/bill/create/bills' },
    prepare: async (user) => {
      await clickButton(user, 'Create New Bill');
      const form = screen.getByRole('form', { name: 'Create New Bill' });
      await waitFor(() => expect(within(form).getByLabelText(/^bill number/i)).not.toHaveValue(''), LOAD);
      const project = within(form).getByRole('combobox', { name: 'Project' });
      await user.type(project, 'Sai Re');
      await user.click(await screen.findByRole('option', { name: /^Sai Residency/ }, LOAD));
      const item = within(within(form).getByRole('group', { name: 'Item 1' }));
      await fillIn(user, item.getByLabelText('Description'), 'Plinth beam');
      await fillIn(user, item.getByLabelText('Qty'), '1');
      await fillIn(user, item.getByLabelText('Rate (₹)'), '1000');
    },
    control: inForm('Create New Bill', 'Create Bill'),
    enterIn: () => within(screen.getByRole('form', { name: 'Create New Bill' })).getByLabelText('Tax Rate (%)'),
    savedText: 'Bill created successfully!',
  },
  {
    name: 'bill: edit, its status included',
    open: at(PATHS.clientBilling),
    write: { method: 'put', endpoint: '/bill/update/bills/:id' },
    prepare: async (user) => {
      await clickButton(user, `Edit bill ${BILL}`);
      const form = screen.getByRole('form', { name: 'Edit Bill' });
      await user.selectOptions(within(form).getByLabelText('Status', { selector: 'select' }), 'Paid');
    },
    control: inForm('Edit Bill', 'Update Bill'),
    enterIn: () => within(screen.getByRole('form', { name: 'Edit Bill' })).getByLabelText('Tax Rate (%)'),
    savedText: 'Bill updated successfully!',
  },
  {
    name: 'bill: delete',
    open: at(PATHS.clientBilling),
    write: { method: 'delete', endpoint: '/bill/delete/bills/:id' },
    prepare: (user) => clickButton(user, `Delete bill ${BILL}`),
    control: inDialog('Delete'),
    savedText: 'Bill deleted successfully!',
  },
  {
    name: 'add vendor',
    open: at(PATHS.addVendor),
    write: { method: 'post', endpoint: '/vendor/createVendor' },
    prepare: async (user) => {
      const form = await screen.findByRole('form', { name: 'Add vendor' }, LOAD);
      const vendorField = (label: string) => within(form).getByLabelText(new RegExp(`^${label}`), { selector: 'input, select, textarea' });
      await fillIn(user, vendorField('Vendor Name'), 'Bharat Hardware Mart');
      await fillIn(user, vendorField('GST Number'), '27AAPFU0939F1ZV');
      await user.selectOptions(vendorField('Payment Terms'), 'Net 15');
      await fillIn(user, vendorField('Contact Person'), 'Suresh Hegde');
      await fillIn(user, vendorField('Email'), 'sales@bharathardware.in');
      await user.selectOptions(vendorField('Category'), 'Material Supplier');
      await fillIn(user, vendorField('Phone 1'), '9845011223');
      await fillIn(user, vendorField('Bank Name'), 'Canara Bank');
      await fillIn(user, vendorField('Account Number'), '0412201001111');
      await fillIn(user, vendorField('IFSC Code'), 'CNRB0000412');
      await fillIn(user, vendorField('Address'), '8, Avenue Road, Bengaluru 560002');
    },
    control: inForm('Add vendor', 'Add Vendor'),
    enterIn: () => within(screen.getByRole('form', { name: 'Add vendor' })).getByLabelText(/^Bank Name/, { selector: 'input' }),
    savedText: 'Vendor created successfully! Redirecting...',
  },
  {
    name: 'edit vendor',
    open: at(PATHS.vendorManagement),
    write: { method: 'put', endpoint: '/vendor/updateVendor/:id' },
    prepare: async (user) => {
      await clickButton(user, 'Edit Shree Traders');
      await fillIn(user, field(/^Contact Person/, dialog()), 'Mahesh K. Agarwal');
    },
    control: inDialog('Save Changes'),
    enterIn: () => field(/^Contact Person/, dialog()),
    savedText: 'Vendor updated successfully',
  },
  {
    name: 'delete vendor',
    open: at(PATHS.vendorManagement),
    write: { method: 'delete', endpoint: '/vendor/deleteVendor/:id' },
    prepare: (user) => clickButton(user, 'Delete Shree Traders'),
    control: inDialog('Delete'),
    savedText: 'Vendor deleted successfully',
  },
];

/** Counts the writes made from now on: the server's requests, or the writes to a key of the browser's storage. */
function countWrites(write: Write): () => number {
  if ('method' in write) {
    const log = recordRequests();
    return () => received(log, write.method.toUpperCase(), write.endpoint).length;
  }
  const set = vi.spyOn(Storage.prototype, 'setItem');
  const remove = vi.spyOn(Storage.prototype, 'removeItem');
  onTestFinished(() => {
    set.mockRestore();
    remove.mockRestore();
  });
  return () => [...set.mock.calls, ...remove.mock.calls].filter(([key]) => key === write.storedUnder()).length;
}

/** Two clicks in one turn: the second lands before the screen has redrawn, on a control that still looks ready. */
function clickTwiceAtOnce(control: HTMLElement) {
  act(() => {
    control.click();
    control.click();
  });
}

/** A user who clicks whatever is under the pointer, a locked control included. */
const insistentUser = () => userEvent.setup({ advanceTimers, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Clicks the control twice at once, presses Enter (in the form's field, or on the control), then clicks it again. */
async function actTwice(user: UserEvent, control: HTMLElement, enterIn?: HTMLElement) {
  if (enterIn) await user.click(enterIn);
  else act(() => control.focus());
  clickTwiceAtOnce(control);
  await user.keyboard('{Enter}');
  await insistentUser().click(control);
}

function controlShown(write: WriteCase): boolean {
  try {
    return write.control!().isConnected;
  } catch {
    return false;
  }
}

/** The same write, held in flight while done twice over, then let through: it ends saved, said once, sent once. */
async function sendsOnce(write: WriteCase, user: UserEvent, count: () => number): Promise<void> {
  const release = 'method' in write.write ? holdRequests(write.write.method, write.write.endpoint) : () => {};
  const before = count();
  if (write.repeat) await write.repeat(user);
  else await actTwice(user, write.control!(), write.enterIn?.());
  release();
  expect(await screen.findByText(write.savedText, undefined, LOAD)).toBeInTheDocument();
  expect(screen.getAllByText(write.savedText)).toHaveLength(1);
  expect(count() - before).toBe(write.writes ?? 1);
}

describe('a write in flight is sent once', SLOW, () => {
  test.each(WRITES)('$name', async (write) => {
    const count = countWrites(write.write);
    const { user } = renderApp(await write.open(), { as: 'admin' });
    await write.prepare(user);
    await sendsOnce(write, user, count);
  });
});

describe('offline, a write to the server is not sent; back online, the same control sends it once', SLOW, () => {
  test.each(WRITES.filter((write) => 'method' in write.write))('$name', async (write) => {
    const count = countWrites(write.write);
    const { user } = renderApp(await write.open(), { as: 'admin' });
    await write.prepare(user);
    const before = count();

    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => offline.mockRestore());
    if (write.repeat) await write.repeat(user);
    else await user.click(write.control!());
    expect(await screen.findByText(OFFLINE_WRITE_TEXT, undefined, LOAD)).toBeInTheDocument();
    expect(screen.getAllByText(OFFLINE_WRITE_TEXT)).toHaveLength(1);
    expect(count()).toBe(before);
    expect(screen.queryByText(write.savedText)).not.toBeInTheDocument();

    offline.mockReturnValue(true);
    // A confirmation closes on the refusal, as on any failure: the user asks again.
    if (!write.repeat && !controlShown(write)) await (write.again ?? write.prepare)(user);
    await sendsOnce(write, user, count);
  });
});

describe('offline, a write kept on the device (New Purchase) is made as it is online, once', SLOW, () => {
  test.each(WRITES.filter((write) => 'storedUnder' in write.write))('$name', async (write) => {
    const count = countWrites(write.write);
    const { user } = renderApp(await write.open(), { as: 'admin' });
    await write.prepare(user);
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => offline.mockRestore());
    await sendsOnce(write, user, count);
    expect(screen.queryByText(OFFLINE_WRITE_TEXT)).not.toBeInTheDocument();
  });
});
