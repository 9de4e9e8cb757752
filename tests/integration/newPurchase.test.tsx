import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { endSession } from '@/session/sessionStore';
import { PATHS } from '@/config/paths';
import { formatDashedDate, todayIso } from '@/lib/dates';
import { STORAGE_KEYS } from '@/lib/storage';
import { db } from '../../mocks/db';
import { addScenario, clearScenarios, failWith } from '../../mocks/scenarios';
import { renderApp, type RenderAppOptions } from '../renderApp';
import { fillIn, typeIn, type FillStep } from '../screen';
import { recordRequests } from '../serverLog';
import { createStaff } from './helpers';

const LOAD = { timeout: 10_000 };
const SLOW = { timeout: 30_000 };

beforeAll(async () => {
  await Promise.all([import('@/app/layout/AppLayout'), import('@/features/purchasing/PurchasingPage')]);
}, 60_000);

const projects = () => db.projects.findMany(undefined, { orderBy: { createdAt: 'desc' } });
const stored = (projectId: string) => JSON.parse(localStorage.getItem(STORAGE_KEYS.purchaseItems(projectId)) ?? 'null');

async function openNewPurchase(as: RenderAppOptions['as'] = 'materialManager') {
  const view = renderApp(PATHS.purchasing, { as });
  await view.user.click(await screen.findByRole('tab', { name: 'New Purchase' }, LOAD));
  return view;
}

/** Types the last part of the project's number ('SGKE/002') and picks the one suggestion. */
async function chooseProject(user: UserEvent, project: { projectName: string; projectNumber: string }) {
  const box = screen.getByRole('combobox', { name: 'Select Project' });
  await user.click(box);
  await user.type(box, project.projectNumber.slice(-8));
  const listbox = await screen.findByRole('listbox', { name: 'Select Project suggestions' });
  const options = await within(listbox).findAllByRole('option', undefined, LOAD);
  expect(options).toHaveLength(1);
  await user.click(within(listbox).getByText(project.projectName));
  await waitFor(() => expect(box).toHaveValue(project.projectName));
}

