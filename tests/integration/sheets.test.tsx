import { screen, waitFor, within } from '@testing-library/react';
import { LABOUR_PICKER_BLUR_MS } from '@/config/constants';
import { advanceBy, useFakeTimeouts } from '../timers';
import type { UserEvent } from '@testing-library/user-event';
import { todayIso } from '@/lib/dates';
import { STORAGE_KEYS } from '@/lib/storage';
import { db, newId } from '../../mocks/db';
import { addScenario, clearScenarios, failWith, networkFailure } from '../../mocks/scenarios';
import { holdRequests } from '../holdRequests';
import { renderApp } from '../renderApp';
import { fillIn, typeIn, type FillStep } from '../screen';
import { received, recordRequests } from '../serverLog';
import { applyPageStyles } from '../pageStyles';

const LOAD = { timeout: 10_000 };
/** These tests type a lot into a full app; a busy machine needs more than the default. */
const SLOW = { timeout: 30_000 };
const RED = 'rgb(211, 47, 47)';
const GREEN = 'rgb(46, 125, 50)';
/** Refusals and notices (ruling 32): the theme's warning colour. */
const AMBER = 'rgb(180, 83, 9)';

/** Chooses a quotation item of the first seeded project, as Quotation Management does. */
function selectItem(itemIndex = 0, options: { project?: boolean; item?: boolean } = {}) {
  const project = db.projects.findMany(undefined, { orderBy: { createdAt: 'asc' } })[0];
  const items = db.quotationItems.findMany((q) => q.where({ projectId: project._id }), { orderBy: { createdAt: 'asc' } });
  const item = items[itemIndex];
  if (options.project !== false) localStorage.setItem(STORAGE_KEYS.selectedProjectId, project._id);
  if (options.item !== false) localStorage.setItem(STORAGE_KEYS.selectedItemId, item._id);
  return { project, item };
}

const byCreation = { orderBy: { createdAt: 'asc' as const } };
const materialsOf = (itemId: string) => db.quotationMaterials.findMany((q) => q.where({ quotationId: itemId }), byCreation);
const labourOf = (itemId: string) => db.labourWork.findMany((q) => q.where({ quotationId: itemId }), byCreation);
const measurementsOf = (itemId: string) => db.measurements.findMany((q) => q.where({ quotationId: itemId }), byCreation);

const message = () => screen.getByRole('status');
/** The table's body rows (the header row left out). */
const bodyRows = (table: string) => within(screen.getByRole('table', { name: table })).getAllByRole('row').slice(1);
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** Puts text into a field the way a paste does: one change, however long the text. */
const pasteInto = (user: UserEvent, label: string, text: string) => fillIn(user, input(label), text);

