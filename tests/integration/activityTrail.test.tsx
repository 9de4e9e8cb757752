/**
 * The activity trail: each screen's create, update and delete, made through the screen, is logged with the
 * right action, entity type, id and name, and the dashboard's All Activities dialog then lists it.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ActivityAction, ActivityEntityType } from '@/config/constants';
import { PATHS } from '@/config/paths';
import { STORAGE_KEYS } from '@/lib/storage';
import { db, newId } from '../../mocks/db';
import { renderApp, type RenderAppOptions } from '../renderApp';
import { fillIn } from '../screen';
import { addTestProject, fillLabourForm, fillNewUserForm, LABOUR_FORM_VALUES } from './helpers';

const LOAD = { timeout: 5000 };
/** A whole create, edit and delete through the UI, then the dashboard: longer than one screen's test. */
const JOURNEY_MS = 30_000;

interface Expected {
  action: ActivityAction;
  entityType: ActivityEntityType;
  entityName: string;
  /** The id the entry must point at; `true` for "some id" when the test cannot know it beforehand. */
  entityId: string | true;
  description: string | RegExp;
}

type View = ReturnType<typeof renderApp>;

/**
 * Waits until the server has stored each expected activity (logging never delays the action), closes the
 * screen, opens /dashboard and finds each one in the All Activities dialog.
 */
async function expectOnDashboard(view: View, expected: readonly Expected[]) {
  for (const entry of expected) {
    await waitFor(() =>
      expect(db.activities.all()).toContainEqual(
        expect.objectContaining({
          action: entry.action,
          entityType: entry.entityType,
          entityName: entry.entityName,
          entityId: entry.entityId === true ? expect.any(String) : entry.entityId,
          description: typeof entry.description === 'string' ? entry.description : expect.stringMatching(entry.description),
        }),
      ),
    );
  }
  act(() => view.unmount());
  const { user } = renderApp('/dashboard', { as: 'admin' });
  const region = await screen.findByRole('region', { name: 'Live Activities' }, LOAD);
  await user.click(within(region).getByRole('button', { name: /^View All Activities/ }));
  const dialog = await screen.findByRole('dialog', { name: 'All Activities' });
  for (const entry of expected) expect(within(dialog).getAllByText(entry.description).length).toBeGreaterThan(0);
}

async function open(path: string, as: RenderAppOptions['as'], ready: () => Promise<unknown>) {
  const view = renderApp(path, { as });
  await ready();
  return view;
}