const form = () => screen.getByRole('form', { name: /purchase item/ });
const input = (label: RegExp) => within(form()).getByLabelText(label, { selector: 'input, select' });
const table = () => screen.getByRole('table', { name: 'Saved Purchases' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const totalShown = () => within(screen.getByRole('group', { name: 'Total Amount' })).getByText(/₹/).textContent;
const toast = (text: string) => screen.findByText(text, { selector: '.MuiAlert-message' }, LOAD);

interface Item {
  material: string;
  quantity: string;
  unit: string;
  rate: string;
  vendor: string;
}

const CEMENT: Item = { material: 'OPC 53 Cement', quantity: '50', unit: 'bags', rate: '410.50', vendor: 'Shree Traders' };
const STEEL: Item = { material: 'TMT Steel Fe500', quantity: '1200', unit: 'kg', rate: '68', vendor: 'Karnataka Steel Corporation' };

/** Fills the item form's fields, each value pasted unless told to type it. */
async function fillItem(user: UserEvent, item: Partial<Item>, enter: FillStep = fillIn) {
  if (item.material !== undefined) await enter(user, input(/^Material Name/), item.material);
  if (item.quantity !== undefined) await enter(user, input(/^Quantity/), item.quantity);
  if (item.unit !== undefined) await user.selectOptions(input(/^Unit/), item.unit);
  if (item.rate !== undefined) await enter(user, input(/^Rate/), item.rate);
  if (item.vendor !== undefined) await enter(user, within(form()).getByRole('combobox', { name: 'Vendor' }), item.vendor);
}

async function addItem(user: UserEvent, item: Item, enter: FillStep = fillIn) {
  await user.click(screen.getByRole('button', { name: 'Add Item' }));
  await fillItem(user, item, enter);
  await user.click(within(form()).getByRole('button', { name: 'Save Item' }));
  expect(await toast('Purchase item added successfully!')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('form', { name: /purchase item/ })).not.toBeInTheDocument());
}

describe('/purchasing, New Purchase', SLOW, () => {
  test('a project is picked by typing part of its number; until then Add Item and Add First Item only ask for one', async () => {
    const { user } = await openNewPurchase();
    expect(screen.getByText(/kept in this browser on this device only/)).toBeInTheDocument();
    expect(screen.getByText('No Purchases Yet')).toBeInTheDocument();
    expect(screen.getByText('Choose a project above to see and add its purchase items.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    const notice = await toast('Please select a project first');
    expect(notice.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorWarning');
    expect(screen.queryByRole('form', { name: /purchase item/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add First Item' }));
    expect(screen.queryByRole('form', { name: /purchase item/ })).not.toBeInTheDocument();

    const project = projects()[1];
    await chooseProject(user, project);
    expect(screen.getByText('No Purchases Yet')).toBeInTheDocument();
    expect(screen.getByText('Add the first purchase item for this project.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add First Item' }));
    expect(screen.getByRole('heading', { name: 'Add Purchase Item' })).toBeInTheDocument();
    expect(input(/^Date/)).toHaveValue(todayIso());
    expect(totalShown()).toBe('₹0.00');
  });

  test('an empty form says every rule, in amber first; each error clears when its field is edited', async () => {
    const { user } = await openNewPurchase();
    await chooseProject(user, projects()[0]);
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await user.clear(input(/^Date/));
    await user.click(within(form()).getByRole('button', { name: 'Save Item' }));

    const refusal = await toast('Please fix the errors below');
    expect(refusal.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorWarning');
    const rules = ['Material name is required', 'Valid quantity is required', 'Unit is required', 'Valid rate is required', 'Vendor is required', 'Date is required'];
    for (const rule of rules) expect(within(form()).getByText(rule)).toBeInTheDocument();

    await user.type(input(/^Material Name/), 'Cement');
    expect(within(form()).queryByText('Material name is required')).not.toBeInTheDocument();
    expect(within(form()).getByText('Valid quantity is required')).toBeInTheDocument();
    await user.type(within(form()).getByRole('combobox', { name: 'Vendor' }), 'S');
    expect(within(form()).queryByText('Vendor is required')).not.toBeInTheDocument();
    expect(within(form()).getByText('Unit is required')).toBeInTheDocument();
    expect(stored(projects()[0]._id)).toBeNull();
  });

  test('a quantity or rate of 0 or below is refused', async () => {
    const { user } = await openNewPurchase();
    await chooseProject(user, projects()[0]);
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await fillItem(user, { material: CEMENT.material, unit: CEMENT.unit, vendor: CEMENT.vendor });
    for (const [quantity, rate] of [
      ['0', '-1'],
      ['-1', '0'],
    ]) {
      await fillItem(user, { quantity, rate });
      await user.click(within(form()).getByRole('button', { name: 'Save Item' }));
      expect(await within(form()).findByText('Valid quantity is required')).toBeInTheDocument();
      expect(within(form()).getByText('Valid rate is required')).toBeInTheDocument();
      expect(within(form()).queryByText('Material name is required')).not.toBeInTheDocument();
    }
    await user.clear(input(/^Quantity/));
    await user.type(input(/^Quantity/), '5');
    expect(within(form()).queryByText('Valid quantity is required')).not.toBeInTheDocument();
    expect(within(form()).getByText('Valid rate is required')).toBeInTheDocument();
  });

  test('the total follows quantity × rate as they are typed', async () => {
    const { user } = await openNewPurchase();
    await chooseProject(user, projects()[0]);
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await user.type(input(/^Quantity/), '50');
    expect(totalShown()).toBe('₹0.00');
    await user.type(input(/^Rate/), '410.5');
    expect(totalShown()).toBe('₹20,525.00');
    await user.clear(input(/^Quantity/));
    await user.type(input(/^Quantity/), '2.5');
    expect(totalShown()).toBe('₹1,026.25');
  });

  test('the vendor list suggests vendors; a picked one fills the field, and any other name is kept as typed', async () => {
    const { user } = await openNewPurchase();
    await chooseProject(user, projects()[0]);
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    const vendor = within(form()).getByRole('combobox', { name: 'Vendor' });
    await user.type(vendor, 'steel');
    const listbox = await screen.findByRole('listbox', { name: 'Vendor suggestions' });
    const karnataka = db.vendors.findFirst((q) => q.where({ vendorName: 'Karnataka Steel Corporation' }))!;
    expect(within(listbox).getByText(karnataka.phoneNumbers[0].number)).toBeInTheDocument();
    await user.click(within(listbox).getByText('Karnataka Steel Corporation'));
    expect(vendor).toHaveValue('Karnataka Steel Corporation');
    await user.clear(vendor);
    await user.type(vendor, 'Basava Hardware, Ilkal');
    expect(vendor).toHaveValue('Basava Hardware, Ilkal');
    expect(within(form()).queryByText('Vendor is required')).not.toBeInTheDocument();
  });

  test('Save Item adds a row and keeps it under the project’s key; it survives a sign-out and a reload; another project has its own list', async () => {
    const requests = recordRequests();
    const [first, second] = projects();
    const view = await openNewPurchase();
    const { user } = view;
    await chooseProject(user, first);
    // Typed key by key: the one test that types a whole item.
    await addItem(user, CEMENT, typeIn);

    expect(bodyRows()).toHaveLength(1);
    const today = formatDashedDate(todayIso());
    expect(cellTexts(bodyRows()[0])).toEqual(['1', 'OPC 53 Cement', '50', 'bags', '₹410.50', '₹20,525.00', 'Shree Traders', today, 'PendingCompleted', '']);
    expect(within(bodyRows()[0]).getByRole('combobox', { name: 'Status of OPC 53 Cement' })).toHaveValue('pending');
    expect(within(screen.getByRole('group', { name: 'Total Cost' })).getByText('₹20,525.00')).toBeInTheDocument();
    expect(stored(first._id)).toEqual([
      expect.objectContaining({
        projectId: first._id,
        status: 'pending',
        totalCost: 20525,
        items: [{ material: 'OPC 53 Cement', quantity: 50, unit: 'bags', rate: 410.5, vendor: 'Shree Traders', date: todayIso(), totalAmount: 20525 }],
      }),
    ]);

    await addItem(user, STEEL);
    expect(bodyRows().map((row) => cellTexts(row).slice(0, 2))).toEqual([
      ['1', 'OPC 53 Cement'],
      ['2', 'TMT Steel Fe500'],
    ]);
    expect(within(screen.getByRole('group', { name: 'Total Cost' })).getByText('₹1,02,125.00')).toBeInTheDocument();

    // A sign-out, then a reload: the app goes away and comes back, and the project is picked again.
    act(() => endSession());
    await screen.findByRole('button', { name: 'Sign in' }, LOAD);
    view.unmount();
    const again = await openNewPurchase();
    await chooseProject(again.user, first);
    expect(bodyRows().map((row) => cellTexts(row)[1])).toEqual(['OPC 53 Cement', 'TMT Steel Fe500']);

    const box = screen.getByRole('combobox', { name: 'Select Project' });
    await again.user.clear(box);
    await chooseProject(again.user, second);
    expect(screen.getByText('No Purchases Yet')).toBeInTheDocument();
    await addItem(again.user, { ...CEMENT, material: 'River Sand', unit: 'ton', quantity: '3', rate: '1800' });
    expect(bodyRows().map((row) => cellTexts(row)[1])).toEqual(['River Sand']);
    expect(stored(second._id)).toHaveLength(1);
    expect(stored(first._id)).toHaveLength(2);

    // Nothing of it went to the server.
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  test('Edit fills the form with the item and Update Item changes the row', async () => {
    const { user } = await openNewPurchase();
    const project = projects()[0];
    await chooseProject(user, project);
    await addItem(user, CEMENT);
    await user.click(screen.getByRole('button', { name: 'Edit OPC 53 Cement' }));
    expect(screen.getByRole('heading', { name: 'Edit Purchase Item' })).toBeInTheDocument();
    expect(input(/^Material Name/)).toHaveValue('OPC 53 Cement');
    expect(input(/^Material Name/)).toHaveFocus();
    expect(input(/^Quantity/)).toHaveValue(50);
    expect(input(/^Unit/)).toHaveValue('bags');
    expect(input(/^Rate/)).toHaveValue(410.5);
    expect(within(form()).getByRole('combobox', { name: 'Vendor' })).toHaveValue('Shree Traders');
    expect(totalShown()).toBe('₹20,525.00');

    await fillIn(user, input(/^Quantity/), '60');
    await user.click(within(form()).getByRole('button', { name: 'Update Item' }));
    expect(await toast('Purchase item updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: /purchase item/ })).not.toBeInTheDocument());
    expect(cellTexts(bodyRows()[0]).slice(1, 6)).toEqual(['OPC 53 Cement', '60', 'bags', '₹410.50', '₹24,630.00']);
    expect(stored(project._id)[0]).toMatchObject({ totalCost: 24630, items: [{ quantity: 60, totalAmount: 24630 }] });
  });

  test('the status select changes the purchase’s status here only', async () => {
    const requests = recordRequests();
    const { user } = await openNewPurchase();
    const project = projects()[0];
    await chooseProject(user, project);
    await addItem(user, CEMENT);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status of OPC 53 Cement' }), 'completed');
    expect(await toast('Purchase status updated to completed')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status of OPC 53 Cement' })).toHaveValue('completed');
    expect(stored(project._id)[0].status).toBe('completed');
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  test('Delete asks first; Cancel keeps the item, Delete removes it', async () => {
    const { user } = await openNewPurchase();
    const project = projects()[0];
    await chooseProject(user, project);
    await addItem(user, CEMENT);
    await addItem(user, STEEL);

    await user.click(screen.getByRole('button', { name: 'Delete OPC 53 Cement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Purchase Item' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the purchase item "OPC 53 Cement"?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyRows()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete OPC 53 Cement' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Purchase Item' })).getByRole('button', { name: 'Delete' }));
    expect(await toast('Purchase item deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyRows().map((row) => cellTexts(row).slice(0, 2))).toEqual([['1', 'TMT Steel Fe500']]);
    expect(stored(project._id).map((p: { items: { material: string }[] }) => p.items[0].material)).toEqual(['TMT Steel Fe500']);
  });

  test('a write the browser refuses says so and keeps the form with what was typed', async () => {
    const { user } = await openNewPurchase();
    const project = projects()[0];
    await chooseProject(user, project);
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await fillItem(user, CEMENT);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      await user.click(within(form()).getByRole('button', { name: 'Save Item' }));
      const failure = await toast('Failed to add purchase item');
      expect(failure.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorError');
    } finally {
      setItem.mockRestore();
    }
    expect(input(/^Material Name/)).toHaveValue('OPC 53 Cement');
    expect(input(/^Quantity/)).toHaveValue(50);
    expect(input(/^Unit/)).toHaveValue('bags');
    expect(input(/^Rate/)).toHaveValue(410.5);
    expect(within(form()).getByRole('combobox', { name: 'Vendor' })).toHaveValue('Shree Traders');
    expect(stored(project._id)).toBeNull();

    // Once the browser takes it again, the same form saves.
    await user.click(within(form()).getByRole('button', { name: 'Save Item' }));
    expect(await toast('Purchase item added successfully!')).toBeInTheDocument();
    expect(stored(project._id)).toHaveLength(1);
  });

  test('a failed projects read says so in red, with Retry', async () => {
    addScenario(failWith('GET', '/project/getAllProjects', 500, { message: 'Database down' }));
    const { user } = await openNewPurchase();
    const banner = await screen.findByText('Failed to fetch material purchasing data: Database down', undefined, LOAD);
    expect(banner.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorError');
    clearScenarios();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/Failed to fetch material purchasing data/)).not.toBeInTheDocument(), LOAD);
    await chooseProject(user, projects()[0]);
  });

  test('a user who may only view materials sees the kept items but cannot add, edit, delete or change them', async () => {
    const project = projects()[0];
    localStorage.setItem(
      STORAGE_KEYS.purchaseItems(project._id),
      JSON.stringify([{ _id: 'local-1', items: [{ material: 'Red Bricks', quantity: 5000, unit: 'pcs', rate: 9, vendor: 'Mysore Site Services', date: '2026-03-14' }], status: 'pending' }]),
    );
    const viewer = await createStaff({ role: 'Material Manager', permissions: ['VIEW_MATERIALS'] });
    const { user } = await openNewPurchase({ email: viewer.email });
    await chooseProject(user, project);
    expect(cellTexts(bodyRows()[0]).slice(0, 8)).toEqual(['1', 'Red Bricks', '5,000', 'pcs', '₹9.00', '₹45,000.00', 'Mysore Site Services', '14-03-2026']);
    expect(screen.getByRole('combobox', { name: 'Status of Red Bricks' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add Item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Red Bricks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Red Bricks' })).not.toBeInTheDocument();
  });

  test('under 768 px each purchase is a card', async () => {
    const before = window.innerWidth;
    window.innerWidth = 390;
    try {
      const { user } = await openNewPurchase();
      await chooseProject(user, projects()[0]);
      await addItem(user, CEMENT);
      expect(screen.queryByRole('table', { name: 'Saved Purchases' })).not.toBeInTheDocument();
      const card = screen.getByRole('listitem', { name: 'OPC 53 Cement' });
      expect(card).toHaveTextContent('₹20,525.00');
      expect(within(card).getByRole('button', { name: 'Edit OPC 53 Cement' })).toBeInTheDocument();
    } finally {
      window.innerWidth = before;
    }
  });
});
