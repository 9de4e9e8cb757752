import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useFakeTimeouts } from '../timers';
import { onTestFinished } from 'vitest';
import { sheetKeys } from '@/api/quotationSheets';
import { AMOUNT_LOOKUP_CONCURRENCY } from '@/config/constants';
import { todayIso } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { STORAGE_KEYS } from '@/lib/storage';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { addScenario, clearScenarios, failWith, htmlPage, networkFailure, slow } from '../../mocks/scenarios';
import { renderApp } from '../renderApp';
import { fillIn } from '../screen';
import { received, recordRequests } from '../serverLog';
import { addTestProject, createStaff, type TestItem } from './helpers';
import { applyPageStyles } from '../pageStyles';

/** An answer that is retried once, or a burst of slowed look-ups, can take longer than the usual wait. */
const LONG_WAIT = { timeout: 8000 };

// Load the lazily imported screens once up front, so that no test's time limit pays for compiling them.
beforeAll(async () => {
  await Promise.all([
    import('@/app/layout/AppLayout'),
    import('@/features/quotations/QuotationManagementPage'),
    import('@/features/quotations/AddQuotationItemPage'),
  ]);
}, 60_000);

function projectNamed(name: string) {
  const project = db.projects.findFirst((q) => q.where({ projectName: name }));
  if (!project) throw new Error(`No seeded project ${name}`);
  return project;
}

function itemsOf(projectId: string) {
  return db.quotationItems.findMany((q) => q.where({ projectId }), { orderBy: { createdAt: 'asc' } });
}

/** What the list must show for an item, worked out from the mock db (ruling 25). */
function expectedAmount(itemId: string): number {
  const item = db.quotationItems.findFirst((q) => q.where({ _id: itemId }))!;
  const materials = db.quotationMaterials.findMany((q) => q.where({ quotationId: itemId }));
  const labour = db.labourWork.findMany((q) => q.where({ quotationId: itemId }));
  if (materials.length === 0 && labour.length === 0) return item.totalAmount;
  const sum = materials.reduce((s, m) => s + m.qty * m.rate, 0) + labour.reduce((s, l) => s + l.wage, 0);
  return Math.round(sum * 100) / 100;
}

/** A project of our own with the given items and no sheet rows. */
async function addProject(name: string, items: TestItem[]) {
  return (await addTestProject(name, items)).project;
}

const picker = () => screen.findByRole('combobox', { name: /select project/i }, LONG_WAIT);
const itemsTable = () => screen.findByRole('table', { name: 'Quotation items' });
const rowOf = (description: string) => screen.getByRole('cell', { name: description }).closest('tr') as HTMLElement;

/** Opens the list on a project remembered from an earlier visit and waits for its items. */
async function openProject(projectId: string, as: Parameters<typeof renderApp>[1] = { as: 'admin' }) {
  localStorage.setItem(STORAGE_KEYS.selectedProjectId, projectId);
  const view = renderApp('/quotation-management', as);
  const first = itemsOf(projectId)[0];
  if (first) await screen.findByRole('cell', { name: first.description }, LONG_WAIT);
  return view;
}

async function openSeededProject() {
  const project = projectNamed('Sai Residency – Block A');
  const view = await openProject(project._id);
  return { ...view, project, items: itemsOf(project._id) };
}