test('users: add, edit and delete', async () => {
  const view = await open('/add-user', 'admin', () => screen.findByRole('option', { name: 'Accountant' }, LOAD));
  const { user, router } = view;
  await fillNewUserForm(user);
  await user.click(screen.getByRole('button', { name: 'Create User' }));
  await screen.findByText('User created successfully! Redirecting...');
  const id = db.users.findFirst((q) => q.where({ name: 'Meena Krishnan' }))!._id;

  await act(() => router.navigate('/user-management'));
  await user.click(await screen.findByRole('button', { name: 'Edit Meena Krishnan' }, LOAD));
  const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
  const name = within(dialog).getByRole('textbox', { name: /full name/i });
  await fillIn(user, name, 'Meena K. Rao');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  await screen.findByText('User updated successfully');

  await user.click(await screen.findByRole('button', { name: 'Delete Meena K. Rao' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await screen.findByText('User deleted successfully');

  await expectOnDashboard(view, [
    { action: 'created', entityType: 'user', entityId: id, entityName: 'Meena Krishnan', description: 'Created user Meena Krishnan (HR Manager)' },
    { action: 'updated', entityType: 'user', entityId: id, entityName: 'Meena K. Rao', description: 'Updated user Meena K. Rao' },
    { action: 'deleted', entityType: 'user', entityId: id, entityName: 'Meena K. Rao', description: 'Deleted user Meena K. Rao' },
  ]);
}, JOURNEY_MS);

test('material purchases: add, edit and delete', async () => {
  const MATERIAL = 'Ready-mix Concrete M25';
  const view = await open('/material-purchase', 'materialManager', () => screen.findByRole('table', { name: 'Purchases' }, LOAD));
  const { user } = view;
  const formParts = (name: string) => {
    const form = screen.getByRole('form', { name });
    return {
      material: within(form).getByLabelText(/^material/i, { selector: 'input' }),
      vendor: within(form).getByRole('combobox', { name: 'Vendor' }),
      amount: within(form).getByLabelText(/^amount/i, { selector: 'input' }),
      date: within(form).getByLabelText(/^date/i, { selector: 'input' }),
      save: within(form).getByRole('button', { name: 'Save' }),
    };
  };
  await user.click(screen.getByRole('button', { name: 'Add Purchase' }));
  const add = formParts('Add Purchase');
  await fillIn(user, add.material, MATERIAL);
  await user.type(add.vendor, 'Shree');
  await user.click(await screen.findByRole('option', { name: /^Shree Traders/ }));
  await fillIn(user, add.amount, '1250');
  act(() => {
    add.date.focus();
  });
  await user.type(add.date, '2026-01-20');
  await waitFor(() => expect(add.save).toBeEnabled());
  await user.click(add.save);
  await screen.findByText('Purchase record added successfully!');
  const id = db.materialPurchases.findFirst((q) => q.where({ material: MATERIAL }))!._id;

  const row = () => within(screen.getByRole('table', { name: 'Purchases' })).getByText(MATERIAL).closest('tr') as HTMLElement;
  await waitFor(() => row());
  await user.click(within(row()).getByRole('button', { name: `Edit ${MATERIAL}` }));
  const edit = formParts('Edit Purchase');
  await fillIn(user, edit.amount, '1500');
  await waitFor(() => expect(edit.save).toBeEnabled());
  await user.click(edit.save);
  await screen.findByText('Purchase record updated successfully!');

  await user.click(within(row()).getByRole('button', { name: `Delete ${MATERIAL}` }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(db.materialPurchases.findFirst((q) => q.where({ material: MATERIAL }))).toBeUndefined());

  const base = { entityType: 'purchase', entityId: id, entityName: MATERIAL } as const;
  await expectOnDashboard(view, [
    { ...base, action: 'created', description: `Recorded a purchase: ${MATERIAL} from Shree Traders, ₹1250.00 (Unpaid)` },
    { ...base, action: 'updated', description: `Updated a purchase record: ${MATERIAL} from Shree Traders, ₹1500.00 (Unpaid)` },
    { ...base, action: 'deleted', description: `Deleted a purchase record: ${MATERIAL} from Shree Traders, ₹1500.00 (Unpaid)` },
  ]);
}, JOURNEY_MS);

const field = (label: RegExp, container: HTMLElement = document.body) => within(container).getByLabelText(label, { selector: 'input, select, textarea' });

test('projects: create, edit and delete', async () => {
  const NAME = 'Lakeview Towers';
  const view = await open('/Project-creation', 'admin', () => screen.findByRole('heading', { level: 1, name: 'Add New Project' }, LOAD));
  const { user, router } = view;
  await fillIn(user, field(/project name/i), NAME);
  fireEvent.change(field(/start date/i), { target: { value: '2026-02-01' } });
  fireEvent.change(field(/end date/i), { target: { value: '2027-03-31' } });
  await fillIn(user, field(/^client/i), 'Lakeview Homes Pvt Ltd');
  await fillIn(user, field(/^budget/i), '25000000');
  await fillIn(user, field(/project manager/i), 'Rahul Verma');
  await fillIn(user, field(/project description/i), 'Two towers of G+7 apartments.');
  await user.click(screen.getByRole('button', { name: 'Create Project' }));
  await screen.findByText(/Project created successfully/);
  const project = db.projects.findFirst((q) => q.where({ projectName: NAME }))!;

  await act(() => router.navigate('/project-management'));
  await user.click(await screen.findByRole('button', { name: `Edit ${NAME}` }, LOAD));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Project' });
  await user.selectOptions(field(/^status/i, dialog), 'Planning');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  await screen.findByText('Project updated successfully');

  await user.click(screen.getByRole('button', { name: `Delete ${NAME}` }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete Project' });
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await screen.findByText(`Project "${NAME}" deleted successfully`);

  const base = { entityType: 'project', entityId: project._id, entityName: NAME } as const;
  await expectOnDashboard(view, [
    { ...base, action: 'created', description: `Created project ${NAME} (${project.projectNumber})` },
    { ...base, action: 'updated', description: `Updated project ${NAME}: status changed` },
    { ...base, action: 'deleted', description: `Deleted project ${NAME} (${project.projectNumber})` },
  ]);
}, JOURNEY_MS);

test('roles: add, edit and delete', async () => {
  const NAME = 'Site Supervisor';
  const view = await open('/add-role', 'admin', () => screen.findByRole('heading', { level: 1, name: 'Add New Role' }, LOAD));
  const { user, router } = view;
  await fillIn(user, screen.getByRole('textbox', { name: /role name/i }), NAME);
  await fillIn(user, screen.getByRole('textbox', { name: /description/i }), 'Supervises daily work on site');
  await user.click(screen.getByRole('checkbox', { name: 'Dashboard' }));
  await user.click(screen.getByRole('button', { name: 'Create Role' }));
  await screen.findByText('✅ Role created successfully.');
  const id = db.roles.findFirst((q) => q.where({ name: NAME }))!._id;

  await act(() => router.navigate('/role-management'));
  await user.click(await screen.findByRole('button', { name: `Edit ${NAME}` }, LOAD));
  const form = screen.getByRole('form', { name: `Edit ${NAME}` });
  await user.click(within(form).getByRole('checkbox', { name: 'HR Management' }));
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  await screen.findByText('Role updated successfully');

  await user.click(screen.getByRole('button', { name: `Delete ${NAME}` }));
  await user.click(within(screen.getByRole('dialog', { name: 'Delete Role' })).getByRole('button', { name: 'Delete' }));
  await screen.findByText('Role deleted successfully');

  const base = { entityType: 'role', entityId: id, entityName: NAME } as const;
  await expectOnDashboard(view, [
    { ...base, action: 'created', description: `Created role ${NAME}` },
    { ...base, action: 'updated', description: `Updated role ${NAME}` },
    { ...base, action: 'deleted', description: `Deleted role ${NAME}` },
  ]);
}, JOURNEY_MS);

test('quotation items: add, edit and delete', async () => {
  const PROJECT = 'Trail Quotation Works';
  const { project } = await addTestProject(PROJECT, [{ description: 'Site clearance', totalAmount: 500 }]);
  localStorage.setItem(STORAGE_KEYS.selectedProjectId, project._id);
  const view = await open('/quotation-management', 'admin', () => screen.findByRole('cell', { name: 'Site clearance' }, LOAD));
  const { user } = view;
  const form = screen.getByRole('form', { name: 'Add quotation' });
  await fillIn(user, within(form).getByRole('textbox', { name: /description/i }), 'Anti-termite treatment');
  await user.click(within(form).getByRole('button', { name: 'Add Quotation' }));
  await screen.findByText('Quotation item added successfully');
  const item = db.quotationItems.findFirst((q) => q.where({ description: 'Anti-termite treatment' }))!;
  const row = (description: string) => screen.getByRole('cell', { name: description }).closest('tr') as HTMLElement;

  await user.click(within(await waitFor(() => row('Anti-termite treatment'))).getByRole('button', { name: `Edit item ${item.itemNo}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Quotation Item' });
  const description = within(dialog).getByRole('textbox', { name: /description/i });
  await fillIn(user, description, 'Anti-termite treatment to plinth');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  await screen.findByText('Quotation item updated successfully');

  await user.click(within(await waitFor(() => row('Anti-termite treatment to plinth'))).getByRole('button', { name: `Delete item ${item.itemNo}` }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(db.quotationItems.findFirst((q) => q.where({ _id: item._id }))).toBeUndefined());

  const base = { entityType: 'quotation', entityId: item._id } as const;
  await expectOnDashboard(view, [
    { ...base, action: 'created', entityName: 'Anti-termite treatment', description: `Added quotation item ${item.itemNo} of ${PROJECT}: Anti-termite treatment` },
    {
      ...base,
      action: 'updated',
      entityName: 'Anti-termite treatment to plinth',
      description: `Updated quotation item ${item.itemNo} of ${PROJECT}: Anti-termite treatment to plinth`,
    },
    {
      ...base,
      action: 'deleted',
      entityName: 'Anti-termite treatment to plinth',
      description: `Deleted quotation item ${item.itemNo} of ${PROJECT}: Anti-termite treatment to plinth`,
    },
  ]);
}, JOURNEY_MS);

/** A project of the test's own with one quotation item and empty sheets, chosen as Quotation Management does. */
async function selectNewItem(projectName: string, description: string) {
  const { project, items } = await addTestProject(projectName, [{ description }]);
  localStorage.setItem(STORAGE_KEYS.selectedProjectId, project._id);
  localStorage.setItem(STORAGE_KEYS.selectedItemId, items[0]._id);
  return { project, item: items[0] };
}

/** Waits for the sheet's table and for its rows to have loaded. */
async function sheetReady(table: string) {
  await screen.findByRole('table', { name: table }, LOAD);
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), LOAD);
}

const cell = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** Presses the confirmation's Delete and waits until the dialog has gone. */
async function confirmDelete(user: UserEvent) {
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

test('material sheet: add rows, edit one and delete one', async () => {
  const { item } = await selectNewItem('Trail Material Works', 'Brickwork in CM 1:6');
  const view = await open('/quotation-material', 'admin', () => sheetReady('Material entries'));
  const { user } = view;
  const rows = [
    { name: 'Fly ash bricks', qty: '1000', unit: 'pcs', rate: '8', vendor: 'Shree Traders' },
    { name: 'Cement PPC', qty: '20', unit: 'bags', rate: '400', vendor: 'Cauvery Traders' },
  ];
  for (const [i, row] of rows.entries()) {
    const n = i + 1;
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    await fillIn(user, cell(`Material Name, row ${n}`), row.name);
    await fillIn(user, cell(`Qty, row ${n}`), row.qty);
    await user.selectOptions(cell(`Unit, row ${n}`), row.unit);
    await fillIn(user, cell(`Rate, row ${n}`), row.rate);
    await fillIn(user, cell(`Vendor, row ${n}`), row.vendor);
  }
  await user.click(screen.getByRole('button', { name: 'Save All' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved successfully!'), LOAD);
  await waitFor(() => expect(screen.queryByLabelText('Qty, row 1')).not.toBeInTheDocument());
  const byName = (name: string) => db.quotationMaterials.findFirst((q) => q.where({ quotationId: item._id, name }))!;
  const bricks = byName('Fly ash bricks');
  const cement = byName('Cement PPC');

  await user.click(screen.getByRole('button', { name: 'Edit row 1' }));
  await fillIn(user, cell('Material Name, row 1'), 'Fly ash bricks 9 inch');
  await user.click(screen.getByRole('button', { name: 'Save row 1' }));
  await waitFor(() => expect(screen.queryByLabelText('Qty, row 1')).not.toBeInTheDocument(), LOAD);

  await user.click(screen.getByRole('button', { name: 'Delete row 2' }));
  await confirmDelete(user);
  await waitFor(() => expect(db.quotationMaterials.findFirst((q) => q.where({ _id: cement._id }))).toBeUndefined());

  await expectOnDashboard(view, [
    {
      action: 'created',
      entityType: 'material',
      entityId: item._id,
      entityName: 'Fly ash bricks, Cement PPC',
      description: 'Added 2 materials to a quotation item: Fly ash bricks, Cement PPC',
    },
    { action: 'updated', entityType: 'material', entityId: bricks._id, entityName: 'Fly ash bricks 9 inch', description: 'Updated material Fly ash bricks 9 inch' },
    { action: 'deleted', entityType: 'material', entityId: cement._id, entityName: 'Cement PPC', description: 'Deleted material Cement PPC' },
  ]);
}, JOURNEY_MS);

test('labour sheet: add entries, edit one and delete one', async () => {
  const { item } = await selectNewItem('Trail Labour Works', 'Plastering of walls');
  const view = await open('/quotation-labour', 'admin', () => sheetReady('Labour entries'));
  const { user } = view;
  const entries = [
    { name: 'Ravi Kumar', task: 'Plastering', hours: '8', wage: '800' },
    { name: 'Anil Das', task: 'Helper', hours: '8', wage: '600' },
  ];
  for (const [i, entry] of entries.entries()) {
    const n = i + 1;
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    await fillIn(user, cell(`Name, row ${n}`), entry.name);
    await fillIn(user, cell(`Task, row ${n}`), entry.task);
    await fillIn(user, cell(`Hours, row ${n}`), entry.hours);
    await fillIn(user, cell(`Wage, row ${n}`), entry.wage);
  }
  await user.click(screen.getByRole('button', { name: 'Save All' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved successfully!'), LOAD);
  await waitFor(() => expect(screen.queryByLabelText('Task, row 1')).not.toBeInTheDocument());
  const byName = (name: string) => db.labourWork.findFirst((q) => q.where({ quotationId: item._id, name }))!;
  const ravi = byName('Ravi Kumar');
  const anil = byName('Anil Das');

  await user.click(screen.getByRole('button', { name: 'Edit row 1' }));
  await fillIn(user, cell('Wage, row 1'), '850');
  await user.click(screen.getByRole('button', { name: 'Save row 1' }));
  await waitFor(() => expect(screen.queryByLabelText('Wage, row 1')).not.toBeInTheDocument(), LOAD);

  await user.click(screen.getByRole('button', { name: 'Delete row 2' }));
  await confirmDelete(user);
  await waitFor(() => expect(db.labourWork.findFirst((q) => q.where({ _id: anil._id }))).toBeUndefined());

  await expectOnDashboard(view, [
    {
      action: 'created',
      entityType: 'labour',
      entityId: item._id,
      entityName: 'Ravi Kumar, Anil Das',
      description: 'Added 2 labour entries to a quotation item: Ravi Kumar, Anil Das',
    },
    { action: 'updated', entityType: 'labour', entityId: ravi._id, entityName: 'Ravi Kumar', description: 'Updated labour entry for Ravi Kumar' },
    { action: 'deleted', entityType: 'labour', entityId: anil._id, entityName: 'Anil Das', description: 'Deleted labour entry for Anil Das' },
  ]);
}, JOURNEY_MS);

test('measurement sheet: add a row and delete it', async () => {
  const { item } = await selectNewItem('Trail Measurement Works', 'Footing concrete');
  const view = await open('/quotation-msheet', 'admin', () => sheetReady('Measurement rows'));
  const { user } = view;
  await user.click(screen.getByRole('button', { name: 'Add Row' }));
  await fillIn(user, cell('Description, row 1'), 'Column C2 footing');
  for (const [column, value] of [['Nos', '2'], ['Length', '3'], ['Breadth', '1.5'], ['Depth', '0.5']] as const) {
    await fillIn(user, cell(`${column}, row 1`), value);
  }
  await user.selectOptions(cell('Unit, row 1'), 'm³');
  await user.click(screen.getByRole('button', { name: 'Save All' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved successfully!'), LOAD);
  await waitFor(() => expect(screen.queryByLabelText('Nos, row 1')).not.toBeInTheDocument());
  const row = db.measurements.findFirst((q) => q.where({ quotationId: item._id }))!;

  await user.click(screen.getByRole('button', { name: 'Delete row 1' }));
  await confirmDelete(user);
  await waitFor(() => expect(db.measurements.findFirst((q) => q.where({ _id: row._id }))).toBeUndefined());

  const base = { entityType: 'quotation', entityName: 'Column C2 footing' } as const;
  await expectOnDashboard(view, [
    { ...base, action: 'created', entityId: item._id, description: 'Added 1 measurement row to a quotation item: Column C2 footing' },
    { ...base, action: 'deleted', entityId: row._id, description: 'Deleted measurement row Column C2 footing' },
  ]);
}, JOURNEY_MS);

test('labour profiles: add, edit and delete', async () => {
  const NAME = LABOUR_FORM_VALUES.name;
  const view = await open('/add-labor', 'hrManager', () => screen.findByRole('heading', { level: 1, name: 'Add New Labour' }, LOAD));
  const { user, router } = view;
  await fillLabourForm(user, { phone: '9845099887' });
  await user.click(screen.getByRole('button', { name: 'Add Labour' }));
  await screen.findByText('Labour added successfully!');
  const id = db.labourProfiles.findFirst((q) => q.where({ name: NAME }))!._id;

  await act(() => router.navigate('/labor-management'));
  const table = await screen.findByRole('table', { name: 'Labour' }, LOAD);
  await user.click(await within(table).findByRole('button', { name: `Edit ${NAME}` }, LOAD));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Labour' });
  await fillIn(user, field(/^address/i, dialog), '12, Station Road, Tumakuru');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  await screen.findByText('Labour updated successfully');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(within(table).getByRole('button', { name: `Delete ${NAME}` }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Delete Labour' })).getByRole('button', { name: 'Delete' }));
  await screen.findByText('Labour deleted successfully');

  const base = { entityType: 'labour', entityId: id, entityName: NAME } as const;
  await expectOnDashboard(view, [
    { ...base, action: 'created', description: `Added ${NAME} (Unskilled) to the labour register` },
    { ...base, action: 'updated', description: `Updated labour profile of ${NAME}` },
    { ...base, action: 'deleted', description: `Removed ${NAME} from the labour register` },
  ]);
}, JOURNEY_MS);

test('labour salary: a payment status change', async () => {
  const { items } = await addTestProject('Trail Salary Works', [{ description: 'Compound wall' }]);
  const entry = await db.labourWork.create({
    _id: newId(),
    quotationId: items[0]._id,
    name: 'Ravi Lamani',
    phone: '9880011223',
    task: 'Roof sheeting',
    hours: 8,
    wage: 800,
    paymentStatus: 'unpaid',
    createdAt: new Date().toISOString(),
  });
  const view = await open(PATHS.labourSalary, 'hrManager', () => screen.findByRole('status', { name: 'Records shown' }, LOAD));
  const { user } = view;
  await fillIn(user, screen.getByRole('searchbox', { name: 'Search by name, phone, project or quotation' }), 'Ravi Lamani');
  const table = screen.getByRole('table', { name: 'Labour salary records' });
  await user.selectOptions(await within(table).findByRole('combobox', { name: 'Payment status of Ravi Lamani' }, LOAD), 'paid');
  await screen.findByText('Payment status updated to paid!', undefined, LOAD);

  await expectOnDashboard(view, [
    { action: 'updated', entityType: 'labour', entityId: entry._id, entityName: 'Ravi Lamani', description: 'Marked wage of Ravi Lamani as paid' },
  ]);
}, JOURNEY_MS);

test('purchasing: a material line status change', async () => {
  const { project, items } = await addTestProject('Trail Purchasing Works', [{ description: 'RCC slab' }]);
  const line = await db.quotationMaterials.create({
    _id: newId(),
    projectId: project._id,
    quotationId: items[0]._id,
    name: 'TMT bars 12 mm',
    qty: 2,
    unit: 'tonnes',
    rate: 62000,
    vendor: 'Shree Traders',
    status: 'pending',
    createdAt: new Date().toISOString(),
  });
  const view = await open(PATHS.purchasing, 'materialManager', () =>
    waitFor(() => expect(screen.getByRole('group', { name: 'Total Items' })).not.toHaveTextContent('—'), LOAD),
  );
  const { user } = view;
  await user.click(screen.getByRole('button', { name: 'View Purchases' }));
  const dialog = await screen.findByRole('dialog', { name: 'All Material Purchases' });
  await within(dialog).findByRole('table', { name: 'Material lines' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Project' }), `${project.projectName} - ${project.projectNumber}`);
  const [select] = await within(dialog).findAllByRole('combobox', { name: `Status of ${line.name}` });
  await user.selectOptions(select, 'completed');
  await screen.findByText('Status updated to completed', undefined, LOAD);

  await expectOnDashboard(view, [
    { action: 'completed', entityType: 'material', entityId: line._id, entityName: line.name, description: `Marked material ${line.name} as completed` },
  ]);
}, JOURNEY_MS);

test('excess items: add, edit and delete', async () => {
  const ITEM = 'Wall putty (Birla White)';
  const view = await open('/excess-quantity', 'materialManager', () => screen.findByRole('table', { name: 'Excess items' }, LOAD));
  const { user } = view;
  const formField = (form: HTMLElement, label: string) => within(form).getByLabelText(new RegExp(`^${label}`), { selector: 'input, select' });
  await user.click(screen.getByRole('button', { name: 'Add Item' }));
  const add = screen.getByRole('form', { name: 'Add Excess Item' });
  await fillIn(user, formField(add, 'Description'), ITEM);
  await fillIn(user, formField(add, 'Quantity'), '4');
  await user.selectOptions(formField(add, 'Units'), 'bags');
  await fillIn(user, formField(add, 'Location'), 'Peenya godown');
  await user.click(within(add).getByRole('button', { name: 'Add Item' }));
  await screen.findByText('Item added successfully!', { selector: '.MuiAlert-message' });
  const id = db.excessItems.findFirst((q) => q.where({ description: ITEM }))!._id;

  const row = () => within(screen.getByRole('table', { name: 'Excess items' })).getByText(ITEM).closest('tr') as HTMLElement;
  await user.click(within(await waitFor(row)).getByRole('button', { name: `Edit ${ITEM}` }));
  const edit = screen.getByRole('form', { name: 'Edit Excess Item' });
  await fillIn(user, formField(edit, 'Quantity'), '3');
  await user.click(within(edit).getByRole('button', { name: 'Update Item' }));
  await screen.findByText('Item updated successfully!', { selector: '.MuiAlert-message' });

  await user.click(within(await waitFor(row)).getByRole('button', { name: `Delete ${ITEM}` }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Delete Excess Item' })).getByRole('button', { name: 'Delete' }));
  await screen.findByText('Item deleted successfully!', { selector: '.MuiAlert-message' });

  // The log has no type for surplus stock: excess items are logged as materials.
  const base = { entityType: 'material', entityId: id, entityName: ITEM } as const;
  await expectOnDashboard(view, [
    { ...base, action: 'created', description: `Added excess item ${ITEM} (4 bags) at Peenya godown` },
    { ...base, action: 'updated', description: `Updated excess item ${ITEM}` },
    { ...base, action: 'deleted', description: `Removed excess item ${ITEM}` },
  ]);
}, JOURNEY_MS);

test('vendors: add, edit and delete', async () => {
  const NAME = 'Bharat Hardware Mart';
  const view = await open('/add-vendor', 'accountant', () => screen.findByRole('form', { name: 'Add vendor' }, LOAD));
  const { user, router } = view;
  const form = screen.getByRole('form', { name: 'Add vendor' });
  const vendorField = (scope: HTMLElement, label: string) =>
    within(scope).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`), { selector: 'input, select, textarea' });
  await fillIn(user, vendorField(form, 'Vendor Name'), NAME);
  await fillIn(user, vendorField(form, 'GST Number'), '27AAPFU0939F1ZV');
  await user.selectOptions(vendorField(form, 'Payment Terms'), 'Net 15');
  await fillIn(user, vendorField(form, 'Contact Person'), 'Suresh Hegde');
  await fillIn(user, vendorField(form, 'Email'), 'sales@bharathardware.in');
  await user.selectOptions(vendorField(form, 'Category'), 'Material Supplier');
  await fillIn(user, vendorField(form, 'Phone 1'), '9845011223');
  await fillIn(user, vendorField(form, 'Bank Name'), 'Canara Bank');
  await fillIn(user, vendorField(form, 'Account Number'), '0412201001111');
  await fillIn(user, vendorField(form, 'IFSC Code'), 'CNRB0000412');
  await fillIn(user, vendorField(form, 'Address'), '8, Avenue Road, Bengaluru 560002');
  await user.click(within(form).getByRole('button', { name: 'Add Vendor' }));
  await within(form).findByText('Vendor created successfully! Redirecting...');
  const id = db.vendors.findFirst((q) => q.where({ vendorName: NAME }))!._id;

  await act(() => router.navigate('/vendor-management'));
  const table = await screen.findByRole('table', { name: 'Vendors' }, LOAD);
  await user.click(await within(table).findByRole('button', { name: `Edit ${NAME}` }, LOAD));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Vendor' });
  await user.selectOptions(vendorField(dialog, 'Payment Terms'), 'Net 45');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  await screen.findByText('Vendor updated successfully', { selector: '.MuiAlert-message' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(within(table).getByRole('button', { name: `Delete ${NAME}` }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Delete Vendor' })).getByRole('button', { name: 'Delete' }));
  await screen.findByText('Vendor deleted successfully', { selector: '.MuiAlert-message' });

  const base = { entityType: 'vendor', entityId: id, entityName: NAME } as const;
  await expectOnDashboard(view, [
    { ...base, action: 'created', description: `Added vendor ${NAME} (Material Supplier)` },
    { ...base, action: 'updated', description: `Updated vendor ${NAME}` },
    { ...base, action: 'deleted', description: `Removed vendor ${NAME}` },
  ]);
}, JOURNEY_MS);

test('bills: create, edit and delete', async () => {
  const view = await open('/client-billing', 'accountant', () => screen.findByRole('table', { name: 'Bills' }, LOAD));
  const { user } = view;
  await user.click(screen.getByRole('button', { name: 'Create New Bill' }));
  const create = screen.getByRole('form', { name: 'Create New Bill' });
  const billNumber = within(create).getByLabelText(/^bill number/i);
  await waitFor(() => expect(billNumber).not.toHaveValue(''));
  const NUMBER = (billNumber as HTMLInputElement).value;
  await user.type(within(create).getByRole('combobox', { name: 'Project' }), 'Krishna');
  await user.click(await screen.findByRole('option', { name: /^Krishna Textiles Warehouse/ }));
  const item = within(within(create).getByRole('group', { name: 'Item 1' }));
  await fillIn(user, item.getByLabelText('Description'), 'Shuttering for columns');
  for (const [label, value] of [['Qty', '2'], ['Unit', 'm²'], ['Rate (₹)', '100']] as const) {
    await fillIn(user, item.getByLabelText(label), value);
  }
  await user.click(within(create).getByRole('button', { name: 'Create Bill' }));
  await screen.findByText('Bill created successfully!');
  const id = db.bills.all().find((bill) => bill.billNumber === NUMBER)!._id;

  const row = () => within(screen.getByRole('table', { name: 'Bills' })).getByText(NUMBER).closest('tr') as HTMLElement;
  await user.click(within(await waitFor(row, LOAD)).getByRole('button', { name: `Edit bill ${NUMBER}` }));
  const edit = screen.getByRole('form', { name: 'Edit Bill' });
  await user.selectOptions(within(edit).getByLabelText('Status', { selector: 'select' }), 'Paid');
  await user.click(within(edit).getByRole('button', { name: 'Update Bill' }));
  await screen.findByText('Bill updated successfully!');

  await user.click(within(await waitFor(row, LOAD)).getByRole('button', { name: `Delete bill ${NUMBER}` }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Delete Bill' })).getByRole('button', { name: 'Delete' }));
  await screen.findByText('Bill deleted successfully!');

  const base = { entityType: 'bill', entityId: id, entityName: NUMBER } as const;
  await expectOnDashboard(view, [
    { ...base, action: 'created', description: `Raised bill ${NUMBER} for Krishna Textiles, ₹236.00 (Pending)` },
    { ...base, action: 'updated', description: `Updated bill ${NUMBER} for Krishna Textiles, ₹236.00 (Paid)` },
    { ...base, action: 'deleted', description: `Deleted bill ${NUMBER} for Krishna Textiles, ₹236.00 (Paid)` },
  ]);
}, JOURNEY_MS);