async function expectMessage(text: string, colour: string) {
  await waitFor(() => expect(message()).toHaveTextContent(text), LOAD);
  expect(message()).toHaveTextContent(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  applyPageStyles();
  expect(message()).toHaveStyle({ color: colour });
}

/** Presses the dialog's Delete and waits until the dialog has gone. */
async function confirmDelete(user: UserEvent, question: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(question)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the material sheet', SLOW, () => {
  async function openMaterials(itemIndex = 0) {
    const selected = selectItem(itemIndex);
    const view = renderApp('/quotation-material', { as: 'admin' });
    await screen.findByRole('table', { name: 'Material entries' }, LOAD);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), LOAD);
    return { ...view, ...selected };
  }

  async function fillMaterial(
    user: UserEvent,
    row: number,
    values: { name: string; qty: string; unit: string; rate: string; vendor: string },
    enterNumber: FillStep = fillIn,
  ) {
    await pasteInto(user, `Material Name, row ${row}`, values.name);
    await enterNumber(user, input(`Qty, row ${row}`), values.qty);
    await user.selectOptions(input(`Unit, row ${row}`), values.unit);
    await enterNumber(user, input(`Rate, row ${row}`), values.rate);
    await pasteInto(user, `Vendor, row ${row}`, values.vendor);
  }

  test('names the selected project and item, and lists its saved materials read-only with their amounts', async () => {
    const { project, item } = await openMaterials();
    expect(screen.getByRole('heading', { level: 1, name: 'Material Entry' })).toBeInTheDocument();
    expect(await screen.findByText(`${project.projectName} (${project.projectNumber})`, {}, LOAD)).toBeInTheDocument();
    expect(await screen.findByText(item.description, { exact: false })).toBeInTheDocument();

    const headers = within(screen.getByRole('table', { name: 'Material entries' })).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['S.No', 'Material Name', 'Qty', 'Unit', 'Rate', 'Amount', 'Vendor', 'Actions']);

    const rows = bodyRows('Material entries');
    expect(rows).toHaveLength(materialsOf(item._id).length);
    const first = within(rows[0]);
    expect(first.getByText('1')).toBeInTheDocument();
    expect(first.getByText('Cement OPC 53 grade')).toBeInTheDocument();
    expect(first.getByText('120')).toBeInTheDocument();
    expect(first.getByText('bags')).toBeInTheDocument();
    expect(first.getByText('₹420.00')).toBeInTheDocument();
    expect(first.getByText('₹50,400.00')).toBeInTheDocument();
    expect(first.getByText('Shree Traders')).toBeInTheDocument();
    expect(first.queryByRole('textbox')).not.toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Edit row 1' })).toBeEnabled();
    expect(first.getByRole('button', { name: 'Delete row 1' })).toBeEnabled();
  });

  test('Save All sends only the new rows, in one call, and the rows become saved', async () => {
    const log = recordRequests();
    const { user, project, item } = await openMaterials();
    const before = materialsOf(item._id).length;

    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    const first = before + 1;
    await fillMaterial(user, first, { name: 'Fly ash bricks', qty: '10', unit: 'pcs', rate: '420.5', vendor: 'Shree Traders' }, typeIn);
    // The amount follows qty × rate as they are typed.
    expect(within(bodyRows('Material entries')[first - 1]).getByText('₹4,205.00')).toBeInTheDocument();
    await fillMaterial(user, first + 1, { name: 'Cement PPC', qty: '2', unit: 'bags', rate: '400', vendor: 'Cauvery Traders' }, typeIn);

    await user.click(screen.getByRole('button', { name: 'Save All' }));
    await expectMessage('Saved successfully!', GREEN);

    const creates = received(log, 'POST', '/material/create');
    expect(creates).toHaveLength(1);
    expect(creates[0].body).toEqual({
      quotationId: item._id,
      projId: project._id,
      items: [
        { name: 'Fly ash bricks', qty: 10, unit: 'pcs', rate: 420.5, vendor: 'Shree Traders' },
        { name: 'Cement PPC', qty: 2, unit: 'bags', rate: 400, vendor: 'Cauvery Traders' },
      ],
    });
    expect(materialsOf(item._id)).toHaveLength(before + 2);
    // Now saved: read-only, with Edit.
    await waitFor(() => expect(screen.queryByLabelText(`Qty, row ${first}`)).not.toBeInTheDocument());
    const saved = within(bodyRows('Material entries')[first - 1]);
    expect(saved.getByText('Fly ash bricks')).toBeInTheDocument();
    expect(saved.getByRole('button', { name: `Edit row ${first}` })).toBeInTheDocument();
    await waitFor(() =>
      expect(received(log, 'POST', '/activity/create').map((r) => r.body)).toContainEqual(
        expect.objectContaining({ action: 'created', entityType: 'material' }),
      ),
    );

    // A second Save All has nothing new to send.
    await user.click(screen.getByRole('button', { name: 'Save All' }));
    await expectMessage('No new materials to save.', AMBER);
    expect(received(log, 'POST', '/material/create')).toHaveLength(1);
  });

  test('Save All with no new row says so and sends nothing', async () => {
    const log = recordRequests();
    const { user } = await openMaterials();
    await user.click(screen.getByRole('button', { name: 'Save All' }));
    await expectMessage('No new materials to save.', AMBER);
    expect(received(log, 'POST', '/material/create')).toHaveLength(0);
  });

  test('a row with an empty required cell is refused, and each empty cell says Required or Req', async () => {
    const log = recordRequests();
    const { user, item } = await openMaterials();
    const n = materialsOf(item._id).length + 1;
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    await user.type(input(`Material Name, row ${n}`), 'Binding wire');
    await user.type(input(`Qty, row ${n}`), '0');

    await user.click(screen.getByRole('button', { name: 'Save All' }));
    await expectMessage('Please fill all required fields.', AMBER);
    expect(received(log, 'POST', '/material/create')).toHaveLength(0);

    // Zero is not a quantity; the narrow cells say 'Req', the wide ones 'Required'.
    expect(input(`Material Name, row ${n}`)).not.toHaveAccessibleDescription();
    expect(input(`Qty, row ${n}`)).toHaveAccessibleDescription('Req');
    expect(input(`Unit, row ${n}`)).toHaveAccessibleDescription('Req');
    expect(input(`Rate, row ${n}`)).toHaveAccessibleDescription('Req');
    expect(input(`Vendor, row ${n}`)).toHaveAccessibleDescription('Required');
    expect(input(`Vendor, row ${n}`)).toHaveAttribute('aria-invalid', 'true');

    // Filling a cell clears its mark; emptying one brings it back.
    await user.type(input(`Vendor, row ${n}`), 'Shree Traders');
    expect(input(`Vendor, row ${n}`)).not.toHaveAccessibleDescription();
    await user.clear(input(`Material Name, row ${n}`));
    expect(input(`Material Name, row ${n}`)).toHaveAccessibleDescription('Required');

    // A negative rate is missing too.
    await user.type(input(`Rate, row ${n}`), '-5');
    await user.click(screen.getByRole('button', { name: 'Save All' }));
    expect(input(`Rate, row ${n}`)).toHaveAccessibleDescription('Req');
    expect(received(log, 'POST', '/material/create')).toHaveLength(0);
  });

  test.each([
    ['a server error', () => addScenario(failWith('POST', '/material/create', 500, {}))],
    ['a network failure', () => addScenario(networkFailure('POST', '/material/create'))],
  ])('a failed save (%s) says Error saving data in red and keeps every row and value typed', async (_name, breakServer) => {
    const { user, item } = await openMaterials();
    const n = materialsOf(item._id).length + 1;
    breakServer();
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    await fillMaterial(user, n, { name: 'River sand', qty: '3', unit: 'ton', rate: '1850', vendor: 'Cauvery Sand Suppliers' });
    await user.click(screen.getByRole('button', { name: 'Save All' }));

    await expectMessage('Error saving data', RED);
    expect(input(`Material Name, row ${n}`)).toHaveValue('River sand');
    expect(input(`Qty, row ${n}`)).toHaveValue(3);
    expect(input(`Unit, row ${n}`)).toHaveValue('ton');
    expect(input(`Rate, row ${n}`)).toHaveValue(1850);
    expect(input(`Vendor, row ${n}`)).toHaveValue('Cauvery Sand Suppliers');
    expect(materialsOf(item._id)).toHaveLength(n - 1);

    // The same rows go through once the server is back.
    clearScenarios();
    await user.click(screen.getByRole('button', { name: 'Save All' }));
    await expectMessage('Saved successfully!', GREEN);
    expect(materialsOf(item._id)).toHaveLength(n);
  });

  test('the buttons lock while a save runs, so a double click sends one call', async () => {
    const log = recordRequests();
    const { user, item } = await openMaterials();
    const n = materialsOf(item._id).length + 1;
    const release = holdRequests('post', '/material/create');
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    await fillMaterial(user, n, { name: 'Curing compound', qty: '5', unit: 'litre', rate: '185.5', vendor: 'Asian Build Chem' });

    await user.dblClick(screen.getByRole('button', { name: 'Save All' }));
    expect(screen.getByRole('button', { name: 'Save All' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Row' })).toBeDisabled();
    expect(input(`Qty, row ${n}`)).toBeDisabled();
    release();
    await expectMessage('Saved successfully!', GREEN);
    expect(received(log, 'POST', '/material/create')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save All' })).toBeEnabled());
  });

  test('the message disappears after 3 seconds', async () => {
    const { user } = await openMaterials();
    useFakeTimeouts();
    await user.click(screen.getByRole('button', { name: 'Save All' }));
    expect(message()).toHaveTextContent('No new materials to save.');
    // The clock moves only when told: the message is there for 3,000 ms to the millisecond.
    await advanceBy(2_999);
    expect(message()).toHaveTextContent('No new materials to save.');
    await advanceBy(1);
    expect(message()).toBeEmptyDOMElement();
  });

  test('Edit makes a saved row editable; Cancel restores it without a call', async () => {
    const log = recordRequests();
    const { user } = await openMaterials();
    await user.click(screen.getByRole('button', { name: 'Edit row 1' }));
    expect(input('Material Name, row 1')).toHaveValue('Cement OPC 53 grade');
    expect(input('Qty, row 1')).toHaveValue(120);
    expect(input('Unit, row 1')).toHaveValue('bags');
    await user.clear(input('Qty, row 1'));
    await user.type(input('Qty, row 1'), '7');
    expect(within(bodyRows('Material entries')[0]).getByText('₹2,940.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel editing row 1' }));
    expect(screen.queryByLabelText('Qty, row 1')).not.toBeInTheDocument();
    expect(within(bodyRows('Material entries')[0]).getByText('120')).toBeInTheDocument();
    expect(within(bodyRows('Material entries')[0]).getByText('₹50,400.00')).toBeInTheDocument();
    expect(log.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  test('Save on an edited row sends its fields to PUT /material/update/{id}', async () => {
    const log = recordRequests();
    const { user, item } = await openMaterials();
    const material = materialsOf(item._id)[0];
    await user.click(screen.getByRole('button', { name: 'Edit row 1' }));
    await fillIn(user, input('Qty, row 1'), '150');
    await fillIn(user, input('Vendor, row 1'), 'Ultra Cements');
    await user.click(screen.getByRole('button', { name: 'Save row 1' }));

    await expectMessage('Saved successfully!', GREEN);
    const updates = received(log, 'PUT', '/material/update/:id');
    expect(updates.map((r) => r.path)).toEqual([`/material/update/${material._id}`]);
    expect(updates[0].body).toEqual({ name: 'Cement OPC 53 grade', qty: 150, unit: 'bags', rate: 420, vendor: 'Ultra Cements' });
    await waitFor(() => expect(screen.queryByLabelText('Qty, row 1')).not.toBeInTheDocument());
    expect(within(bodyRows('Material entries')[0]).getByText('₹63,000.00')).toBeInTheDocument();
    expect(within(bodyRows('Material entries')[0]).getByText('Ultra Cements')).toBeInTheDocument();
  });

  test('an edited row with a gap is refused; a failed update keeps the row in edit with its values', async () => {
    const log = recordRequests();
    const { user } = await openMaterials();
    await user.click(screen.getByRole('button', { name: 'Edit row 1' }));
    await user.clear(input('Rate, row 1'));
    await user.click(screen.getByRole('button', { name: 'Save row 1' }));
    await expectMessage('Please fill all required fields.', AMBER);
    expect(input('Rate, row 1')).toHaveAccessibleDescription('Req');
    expect(received(log, 'PUT', '/material/update/:id')).toHaveLength(0);

    addScenario(failWith('PUT', '/material/update/:id', 500, {}));
    await fillIn(user, input('Rate, row 1'), '430');
    await user.click(screen.getByRole('button', { name: 'Save row 1' }));
    await expectMessage('Error saving data', RED);
    expect(input('Rate, row 1')).toHaveValue(430);
  });

  test('deleting a saved row asks first, then calls DELETE and the row goes', async () => {
    const log = recordRequests();
    const { user, item } = await openMaterials();
    const [first, second] = materialsOf(item._id);

    await user.click(screen.getByRole('button', { name: 'Delete row 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this material entry?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(received(log, 'DELETE', '/material/delete/:id')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete row 1' }));
    await confirmDelete(user, 'Are you sure you want to delete this material entry?');
    await waitFor(() => expect(received(log, 'DELETE', '/material/delete/:id').map((r) => r.path)).toEqual([`/material/delete/${first._id}`]));
    await waitFor(() => expect(screen.queryByText(first.name)).not.toBeInTheDocument());
    expect(within(bodyRows('Material entries')[0]).getByText(second.name)).toBeInTheDocument();
    expect(materialsOf(item._id).map((m) => m._id)).toEqual([second._id]);
  });

  test('a failed delete says Error deleting material and the row stays', async () => {
    const { user, item } = await openMaterials();
    addScenario(failWith('DELETE', '/material/delete/:id', 500, {}));
    await user.click(screen.getByRole('button', { name: 'Delete row 1' }));
    await confirmDelete(user, 'Are you sure you want to delete this material entry?');
    await expectMessage('Error deleting material', RED);
    expect(screen.getByText('Cement OPC 53 grade')).toBeInTheDocument();
    expect(materialsOf(item._id)).toHaveLength(2);
  });

  test('deleting an unsaved row just removes it', async () => {
    const log = recordRequests();
    const { user, item } = await openMaterials();
    const n = materialsOf(item._id).length + 1;
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    await user.type(input(`Material Name, row ${n}`), 'Scrap');
    await user.click(screen.getByRole('button', { name: `Delete row ${n}` }));
    await confirmDelete(user, 'Are you sure you want to delete this material entry?');
    expect(screen.queryByLabelText(`Material Name, row ${n}`)).not.toBeInTheDocument();
    expect(log.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  test('an item without materials shows the empty state, which goes once a row is added', async () => {
    const { user, item } = await openMaterials(4);
    expect(materialsOf(item._id)).toHaveLength(0);
    expect(screen.getByText('Click Add Row to add a material.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    expect(screen.queryByText('Click Add Row to add a material.')).not.toBeInTheDocument();
    expect(input('Material Name, row 1')).toHaveValue('');
  });

  test.each([
    ['nothing selected', { project: false, item: false }],
    ['no project', { project: false }],
    ['no item', { item: false }],
  ])('with %s: asks for a quotation and project, and Add Row and Save All are off', async (_name, options) => {
    const log = recordRequests();
    selectItem(0, options);
    renderApp('/quotation-material', { as: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Material Entry' }, LOAD)).toBeInTheDocument();
    await expectMessage('Please select a quotation and project.', AMBER);
    expect(screen.getByRole('button', { name: 'Add Row' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save All' })).toBeDisabled();
    expect(received(log, 'GET', '/material/quotationMaterial/:id')).toHaveLength(0);
  });

  test('a failed load says so, with Retry', async () => {
    addScenario(failWith('GET', '/material/quotationMaterial/:id', 500, {}));
    const { user } = await openMaterials();
    expect(await screen.findByText('Error loading material data', {}, LOAD)).toBeInTheDocument();
    clearScenarios();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Cement OPC 53 grade', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Error loading material data')).not.toBeInTheDocument();
  });
});

describe('the sheet names what it belongs to, or says that read failed (ruling 36)', SLOW, () => {
  test.each([
    ['the project', '/project/getProjectById/:id', 'Project'],
    ['the quotation item', '/quotation/getQuotationItemsByProject/:projectId', 'Quotation item'],
  ])('%s failing alone reads Not loaded, with Retry, not Not found', async (what, path, term) => {
    addScenario(failWith('GET', path, 500, { message: 'Down' }));
    const { project, item } = selectItem();
    const { user } = renderApp('/quotation-msheet', { as: 'admin' });
    const alert = (await screen.findByText(`${what[0].toUpperCase()}${what.slice(1)} could not be loaded.`, {}, LOAD)).closest('[role="alert"]') as HTMLElement;
    expect(screen.getByText(`${term}:`).nextElementSibling).toHaveTextContent('Not loaded');
    clearScenarios();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const named = term === 'Project' ? `${project.projectName} (${project.projectNumber})` : item.description;
    expect(await screen.findByText(named, { exact: false }, LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Not loaded')).not.toBeInTheDocument();
  });

  test('a project deleted since it was chosen reads Not found, with nothing to retry', async () => {
    addScenario(failWith('GET', '/project/getProjectById/:id', 404, { message: 'Project not found' }));
    selectItem();
    renderApp('/quotation-msheet', { as: 'admin' });
    await waitFor(() => expect(screen.getByText('Project:').nextElementSibling).toHaveTextContent('Not found'), LOAD);
    expect(screen.queryByText('The project could not be loaded.')).not.toBeInTheDocument();
  });
});

describe('the labour sheet', SLOW, () => {
  async function openLabour(itemIndex = 0, options?: { project?: boolean; item?: boolean }) {
    const selected = selectItem(itemIndex, options);
    const view = renderApp('/quotation-labour', { as: 'admin' });
    await screen.findByRole('table', { name: 'Labour entries' }, LOAD);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), LOAD);
    return { ...view, ...selected };
  }

  const totalWages = () => screen.getByText(/^Total Wages:/);

  test('lists the item’s labour read-only, with Total Wages', async () => {
    const { item } = await openLabour();
    expect(screen.getByRole('heading', { level: 1, name: 'Labour Management' })).toBeInTheDocument();
    const headers = within(screen.getByRole('table', { name: 'Labour entries' })).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['S.No', 'Name', 'Phone', 'Task', 'Hours', 'Wage', 'Actions']);
    const entries = labourOf(item._id);
    const rows = bodyRows('Labour entries');
    expect(rows).toHaveLength(entries.length);
    const first = within(rows[0]);
    expect(first.getByText('Ramesh Naik')).toBeInTheDocument();
    expect(first.getByText('9845012345')).toBeInTheDocument();
    expect(first.getByText('Masonry')).toBeInTheDocument();
    expect(first.getByText('₹950.00')).toBeInTheDocument();
    expect(first.queryByRole('textbox')).not.toBeInTheDocument();
    expect(totalWages()).toHaveTextContent('Total Wages: ₹1,600.00');
  });

  test('picking a profile fills name and phone; Save All sends only the new entries', async () => {
    const log = recordRequests();
    const { user, item } = await openLabour();
    const n = labourOf(item._id).length + 1;
    await user.click(screen.getByRole('button', { name: 'Add Row' }));

    const name = input(`Name, row ${n}`);
    expect(name).toHaveAttribute('role', 'combobox');
    await user.type(name, 'Ram');
    const option = await screen.findByRole('option', { name: /Ramesh Naik/ });
    expect(option).toHaveTextContent('Ramesh Naik9845012345');
    await user.click(option);
    expect(name).toHaveValue('Ramesh Naik');
    expect(input(`Phone, row ${n}`)).toHaveValue('9845012345');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(input(`Task, row ${n}`), 'Plastering');
    await user.type(input(`Hours, row ${n}`), '6');
    await user.type(input(`Wage, row ${n}`), '800');
    expect(totalWages()).toHaveTextContent('Total Wages: ₹2,400.00');

    await user.click(screen.getByRole('button', { name: 'Save All' }));
    await expectMessage('Saved successfully!', GREEN);
    const creates = received(log, 'POST', '/labourwork/create');
    expect(creates).toHaveLength(1);
    expect(creates[0].body).toEqual({
      items: [{ quotationId: item._id, name: 'Ramesh Naik', phone: '9845012345', task: 'Plastering', hours: 6, wage: 800, paymentStatus: 'unpaid' }],
    });
    expect(labourOf(item._id)).toHaveLength(n);
    await waitFor(() => expect(screen.queryByLabelText(`Task, row ${n}`)).not.toBeInTheDocument());
    expect(totalWages()).toHaveTextContent('Total Wages: ₹2,400.00');
    await waitFor(() =>
      expect(received(log, 'POST', '/activity/create').map((r) => r.body)).toContainEqual(
        expect.objectContaining({ action: 'created', entityType: 'labour' }),
      ),
    );
  });

  test('typing a name by hand clears the phone, and a new free-text name is accepted', async () => {
    const log = recordRequests();
    const { user, item } = await openLabour();
    const n = labourOf(item._id).length + 1;
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    await user.type(input(`Name, row ${n}`), 'Suresh');
    await user.click(await screen.findByRole('option', { name: /Suresh Gowda/ }));
    expect(input(`Phone, row ${n}`)).toHaveValue('9880123456');

    await user.type(input(`Name, row ${n}`), ' Kumar');
    expect(input(`Name, row ${n}`)).toHaveValue('Suresh Gowda Kumar');
    expect(input(`Phone, row ${n}`)).toHaveValue('');

    await user.type(input(`Task, row ${n}`), 'Helper');
    await user.type(input(`Hours, row ${n}`), '8');
    await user.type(input(`Wage, row ${n}`), '600');
    await user.click(screen.getByRole('button', { name: 'Save All' }));
    await expectMessage('Saved successfully!', GREEN);
    expect(received(log, 'POST', '/labourwork/create')[0].body).toEqual({
      items: [{ quotationId: item._id, name: 'Suresh Gowda Kumar', phone: '', task: 'Helper', hours: 8, wage: 600, paymentStatus: 'unpaid' }],
    });
  });

  test('the name suggestions work from the keyboard and close 200 ms after the field loses focus', async () => {
    const { user, item } = await openLabour();
    const n = labourOf(item._id).length + 1;
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    const name = input(`Name, row ${n}`);
    await user.type(name, 'sh');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Lakshmi Bai9731345678',
      'Ramesh Naik9845012345',
      'Shivappa Patil9449678901',
      'Suresh Gowda9880123456',
      'Venkatesh Rao9611567890',
    ]);
    expect(name).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: /Ramesh Naik/ });
    expect(name).toHaveAttribute('aria-activedescendant', active.id);
    expect(active).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(name).toHaveValue('Ramesh Naik');
    expect(input(`Phone, row ${n}`)).toHaveValue('9845012345');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.keyboard('{Backspace}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    useFakeTimeouts();
    await user.click(input(`Task, row ${n}`));
    await advanceBy(LABOUR_PICKER_BLUR_MS - 1);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await advanceBy(1);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  test('required: name, task, hours above 0 and wage above 0', async () => {
    const log = recordRequests();
    const { user, item } = await openLabour();
    const n = labourOf(item._id).length + 1;
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    await user.type(input(`Hours, row ${n}`), '0');
    await user.click(screen.getByRole('button', { name: 'Save All' }));
    await expectMessage('Please fill all required fields', AMBER);
    expect(input(`Name, row ${n}`)).toHaveAccessibleDescription('Required');
    expect(input(`Task, row ${n}`)).toHaveAccessibleDescription('Required');
    expect(input(`Hours, row ${n}`)).toHaveAccessibleDescription('Req');
    expect(input(`Wage, row ${n}`)).toHaveAccessibleDescription('Req');
    expect(input(`Phone, row ${n}`)).not.toHaveAccessibleDescription();
    expect(received(log, 'POST', '/labourwork/create')).toHaveLength(0);
  });

  test('Save All with no new entry says so', async () => {
    const { user } = await openLabour();
    await user.click(screen.getByRole('button', { name: 'Save All' }));
    await expectMessage('No new labour entries to save', AMBER);
  });

  test('a failed save says Error saving data and keeps the typed entry', async () => {
    const { user, item } = await openLabour();
    const n = labourOf(item._id).length + 1;
    addScenario(failWith('POST', '/labourwork/create', 500, {}));
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    await user.type(input(`Name, row ${n}`), 'Imran Khan');
    await fillIn(user, input(`Phone, row ${n}`), '9000000001');
    await fillIn(user, input(`Task, row ${n}`), 'Tiling');
    await fillIn(user, input(`Hours, row ${n}`), '4');
    await fillIn(user, input(`Wage, row ${n}`), '700');
    await user.click(screen.getByRole('button', { name: 'Save All' }));
    await expectMessage('Error saving data', RED);
    expect(input(`Name, row ${n}`)).toHaveValue('Imran Khan');
    expect(input(`Phone, row ${n}`)).toHaveValue('9000000001');
    expect(input(`Task, row ${n}`)).toHaveValue('Tiling');
    expect(input(`Hours, row ${n}`)).toHaveValue(4);
    expect(input(`Wage, row ${n}`)).toHaveValue(700);
    expect(labourOf(item._id)).toHaveLength(n - 1);
  });

  test('edit, cancel and save a saved entry (PUT /labourwork/update/{id})', async () => {
    const log = recordRequests();
    const { user, item } = await openLabour();
    const entry = labourOf(item._id)[0];

    await user.click(screen.getByRole('button', { name: 'Edit row 1' }));
    expect(input('Name, row 1')).toHaveValue('Ramesh Naik');
    expect(input('Wage, row 1')).toHaveValue(950);
    await user.clear(input('Wage, row 1'));
    await user.type(input('Wage, row 1'), '1000');
    expect(totalWages()).toHaveTextContent('Total Wages: ₹1,650.00');
    await user.click(screen.getByRole('button', { name: 'Cancel editing row 1' }));
    expect(within(bodyRows('Labour entries')[0]).getByText('₹950.00')).toBeInTheDocument();
    expect(totalWages()).toHaveTextContent('Total Wages: ₹1,600.00');

    await user.click(screen.getByRole('button', { name: 'Edit row 1' }));
    await fillIn(user, input('Task, row 1'), 'Block work');
    await user.click(screen.getByRole('button', { name: 'Save row 1' }));
    await expectMessage('Saved successfully!', GREEN);
    const updates = received(log, 'PUT', '/labourwork/update/:id');
    expect(updates.map((r) => r.path)).toEqual([`/labourwork/update/${entry._id}`]);
    expect(updates[0].body).toEqual({ name: 'Ramesh Naik', phone: '9845012345', task: 'Block work', hours: 8, wage: 950 });
    expect(await within(bodyRows('Labour entries')[0]).findByText('Block work')).toBeInTheDocument();
  });

  test('deleting a saved entry: Saved successfully! and the row goes', async () => {
    const log = recordRequests();
    const { user, item } = await openLabour();
    const [first, second] = labourOf(item._id);
    await user.click(screen.getByRole('button', { name: 'Delete row 1' }));
    await confirmDelete(user, 'Are you sure you want to delete this labour entry?');
    await expectMessage('Saved successfully!', GREEN);
    expect(received(log, 'DELETE', '/labourwork/delete/:id').map((r) => r.path)).toEqual([`/labourwork/delete/${first._id}`]);
    expect(screen.queryByText(first.name)).not.toBeInTheDocument();
    expect(bodyRows('Labour entries')).toHaveLength(1);
    expect(within(bodyRows('Labour entries')[0]).getByText(second.name)).toBeInTheDocument();
    expect(totalWages()).toHaveTextContent('Total Wages: ₹650.00');
  });

  test('a failed delete: Error saving data and the row stays (the server still has it)', async () => {
    const { user, item } = await openLabour();
    addScenario(failWith('DELETE', '/labourwork/delete/:id', 500, {}));
    await user.click(screen.getByRole('button', { name: 'Delete row 1' }));
    await confirmDelete(user, 'Are you sure you want to delete this labour entry?');
    await expectMessage('Error saving data', RED);
    expect(within(bodyRows('Labour entries')[0]).getByText('Ramesh Naik')).toBeInTheDocument();
    expect(labourOf(item._id)).toHaveLength(2);
  });

  test('without a selected item: Please select a quotation item first, and the buttons are off', async () => {
    await openLabour(0, { item: false });
    await expectMessage('Please select a quotation item first', AMBER);
    expect(screen.getByRole('button', { name: 'Add Row' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save All' })).toBeDisabled();
  });

  test('a failed load says Error loading labour data', async () => {
    addScenario(networkFailure('GET', '/labourwork/quotation/:id'));
    await openLabour();
    expect(await screen.findByText('Error loading labour data', {}, LOAD)).toBeInTheDocument();
  });
});

describe('the measurement sheet', SLOW, () => {
  async function openSheet(itemIndex = 0, options?: { project?: boolean; item?: boolean }) {
    const selected = selectItem(itemIndex, options);
    const view = renderApp('/quotation-msheet', { as: 'admin' });
    await screen.findByRole('table', { name: 'Measurement rows' }, LOAD);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), LOAD);
    return { ...view, ...selected };
  }

  async function fillRow(
    user: UserEvent,
    n: number,
    values: Record<'description' | 'nos' | 'length' | 'breadth' | 'depth', string> & { unit: string },
    enterNumber: FillStep = fillIn,
  ) {
    await pasteInto(user, `Description, row ${n}`, values.description);
    for (const column of ['Nos', 'Length', 'Breadth', 'Depth'] as const) {
      await enterNumber(user, input(`${column}, row ${n}`), values[column.toLowerCase() as 'nos']);
    }
    await user.selectOptions(input(`Unit, row ${n}`), values.unit);
  }

  test('lists saved rows read-only with their computed quantity; they can only be deleted', async () => {
    const { item } = await openSheet();
    expect(screen.getByRole('heading', { level: 1, name: 'Progress M Sheet' })).toBeInTheDocument();
    const headers = within(screen.getByRole('table', { name: 'Measurement rows' })).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['S.No', 'Description', 'Nos', 'Length', 'Breadth', 'Depth', 'Quantity', 'Unit', 'Actions']);
    const rows = bodyRows('Measurement rows');
    expect(rows).toHaveLength(measurementsOf(item._id).length);
    const first = within(rows[0]);
    expect(first.getByText('Footing F1 – grid A')).toBeInTheDocument();
    expect(first.getByText('26.46')).toBeInTheDocument();
    expect(first.getByText('m³')).toBeInTheDocument();
    expect(first.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Delete row 1' })).toBeInTheDocument();
    expect(first.queryByRole('textbox')).not.toBeInTheDocument();
  });

  test('a saved description over 30 characters is cut, with a toggle to expand it', async () => {
    const { item, project } = selectItem(0);
    const description = 'Raft foundation along grid lines C to F, east wing';
    await db.measurements.create({
      _id: newId(),
      projectId: project._id,
      quotationId: item._id,
      date: '2026-02-01',
      description,
      nos: 1,
      length: 10,
      breadth: 8,
      depth: 0.6,
      unit: 'm³',
      createdAt: new Date().toISOString(),
    });
    const { user } = renderApp('/quotation-msheet', { as: 'admin' });
    const cut = `${description.slice(0, 30).trimEnd()}…`;
    const row = within((await screen.findByText(cut, { exact: false }, LOAD)).closest('tr')!);
    expect(row.queryByText(description, { exact: false })).not.toBeInTheDocument();
    expect(row.getByText('48')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Show more' }));
    expect(row.getByText(description, { exact: false })).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Show less' }));
    expect(row.getByText(cut, { exact: false })).toBeInTheDocument();
  });

  test('Save All sends only the new rows, dated today, and the quantity follows the typing', async () => {
    const log = recordRequests();
    const { user, project, item } = await openSheet();
    const n = measurementsOf(item._id).length + 1;
    expect(screen.getByLabelText('Date')).toHaveValue(todayIso());
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    await fillRow(user, n, { description: 'Column C2 footing', nos: '2', length: '3', breadth: '1.5', depth: '0.5', unit: 'm³' }, typeIn);
    expect(within(bodyRows('Measurement rows')[n - 1]).getByText('4.5')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save All' }));
    await expectMessage('Saved successfully!', GREEN);
    const creates = received(log, 'POST', '/msheet/create');
    expect(creates).toHaveLength(1);
    expect(creates[0].body).toEqual({
      projId: project._id,
      quotationId: item._id,
      items: [{ date: todayIso(), description: 'Column C2 footing', nos: 2, length: 3, breadth: 1.5, depth: 0.5, unit: 'm³' }],
    });
    expect(measurementsOf(item._id)).toHaveLength(n);
    await waitFor(() => expect(screen.queryByLabelText(`Nos, row ${n}`)).not.toBeInTheDocument());
    expect(within(bodyRows('Measurement rows')[n - 1]).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  test('every cell is required and zero counts as missing', async () => {
    const log = recordRequests();
    const { user, item } = await openSheet();
    const n = measurementsOf(item._id).length + 1;
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    await user.type(input(`Nos, row ${n}`), '0');
    await user.type(input(`Length, row ${n}`), '2');
    await user.click(screen.getByRole('button', { name: 'Save All' }));
    await expectMessage('Please fill all required fields.', AMBER);
    expect(input(`Description, row ${n}`)).toHaveAccessibleDescription('Required');
    expect(input(`Nos, row ${n}`)).toHaveAccessibleDescription('Req');
    expect(input(`Length, row ${n}`)).not.toHaveAccessibleDescription();
    expect(input(`Breadth, row ${n}`)).toHaveAccessibleDescription('Req');
    expect(input(`Depth, row ${n}`)).toHaveAccessibleDescription('Req');
    expect(input(`Unit, row ${n}`)).toHaveAccessibleDescription('Req');
    expect(received(log, 'POST', '/msheet/create')).toHaveLength(0);
  });

  test('Save All with no new row says so', async () => {
    const { user } = await openSheet();
    await user.click(screen.getByRole('button', { name: 'Save All' }));
    await expectMessage('No new rows to save.', AMBER);
  });

  test('a failed save says Error saving data and keeps the typed rows', async () => {
    const { user, item } = await openSheet();
    const n = measurementsOf(item._id).length + 1;
    addScenario(networkFailure('POST', '/msheet/create'));
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    await fillRow(user, n, { description: 'Plinth beam', nos: '4', length: '6', breadth: '0.23', depth: '0.45', unit: 'm³' });
    await user.click(screen.getByRole('button', { name: 'Save All' }));
    await expectMessage('Error saving data', RED);
    expect(input(`Description, row ${n}`)).toHaveValue('Plinth beam');
    expect(input(`Breadth, row ${n}`)).toHaveValue(0.23);
    expect(input(`Unit, row ${n}`)).toHaveValue('m³');
    expect(measurementsOf(item._id)).toHaveLength(n - 1);
  });

  test('deleting a saved row asks first; the row goes', async () => {
    const log = recordRequests();
    const { user, item } = await openSheet();
    const [row] = measurementsOf(item._id);
    await user.click(screen.getByRole('button', { name: 'Delete row 1' }));
    await confirmDelete(user, 'Are you sure you want to delete this row?');
    await waitFor(() => expect(screen.queryByText('Footing F1 – grid A')).not.toBeInTheDocument());
    expect(received(log, 'DELETE', '/msheet/delete/:id').map((r) => r.path)).toEqual([`/msheet/delete/${row._id}`]);
    expect(measurementsOf(item._id)).toHaveLength(0);
    expect(screen.getByText('Click Add Row to add a measurement.')).toBeInTheDocument();
  });

  test('a failed delete says Error deleting row and the row stays', async () => {
    const { user } = await openSheet();
    addScenario(failWith('DELETE', '/msheet/delete/:id', 500, {}));
    await user.click(screen.getByRole('button', { name: 'Delete row 1' }));
    await confirmDelete(user, 'Are you sure you want to delete this row?');
    await expectMessage('Error deleting row', RED);
    expect(screen.getByText('Footing F1 – grid A')).toBeInTheDocument();
  });

  test('without a selected item: says so, and Add Row and Save All are off', async () => {
    await openSheet(0, { item: false });
    await expectMessage('Please select a quotation item first', AMBER);
    expect(screen.getByRole('button', { name: 'Add Row' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save All' })).toBeDisabled();
  });
});