describe('/quotation-management: choosing a project', () => {
  test('picks a project by typing part of its name; the choice is kept and restored on return', async () => {
    const project = projectNamed('Green Valley Villas');
    const { user, unmount } = renderApp('/quotation-management', { as: 'admin' });
    expect(await screen.findByText('Select a project')).toBeInTheDocument();

    await user.type(await picker(), 'valley');
    const listbox = screen.getByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent('Green Valley Villas');
    expect(options[0]).toHaveTextContent(project.projectNumber);
    await user.click(options[0]);

    expect(await screen.findByText(project.projectNumber)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Green Valley Villas' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: itemsOf(project._id)[0].description })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.selectedProjectId)).toBe(project._id);
    expect(await picker()).toHaveValue('Green Valley Villas');

    unmount();
    renderApp('/quotation-management', { as: 'admin' });
    expect(await screen.findByRole('cell', { name: itemsOf(project._id)[0].description })).toBeInTheDocument();
    expect(await picker()).toHaveValue('Green Valley Villas');
    expect(screen.getByText(project.projectNumber)).toBeInTheDocument();
  });

  test('finds a project by its number and picks it with the keyboard; Escape closes the list', async () => {
    const project = projectNamed('Municipal School Renovation, Hubballi');
    const { user } = renderApp('/quotation-management', { as: 'admin' });
    const input = await picker();
    await waitFor(() => expect(screen.queryByText('Loading projects...')).not.toBeInTheDocument());

    await user.type(input, project.projectNumber.slice(-4));
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, project.projectNumber.slice(-4));
    await user.keyboard('{ArrowDown}');
    const option = within(screen.getByRole('listbox')).getByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('Municipal School Renovation, Hubballi');
    expect(localStorage.getItem(STORAGE_KEYS.selectedProjectId)).toBe(project._id);
    expect(await screen.findByRole('cell', { name: itemsOf(project._id)[0].description })).toBeInTheDocument();
  });

  test('the suggestion list closes 150 ms after the field loses focus', async () => {
    const { user } = renderApp('/quotation-management', { as: 'admin' });
    const input = await picker();
    await user.type(input, 'sai');
    expect(screen.getByRole('listbox')).toBeInTheDocument();

    useFakeTimeouts();
    // The focus leaves at a known instant, so the delay is measured to the millisecond.
    act(() => input.blur());
    act(() => vi.advanceTimersByTime(149));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  test('a project that matches nothing says so', async () => {
    const { user } = renderApp('/quotation-management', { as: 'admin' });
    await user.type(await picker(), 'no such project');
    expect(screen.getByText('No matching projects')).toBeInTheDocument();
  });

  test('a failed project list says so and Retry recovers', async () => {
    addScenario(htmlPage('GET', '/project/getAllProjects'));
    const { user } = renderApp('/quotation-management', { as: 'admin' });
    expect(await screen.findByText('Failed to fetch projects. Please check if the backend is running.')).toBeInTheDocument();
    clearScenarios();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.type(await picker(), 'green');
    expect(await screen.findByRole('option', { name: /green valley villas/i })).toBeInTheDocument();
  });
});

describe('/quotation-management: the item list', () => {
  test('shows S.No, description, amount, date in dd/mm/yyyy and the header chips', async () => {
    const { project, items } = await openSeededProject();
    const table = await itemsTable();
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['S.No', 'Description', 'Amount', 'Date', 'Actions', 'Links']);

    const first = rowOf(items[0].description);
    const cells = within(first).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('1');
    const [y, m, d] = items[0].date.split('-');
    expect(cells[3]).toHaveTextContent(`${d}/${m}/${y}`);

    expect(screen.getByText('5 items')).toBeInTheDocument();
    const total = items.reduce((sum, item) => sum + expectedAmount(item._id), 0);
    expect(await screen.findByText(`Total: ${formatRupees(total)}`)).toBeInTheDocument();
    expect(screen.getByText(project.projectNumber)).toBeInTheDocument();
  });

  test("an item's amount is its materials' qty × rate plus its wages, else the amount it was created with", async () => {
    const { items } = await openSeededProject();
    const withSheets = items[0];
    const materials = db.quotationMaterials.findMany((q) => q.where({ quotationId: withSheets._id }));
    const labour = db.labourWork.findMany((q) => q.where({ quotationId: withSheets._id }));
    expect(materials.length).toBeGreaterThan(0);
    expect(labour.length).toBeGreaterThan(0);
    // Cement 120 × 420 + steel 2.5 × 62,000 + wages 950 + 650.
    expect(expectedAmount(withSheets._id)).toBe(207_000);
    expect(await within(rowOf(withSheets.description)).findByText('₹2,07,000.00')).toBeInTheDocument();

    const withoutSheets = items[items.length - 1];
    expect(db.quotationMaterials.findMany((q) => q.where({ quotationId: withoutSheets._id }))).toHaveLength(0);
    expect(await within(rowOf(withoutSheets.description)).findByText('₹1,25,000.00')).toBeInTheDocument();
  });

  test('chips count one item in the singular and total in Indian format', async () => {
    const project = await addProject('Single Item Works', [{ description: 'Boundary wall in solid blocks', totalAmount: 125_000 }]);
    await openProject(project._id);
    expect(screen.getByText('1 item')).toBeInTheDocument();
    expect(await screen.findByText('Total: ₹1,25,000.00')).toBeInTheDocument();
  });

  test('a project without items shows the empty state', async () => {
    const project = await addProject('Empty Works', []);
    localStorage.setItem(STORAGE_KEYS.selectedProjectId, project._id);
    renderApp('/quotation-management', { as: 'admin' });
    expect(await screen.findByText('No quotation item found')).toBeInTheDocument();
    expect(screen.getByText('0 items')).toBeInTheDocument();
    expect(screen.getByText('Total: ₹0.00')).toBeInTheDocument();
  });

  test('the search filters by description or item number', async () => {
    const project = await addProject('Search Works', [
      { description: 'Excavation in hard rock', itemNo: 'EX-1' },
      { description: 'Brick masonry in CM 1:6', itemNo: 'BM-2' },
      { description: 'Plastering of ceilings', itemNo: 'PL-3' },
    ]);
    const { user } = await openProject(project._id);
    const table = await itemsTable();
    const search = screen.getByRole('searchbox', { name: /search by description or item number/i });

    await user.type(search, 'MASONRY');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('Brick masonry in CM 1:6')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'pl-3');
    await waitFor(() => expect(within(table).queryByText('Brick masonry in CM 1:6')).not.toBeInTheDocument());
    applyPageStyles();
    expect(within(table).getByText('Plastering of ceilings')).toBeVisible();
    expect(within(table).getAllByRole('row')).toHaveLength(2);

    await user.clear(search);
    await user.type(search, 'nothing like this');
    expect(await within(table).findByText('No quotation item found')).toBeInTheDocument();
    expect(screen.getByText('3 items')).toBeInTheDocument();
  });

  test('descriptions over 120 characters are clamped with Show more / Show less', async () => {
    const long = `${'Providing and laying cement concrete 1:2:4 with 20 mm graded aggregate for lintels, '.repeat(2)}sills and chajjas.`;
    expect(long.length).toBeGreaterThan(120);
    const project = await addProject('Long Text Works', [{ description: long }]);
    localStorage.setItem(STORAGE_KEYS.selectedProjectId, project._id);
    const { user } = renderApp('/quotation-management', { as: 'admin' });

    const more = await screen.findByRole('button', { name: 'Show more' });
    expect(screen.queryByText(long, { exact: false })).not.toBeInTheDocument();
    expect(screen.getByText(long.slice(0, 60), { exact: false })).toBeInTheDocument();
    await user.click(more);
    expect(screen.getByText(long, { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });

  test.each([
    ['M Sheet', '/quotation-msheet'],
    ['Material', '/quotation-material'],
    ['Labor', '/quotation-labour'],
  ])('the %s button stores the item and opens %s', async (label, path) => {
    const { user, router, items, project } = await openSeededProject();
    const item = items[1];
    await user.click(within(rowOf(item.description)).getByRole('button', { name: label }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(localStorage.getItem(STORAGE_KEYS.selectedItemId)).toBe(item._id);
    expect(localStorage.getItem(STORAGE_KEYS.selectedProjectId)).toBe(project._id);
  });

  test('under 768 px the items are cards', async () => {
    const width = window.innerWidth;
    window.innerWidth = 500;
    onTestFinished(() => {
      window.innerWidth = width;
    });
    const project = projectNamed('Sai Residency – Block A');
    localStorage.setItem(STORAGE_KEYS.selectedProjectId, project._id);
    renderApp('/quotation-management', { as: 'admin' });
    const list = await screen.findByRole('list', { name: 'Quotation items' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    expect(screen.queryByRole('table', { name: 'Quotation items' })).not.toBeInTheDocument();
    const card = within(list).getAllByRole('listitem')[0];
    expect(within(card).getByText(itemsOf(project._id)[0].description)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Material' })).toBeInTheDocument();
    expect(await within(card).findByText('₹2,07,000.00')).toBeInTheDocument();
  });

  test('amounts refresh when the tab becomes visible again', async () => {
    const { items } = await openSeededProject();
    const item = items[0];
    const row = rowOf(item.description);
    expect(await within(row).findByText('₹2,07,000.00')).toBeInTheDocument();

    const cement = db.quotationMaterials.findFirst((q) => q.where({ quotationId: item._id, name: 'Cement OPC 53 grade' }))!;
    await db.quotationMaterials.update((q) => q.where({ _id: cement._id }), { data: (m) => void (m.qty = 220) });
    expect(expectedAmount(item._id)).toBe(249_000);

    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await within(row).findByText('₹2,49,000.00')).toBeInTheDocument();
  });

  test('amount look-ups share the sheets’ cache and run at most six at a time, all started together', async () => {
    const project = await addProject(
      'Many Items Works',
      Array.from({ length: 20 }, (_, i) => ({ description: `Item line ${i + 1}`, totalAmount: 100 })),
    );
    addScenario(slow('GET', '/material/quotationMaterial/:id', 40));
    addScenario(slow('GET', '/labourwork/quotation/:id', 40));
    const lookup = /\/api\/(material\/quotationMaterial|labourwork\/quotation)\//;
    let inFlight = 0;
    let most = 0;
    let started = 0;
    const onStart = ({ request }: { request: Request }) => {
      if (!lookup.test(request.url)) return;
      started += 1;
      inFlight += 1;
      most = Math.max(most, inFlight);
    };
    const onEnd = ({ request }: { request: Request }) => {
      if (lookup.test(request.url)) inFlight -= 1;
    };
    server.events.on('request:start', onStart);
    server.events.on('response:mocked', onEnd);
    onTestFinished(() => {
      server.events.removeListener('request:start', onStart);
      server.events.removeListener('response:mocked', onEnd);
    });

    const { queryClient } = await openProject(project._id);
    expect(await screen.findByText('Total: ₹2,000.00', undefined, LONG_WAIT)).toBeInTheDocument();
    expect(started).toBe(40);
    expect(most).toBe(AMOUNT_LOOKUP_CONCURRENCY);
    // The sheet screens read the same cache entries.
    const [first] = itemsOf(project._id);
    expect(queryClient.getQueryData(sheetKeys.materials.list(first._id))).toEqual([]);
    expect(queryClient.getQueryData(sheetKeys.labour.list(first._id))).toEqual([]);
  });

  test('a user who may only view projects sees the list without add, edit or delete', async () => {
    const viewer = await createStaff({ role: 'Project Viewer', permissions: ['VIEW_PROJECTS'] });
    const project = projectNamed('Sai Residency – Block A');
    await openProject(project._id, { as: { email: viewer.email } });
    const row = rowOf(itemsOf(project._id)[0].description);
    expect(within(row).getByRole('button', { name: 'M Sheet' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /edit|delete/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add quotation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Item' })).not.toBeInTheDocument();
  });

  test.each([
    ['an HTML page', () => htmlPage('GET', '/quotation/getQuotationItemsByProject/:projectId')],
    ['a 500', () => failWith('GET', '/quotation/getQuotationItemsByProject/:projectId', 500, { message: 'Database down' })],
    ['a network failure', () => networkFailure('GET', '/quotation/getQuotationItemsByProject/:projectId')],
  ])('a failed item load (%s) says so and Retry recovers', async (_case, scenario) => {
    addScenario(scenario());
    const project = projectNamed('Sai Residency – Block A');
    localStorage.setItem(STORAGE_KEYS.selectedProjectId, project._id);
    const { user } = renderApp('/quotation-management', { as: 'admin' });
    const banner = await screen.findByText('Failed to load quotation items', undefined, LONG_WAIT);
    expect(banner.closest('[role="alert"]')).toBeInTheDocument();
    expect(screen.queryByText('No quotation item found')).not.toBeInTheDocument();
    expect(screen.queryByText(/^\d+ items?$/)).not.toBeInTheDocument();
    clearScenarios();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: itemsOf(project._id)[0].description })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load quotation items')).not.toBeInTheDocument();
  });

  test('a failed amount look-up says so and Retry recovers', async () => {
    addScenario(htmlPage('GET', '/material/quotationMaterial/:id'));
    const { user, items } = await openSeededProject();
    expect(await screen.findByText('Failed to load quotation item amounts')).toBeInTheDocument();
    expect(within(rowOf(items[0].description)).getByText('Not available')).toBeInTheDocument();
    // The sum of the amounts that did load is not the project's total.
    expect(screen.getByText('Total: not loaded')).toBeInTheDocument();
    clearScenarios();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(rowOf(items[0].description)).findByText('₹2,07,000.00')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load quotation item amounts')).not.toBeInTheDocument();
    const total = items.reduce((sum, item) => sum + expectedAmount(item._id), 0);
    expect(await screen.findByText(`Total: ${formatRupees(total)}`)).toBeInTheDocument();
  });

  test('an edit while the amount look-up has failed sends its changes but no amount made from the failed read', async () => {
    addScenario(htmlPage('GET', '/material/quotationMaterial/:id'));
    const log = recordRequests();
    const { user, items } = await openSeededProject();
    const item = items[0];
    expect(await within(rowOf(item.description)).findByText('Not available')).toBeInTheDocument();
    await user.click(within(rowOf(item.description)).getByRole('button', { name: `Edit item ${item.itemNo}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Quotation Item' });
    await fillIn(user, within(dialog).getByRole('textbox', { name: /description/i }), 'Excavation in soft soil');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Quotation item updated successfully')).toBeInTheDocument();
    const [put] = received(log, 'PUT', '/quotation/updateQuotationItem/:id');
    expect(put.body).toEqual({ description: 'Excavation in soft soil' });
  });
});

describe('/quotation-management: add, edit and delete', () => {
  test('the inline form checks its fields, then adds an item at 0.00 and logs it', async () => {
    const log = recordRequests();
    const project = await addProject('Add Form Works', [{ description: 'Site clearance', totalAmount: 500 }]);
    const { user } = await openProject(project._id);
    const form = screen.getByRole('form', { name: 'Add quotation' });
    const description = within(form).getByRole('textbox', { name: /description/i });
    const date = within(form).getByLabelText(/^date/i);
    const total = within(form).getByRole('textbox', { name: 'Total Amount' });

    expect(date).toHaveValue(todayIso());
    expect(total).toHaveValue('0.00');
    expect(total).toHaveAttribute('readonly');
    expect(within(form).getByText('Computed from the materials and labour of the item')).toBeInTheDocument();

    fireEvent.change(date, { target: { value: '' } });
    await user.click(within(form).getByRole('button', { name: 'Add Quotation' }));
    expect(await within(form).findByText('Description is required')).toBeInTheDocument();
    expect(within(form).getByText('Date is required')).toBeInTheDocument();
    expect(received(log, 'POST', '/quotation/createQuotationItem')).toHaveLength(0);

    await user.type(description, '  Anti-termite treatment  ');
    fireEvent.change(date, { target: { value: '2026-04-09' } });
    await user.click(within(form).getByRole('button', { name: 'Add Quotation' }));

    expect(await screen.findByRole('cell', { name: 'Anti-termite treatment' })).toBeInTheDocument();
    expect(await screen.findByText('Quotation item added successfully')).toBeInTheDocument();
    const [post] = received(log, 'POST', '/quotation/createQuotationItem');
    expect(post.body).toEqual({ description: 'Anti-termite treatment', date: '2026-04-09', totalAmount: 0, projectId: project._id });
    const row = rowOf('Anti-termite treatment');
    expect(within(row).getByText('09/04/2026')).toBeInTheDocument();
    expect(await within(row).findByText('₹0.00')).toBeInTheDocument();
    expect(screen.getByText('2 items')).toBeInTheDocument();
    expect(description).toHaveValue('');
    expect(date).toHaveValue(todayIso());
    await waitFor(() => expect(received(log, 'POST', '/activity/create')).toHaveLength(1));
    await waitFor(() =>
      expect(received(log, 'POST', '/activity/create')[0].body).toMatchObject({ action: 'created', entityType: 'quotation', entityName: 'Anti-termite treatment' }),
    );
  });

  test('a failed add says so and keeps what was typed', async () => {
    addScenario(failWith('POST', '/quotation/createQuotationItem', 500, { message: 'Database down' }));
    const project = await addProject('Failing Add Works', [{ description: 'Site clearance' }]);
    const { user } = await openProject(project._id);
    const form = screen.getByRole('form', { name: 'Add quotation' });
    const description = within(form).getByRole('textbox', { name: /description/i });
    await fillIn(user, description, 'Waterproofing of sunken slab');
    await user.click(within(form).getByRole('button', { name: 'Add Quotation' }));

    const message = await within(form).findByText('Failed to save quotation item');
    expect(message.closest('[role="alert"]')).toBeInTheDocument();
    expect(description).toHaveValue('Waterproofing of sunken slab');
    expect(screen.queryByRole('cell', { name: 'Waterproofing of sunken slab' })).not.toBeInTheDocument();
  });

  test('edit checks both fields, then sends the changes and the computed amount', async () => {
    const log = recordRequests();
    const { user, items } = await openSeededProject();
    const item = items[0];
    const row = rowOf(item.description);
    await within(row).findByText('₹2,07,000.00');
    await user.click(within(row).getByRole('button', { name: `Edit item ${item.itemNo}` }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit Quotation Item' });
    const description = within(dialog).getByRole('textbox', { name: /description/i });
    const date = within(dialog).getByLabelText(/^date/i);
    expect(description).toHaveValue(item.description);
    expect(date).toHaveValue(item.date);

    await user.clear(description);
    fireEvent.change(date, { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Description is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Date is required')).toBeInTheDocument();

    await user.type(description, 'Excavation for foundation in hard murram');
    fireEvent.change(date, { target: { value: item.date } });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'Excavation for foundation in hard murram' })).toBeInTheDocument();
    expect(screen.getByText('Quotation item updated successfully')).toBeInTheDocument();
    const [put] = received(log, 'PUT', '/quotation/updateQuotationItem/:id');
    expect(put.path).toBe(`/quotation/updateQuotationItem/${item._id}`);
    expect(put.body).toEqual({ description: 'Excavation for foundation in hard murram', totalAmount: 207_000 });
    await waitFor(() => expect(received(log, 'POST', '/activity/create')[0]?.body).toMatchObject({ action: 'updated', entityType: 'quotation' }));
  });

  test('edit with nothing changed closes without a call', async () => {
    const log = recordRequests();
    const { user, items } = await openSeededProject();
    await user.click(within(rowOf(items[1].description)).getByRole('button', { name: `Edit item ${items[1].itemNo}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Quotation Item' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(received(log, 'PUT', '/quotation/updateQuotationItem/:id')).toHaveLength(0);
  });

  test('a failed edit says so and keeps what was typed', async () => {
    addScenario(failWith('PUT', '/quotation/updateQuotationItem/:id', 500));
    const { user, items } = await openSeededProject();
    await user.click(within(rowOf(items[0].description)).getByRole('button', { name: `Edit item ${items[0].itemNo}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Quotation Item' });
    const description = within(dialog).getByRole('textbox', { name: /description/i });
    await fillIn(user, description, 'Changed text');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const message = await within(dialog).findByText('Failed to save quotation item');
    expect(message.closest('[role="alert"]')).toBeInTheDocument();
    expect(description).toHaveValue('Changed text');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test('delete asks first, then removes the item and logs it', async () => {
    const log = recordRequests();
    const { user, items } = await openSeededProject();
    const item = items[2];
    await user.click(within(rowOf(item.description)).getByRole('button', { name: `Delete item ${item.itemNo}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this quotation item? This action cannot be undone.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(received(log, 'DELETE', '/quotation/deleteQuotationItem/:id')).toHaveLength(0);

    await user.click(within(rowOf(item.description)).getByRole('button', { name: `Delete item ${item.itemNo}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: item.description })).not.toBeInTheDocument());
    expect(screen.getByText('4 items')).toBeInTheDocument();
    expect(received(log, 'DELETE', '/quotation/deleteQuotationItem/:id').map((r) => r.path)).toEqual([`/quotation/deleteQuotationItem/${item._id}`]);
    expect(db.quotationItems.findFirst((q) => q.where({ _id: item._id }))).toBeUndefined();
    await waitFor(() => expect(received(log, 'POST', '/activity/create')[0]?.body).toMatchObject({ action: 'deleted', entityType: 'quotation', entityId: item._id }));
  });

  test('a failed delete says so in red and the item stays', async () => {
    addScenario(networkFailure('DELETE', '/quotation/deleteQuotationItem/:id'));
    const { user, items } = await openSeededProject();
    const item = items[0];
    await user.click(within(rowOf(item.description)).getByRole('button', { name: `Delete item ${item.itemNo}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const message = await screen.findByText('Failed to delete quotation item');
    expect(message.closest('[role="alert"]')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf(item.description)).toBeInTheDocument();
    expect(db.quotationItems.findFirst((q) => q.where({ _id: item._id }))).toBeDefined();
  });

  test('Add Item opens the add page for the chosen project', async () => {
    const { user, router, project } = await openSeededProject();
    await user.click(screen.getByRole('link', { name: 'Add Item' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/add-quotation-item/${project._id}`));
  });
});

describe('/add-quotation-item/:projectId', () => {
  async function openAddPage(projectName = 'Green Valley Villas') {
    const project = projectNamed(projectName);
    const view = renderApp(`/add-quotation-item/${project._id}`, { as: 'admin' });
    await screen.findByText(project.projectNumber, undefined, LONG_WAIT);
    const form = screen.getByRole('form', { name: 'Add quotation item' });
    const field = (name: RegExp) => within(form).getByLabelText(name);
    return { ...view, project, form, field };
  }

  test('shows the project, the default unit and date, and the total as quantity × rate', async () => {
    const { user, form, field } = await openAddPage();
    expect(screen.getByRole('heading', { name: 'Green Valley Villas' })).toBeInTheDocument();
    const unit = within(form).getByRole('combobox', { name: /unit/i });
    expect(unit).toHaveValue('units');
    const units = within(unit)
      .getAllByRole('option')
      .filter((o) => !(o as HTMLOptionElement).disabled)
      .map((o) => o.textContent);
    expect(units).toEqual(['units', 'kg', 'm', 'm²', 'm³', 'bricks', 'bags', 'tons', 'liters', 'pieces']);
    expect(field(/^date/i)).toHaveValue(todayIso());

    const total = within(form).getByRole('textbox', { name: 'Total Amount' });
    expect(total).toHaveAttribute('readonly');
    expect(total).toHaveValue('₹0.00');
    await user.type(field(/^quantity/i), '12.5');
    expect(total).toHaveValue('₹0.00');
    await user.type(field(/^rate/i), '4000');
    expect(total).toHaveValue('₹50,000.00');
    await user.clear(field(/^quantity/i));
    await user.type(field(/^quantity/i), '250');
    expect(total).toHaveValue('₹10,00,000.00');
  });

  test('every field is checked', async () => {
    const log = recordRequests();
    const { user, form, field } = await openAddPage();
    fireEvent.change(field(/^date/i), { target: { value: '' } });
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Description is required')).toBeInTheDocument();
    expect(within(form).getByText('Item number is required')).toBeInTheDocument();
    expect(within(form).getByText('Valid quantity is required')).toBeInTheDocument();
    expect(within(form).getByText('Valid rate is required')).toBeInTheDocument();
    expect(within(form).getByText('Date is required')).toBeInTheDocument();

    await fillIn(user, field(/^description/i), 'Compound wall');
    await fillIn(user, field(/^item number/i), '7');
    await fillIn(user, field(/^quantity/i), '0');
    await fillIn(user, field(/^rate/i), '-5');
    fireEvent.change(field(/^date/i), { target: { value: '2026-05-01' } });
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Valid quantity is required')).toBeInTheDocument();
    expect(within(form).getByText('Valid rate is required')).toBeInTheDocument();
    expect(within(form).queryByText('Description is required')).not.toBeInTheDocument();
    expect(within(form).queryByText('Date is required')).not.toBeInTheDocument();
    expect(received(log, 'POST', '/quotation/createQuotationItem')).toHaveLength(0);
  });

  test('Create sends the item with its total and returns to the list on that project', async () => {
    const log = recordRequests();
    const { user, form, field, project, router } = await openAddPage();
    await user.type(field(/^description/i), 'Compound wall in size stone masonry');
    await user.type(field(/^item number/i), '6');
    await user.type(field(/^quantity/i), '42.5');
    await user.selectOptions(within(form).getByRole('combobox', { name: /unit/i }), 'm³');
    await user.type(field(/^rate/i), '5200');
    fireEvent.change(field(/^date/i), { target: { value: '2026-05-01' } });
    await user.click(within(form).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/quotation-management'));
    const [post] = received(log, 'POST', '/quotation/createQuotationItem');
    expect(post.body).toEqual({
      description: 'Compound wall in size stone masonry',
      itemNo: '6',
      quantity: 42.5,
      unit: 'm³',
      rate: 5200,
      date: '2026-05-01',
      totalAmount: 221_000,
      projectId: project._id,
    });
    expect(localStorage.getItem(STORAGE_KEYS.selectedProjectId)).toBe(project._id);
    const row = (await screen.findByRole('cell', { name: 'Compound wall in size stone masonry' })).closest('tr') as HTMLElement;
    expect(await within(row).findByText('₹2,21,000.00')).toBeInTheDocument();
    await waitFor(() => expect(received(log, 'POST', '/activity/create')[0]?.body).toMatchObject({ action: 'created', entityType: 'quotation' }));
  });

  test('a failed create says so and keeps what was typed', async () => {
    addScenario(failWith('POST', '/quotation/createQuotationItem', 400, { message: 'Bad item' }));
    const { user, form, field, router } = await openAddPage();
    await fillIn(user, field(/^description/i), 'Gate and grills');
    await fillIn(user, field(/^item number/i), '9');
    await fillIn(user, field(/^quantity/i), '2');
    await fillIn(user, field(/^rate/i), '18000');
    await user.click(within(form).getByRole('button', { name: 'Create' }));

    const message = await within(form).findByText('Failed to create quotation item. Please try again.');
    expect(message.closest('[role="alert"]')).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/add-quotation-item\//);
    expect(field(/^description/i)).toHaveValue('Gate and grills');
    expect(field(/^item number/i)).toHaveValue('9');
    expect(field(/^quantity/i)).toHaveValue(2);
    expect(field(/^rate/i)).toHaveValue(18000);
  });

  test("a project that cannot be loaded says 'Failed to load project details'", async () => {
    addScenario(failWith('GET', '/project/getProjectById/:id', 404, { message: 'Project not found' }));
    const project = projectNamed('Green Valley Villas');
    const { user } = renderApp(`/add-quotation-item/${project._id}`, { as: 'admin' });
    expect(await screen.findByText('Failed to load project details')).toBeInTheDocument();
    clearScenarios();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(project.projectNumber)).toBeInTheDocument();
  });

  test.each(['Back', 'Cancel'])('%s returns to the list', async (label) => {
    const { user, router } = await openAddPage();
    await user.click(screen.getByRole('button', { name: label === 'Back' ? 'Back to quotation management' : label }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quotation-management'));
  });
});
