import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { PATHS } from '@/config/paths';
import { formatRupees } from '@/lib/money';
import { db, newId } from '../../mocks/db';
import { addScenario, clearScenarios, failWith, networkFailure } from '../../mocks/scenarios';
import { SEED_VENDORS } from '../../mocks/seedVendors';
import { renderApp } from '../renderApp';
import { received, recordRequests } from '../serverLog';
import { addTestProject, createStaff } from './helpers';

const LOAD = { timeout: 10_000 };
const SLOW = { timeout: 30_000 };

beforeAll(async () => {
  await Promise.all([import('@/app/layout/AppLayout'), import('@/features/purchasing/PurchasingPage')]);
}, 60_000);

const projectNamed = (name: string) => db.projects.findFirst((q) => q.where({ projectName: name }))!;
const linesOf = (projectId: string) => db.quotationMaterials.findMany((q) => q.where({ projectId }));
const cost = (lines: { qty: number; rate: number }[]) => Math.round(lines.reduce((s, l) => s + l.qty * l.rate, 0) * 100) / 100;

async function openPurchasing(as: 'admin' | 'materialManager' | 'projectManager' = 'materialManager') {
  const view = renderApp(PATHS.purchasing, { as });
  await screen.findByRole('group', { name: 'Total Items' });
  await waitFor(() => expect(screen.getByRole('group', { name: 'Total Items' })).not.toHaveTextContent('—'), LOAD);
  // Rows show as they arrive, the cards marked 'so far' meanwhile: wait for the whole load.
  await waitFor(() => expect(screen.getByRole('group', { name: 'Total Items' })).not.toHaveAttribute('aria-busy'), LOAD);
  return view;
}

const summaryTable = () => screen.getByRole('table', { name: 'Project purchase summaries' });
const summaryRow = (projectName: string) => within(summaryTable()).getByText(projectName).closest('tr')!;
const card = (label: string, within_: HTMLElement = document.body) => within(within_).getByRole('group', { name: label });
const toast = () => screen.findByRole('alert', undefined, LOAD);

const confirmClosed = () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm Bulk Update' })).not.toBeInTheDocument());

async function openAllPurchases(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'View Purchases' }));
  const dialog = await screen.findByRole('dialog', { name: 'All Material Purchases' });
  await within(dialog).findByRole('table', { name: 'Material lines' });
  return dialog;
}

describe('the purchasing screen', SLOW, () => {
  test('summarises every project: cards, items, cost, materials, vendors and the derived status', async () => {
    const { user } = await openPurchasing();
    const all = db.quotationMaterials.findMany(undefined);
    expect(card('Total Projects')).toHaveTextContent(String(db.projects.findMany(undefined).length));
    expect(card('Total Items')).toHaveTextContent(String(all.length));
    expect(card('Total Cost')).toHaveTextContent(formatRupees(cost(all)));
    // The last column is headed View, as the spec names it.
    expect(within(summaryTable()).getAllByRole('columnheader').at(-1)).toHaveTextContent(/^View$/);

    const warehouse = linesOf(projectNamed('Krishna Textiles Warehouse')._id);
    const row = within(summaryRow('Krishna Textiles Warehouse'));
    expect(row.getByText('Completed')).toBeInTheDocument();
    expect(row.getByText(formatRupees(cost(warehouse)))).toBeInTheDocument();
    expect(within(summaryRow('Green Valley Villas')).getByText('Pending')).toBeInTheDocument();

    const sai = linesOf(projectNamed('Sai Residency – Block A')._id);
    const done = sai.filter((l) => l.status === 'completed').length;
    const saiRow = within(summaryRow('Sai Residency – Block A'));
    expect(saiRow.getByText(`Partial (${done}/${sai.length})`)).toBeInTheDocument();
    // Five materials: the first two and '+3 more', then 'Show less'.
    const materials = [...new Set(sai.map((l) => l.name))];
    expect(materials).toHaveLength(5);
    expect(saiRow.queryByText(materials[2], { exact: false })).not.toBeInTheDocument();
    await user.click(saiRow.getByRole('button', { name: 'Show 3 more materials of Sai Residency – Block A' }));
    expect(saiRow.getByText(materials[4], { exact: false })).toBeInTheDocument();
    expect(saiRow.getByRole('button', { name: 'Show fewer materials of Sai Residency – Block A' })).toHaveTextContent('Show less');
  });

  test('searches projects by name or number and filters them by status', async () => {
    const { user } = await openPurchasing();
    const search = screen.getByRole('searchbox', { name: 'Search by project name or number' });
    await user.type(search, projectNamed('Green Valley Villas').projectNumber);
    await waitFor(() => expect(within(summaryTable()).getAllByRole('row')).toHaveLength(2));
    expect(within(summaryTable()).getByText('Green Valley Villas')).toBeInTheDocument();
    await user.clear(search);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    await waitFor(() => expect(within(summaryTable()).getAllByRole('row')).toHaveLength(2));
    expect(within(summaryTable()).getByText('Krishna Textiles Warehouse')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Partial');
    await waitFor(() => expect(within(summaryTable()).queryByText('Krishna Textiles Warehouse')).not.toBeInTheDocument());
    expect(within(summaryTable()).getByText('Sai Residency – Block A')).toBeInTheDocument();
  });

  test("a project's material details: totals, materials, and each vendor's details from the vendor list", async () => {
    const shree = SEED_VENDORS[0];
    // The vendor list lacks one of the project's vendors: that one has no details to show.
    addScenario(failWith('GET', '/vendor/getAllVendors', 200, SEED_VENDORS.filter((v) => v.vendorName !== 'Karnataka Steel Corporation').map((v) => ({ ...v, phoneNumbers: v.phones }))));
    const { user } = await openPurchasing();
    const project = projectNamed('Sai Residency – Block A');
    await user.click(within(summaryRow(project.projectName)).getByRole('button', { name: `View ${project.projectName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Project Material Details' });
    expect(within(dialog).getByText(project.projectNumber)).toBeInTheDocument();
    const lines = linesOf(project._id);
    expect(within(dialog).getByText(formatRupees(cost(lines)))).toBeInTheDocument();

    const shreeBlock = within(within(dialog).getByRole('region', { name: shree.vendorName }));
    expect(shreeBlock.getByText(shree.phones[0])).toBeInTheDocument();
    expect(shreeBlock.getByText(shree.gstNumber)).toBeInTheDocument();
    expect(shreeBlock.getByText(shree.bankName)).toBeInTheDocument();
    expect(shreeBlock.getByText(shree.accountNumber)).toBeInTheDocument();
    expect(shreeBlock.getByText(shree.ifscCode)).toBeInTheDocument();
    expect(shreeBlock.getByText(formatRupees(cost(lines.filter((l) => l.vendor === shree.vendorName))))).toBeInTheDocument();
    const steel = within(within(dialog).getByRole('region', { name: 'Karnataka Steel Corporation' }));
    expect(steel.getByText('Vendor details not available')).toBeInTheDocument();
  });

  test('View Purchases: a line marked completed shows at once, is saved with its status alone, and turns its project Partial', async () => {
    const log = recordRequests();
    const { user } = await openPurchasing();
    const project = projectNamed('Green Valley Villas');
    const [first] = linesOf(project._id);
    const dialog = await openAllPurchases(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Project' }), `${project.projectName} - ${project.projectNumber}`);
    const select = await within(dialog).findAllByRole('combobox', { name: `Status of ${first.name}` });
    await user.selectOptions(select[0], 'completed');
    expect(select[0]).toHaveValue('completed');
    expect(await toast()).toHaveTextContent('Status updated to completed');
    const puts = received(log, 'PUT', '/material/update/:id');
    expect(puts).toHaveLength(1);
    await waitFor(() => expect(puts[0].body).toEqual({ status: 'completed' }));
    await waitFor(() => expect(received(log, 'POST', '/activity/create').map((r) => r.body)).toContainEqual(expect.objectContaining({ action: 'completed', entityType: 'material' })));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const total = linesOf(project._id).length;
    expect(within(summaryRow(project.projectName)).getByText(`Partial (1/${total})`)).toBeInTheDocument();
  });

  test('a failed save puts the line back and says so in red', async () => {
    addScenario(failWith('PUT', '/material/update/:id', 500, { message: 'Database unavailable' }));
    const { user } = await openPurchasing();
    const project = projectNamed('Green Valley Villas');
    const dialog = await openAllPurchases(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Project' }), `${project.projectName} - ${project.projectNumber}`);
    const [select] = await within(dialog).findAllByRole('combobox', { name: /^Status of / });
    await user.selectOptions(select, 'completed');
    const alert = await toast();
    expect(alert).toHaveTextContent('Failed to update status');
    expect(alert.className).toMatch(/Error/);
    await waitFor(() => expect(select).toHaveValue('pending'));
    expect(linesOf(project._id).every((l) => l.status === 'pending')).toBe(true);
  });

  test('bulk: marks every filtered line after a confirmation, and only those', async () => {
    const log = recordRequests();
    const { user } = await openPurchasing();
    const project = projectNamed('Green Valley Villas');
    const targets = linesOf(project._id);
    const dialog = await openAllPurchases(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Project' }), `${project.projectName} - ${project.projectNumber}`);
    await waitFor(() => expect(within(dialog).getAllByRole('combobox', { name: /^Status of / })).toHaveLength(targets.length));
    expect(card('Pending', dialog)).toHaveTextContent(String(targets.length));
    await user.click(within(dialog).getByRole('button', { name: 'Mark All Completed' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Bulk Update' });
    expect(confirm).toHaveTextContent(`Are you sure you want to mark ${targets.length} materials as completed?`);
    await user.click(within(confirm).getByRole('button', { name: 'Mark All Completed' }));
    expect(await toast()).toHaveTextContent(`Successfully updated ${targets.length} materials to completed`);
    expect(received(log, 'PUT', '/material/update/:id').map((r) => r.path).sort()).toEqual(targets.map((l) => `/material/update/${l._id}`).sort());
    expect(linesOf(project._id).every((l) => l.status === 'completed')).toBe(true);
    await confirmClosed();
    expect(card('Completed', dialog)).toHaveTextContent(String(targets.length));
  });

  test('bulk: nothing to change says so; some failures are counted; all failing says Bulk update failed', async () => {
    const { user } = await openPurchasing();
    const project = projectNamed('Green Valley Villas');
    const [broken, ...rest] = linesOf(project._id);
    const dialog = await openAllPurchases(user);
    const search = within(dialog).getByRole('searchbox', { name: 'Search by material, quotation, project or vendor' });
    await user.type(search, 'no such material');
    await waitFor(() => expect(within(dialog).getByText('No materials match your search or filters.')).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Mark All Completed' }));
    expect(await toast()).toHaveTextContent('No materials to update');
    expect(screen.queryByRole('dialog', { name: 'Confirm Bulk Update' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Project' }), `${project.projectName} - ${project.projectNumber}`);
    addScenario(failWith('PUT', `/material/update/${broken._id}`, 500, { message: 'Locked' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark All Completed' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Bulk Update' })).getByRole('button', { name: 'Mark All Completed' }));
    await waitFor(() => expect(screen.getByText(`Successfully updated ${rest.length} materials to completed. 1 failed.`)).toBeInTheDocument(), LOAD);
    expect(db.quotationMaterials.findFirst((q) => q.where({ _id: broken._id }))!.status).toBe('pending');
    await confirmClosed();

    addScenario(failWith('PUT', '/material/update/:id', 500, { message: 'Database unavailable' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark All Pending' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Bulk Update' })).getByRole('button', { name: 'Mark All Pending' }));
    await waitFor(() => expect(screen.getByText('Bulk update failed: Database unavailable')).toBeInTheDocument(), LOAD);
    expect(linesOf(project._id).filter((l) => l.status === 'completed')).toHaveLength(rest.length);
  });

  test('a user who may only view materials sees every line but changes none', async () => {
    const viewer = await createStaff({ role: 'Material Manager', permissions: ['VIEW_MATERIALS'] });
    const view = renderApp(PATHS.purchasing, { as: { email: viewer.email } });
    await waitFor(() => expect(screen.getByRole('group', { name: 'Total Items' })).not.toHaveTextContent('—'), LOAD);
    await waitFor(() => expect(screen.getByRole('group', { name: 'Total Items' })).not.toHaveAttribute('aria-busy'), LOAD);
    const dialog = await openAllPurchases(view.user);
    const selects = within(dialog).getAllByRole('combobox', { name: /^Status of / });
    expect(selects.length).toBeGreaterThan(0);
    for (const select of selects) expect(select).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Mark All Completed' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mark All Pending' })).not.toBeInTheDocument();
  });

  test('rates that arrive with thousands commas are read as numbers', async () => {
    const { items: [item] } = await addTestProject('Comma Rates Site', [{ description: 'Steel for the canopy', date: '2026-05-02' }]);
    addScenario(
      failWith('GET', `/material/quotationMaterial/${item._id}`, 200, [
        { _id: newId(), quotationId: item._id, name: 'Canopy steel', qty: '2', unit: 'ton', rate: '1,250.50', vendor: 'Karnataka Steel Corporation', status: 'pending' },
      ]),
    );
    await openPurchasing();
    expect(within(summaryRow('Comma Rates Site')).getByText(formatRupees(2501))).toBeInTheDocument();
  });
});

describe('the purchasing load errors', SLOW, () => {
  test.each([
    ['a 404', () => addScenario(failWith('GET', '/project/getAllProjects', 404, { message: 'Not Found' })), 'Material purchase API endpoints not found. Please check if the backend routes are configured correctly.'],
    ['no connection', () => addScenario(networkFailure('GET', '/project/getAllProjects')), 'Cannot connect to server. Please check if the backend is running.'],
    ['a server error', () => addScenario(failWith('GET', '/project/getAllProjects', 500, { error: 'Projects store offline' })), 'Failed to fetch material purchasing data: Projects store offline'],
  ])('%s on the page, with Retry', async (_case, script, text) => {
    script();
    const { user } = renderApp(PATHS.purchasing, { as: 'materialManager' });
    expect(await screen.findByText(text, undefined, LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Purchases' }));
    const dialog = await screen.findByRole('dialog', { name: 'All Material Purchases' });
    const modalText = text.startsWith('Failed to fetch material purchasing data: ') ? text.replace('Failed to fetch material purchasing data: ', 'Failed to fetch data: ') : text;
    expect(within(dialog).getByText(modalText)).toBeInTheDocument();
  });

  test('part of the lines failing: what loaded shows, and Retry reads only the failed part', async () => {
    const project = projectNamed('Krishna Textiles Warehouse');
    addScenario(failWith('GET', `/quotation/getQuotationItemsByProject/${project._id}`, 500, { message: 'Timeout' }));
    const log = recordRequests();
    const { user } = renderApp(PATHS.purchasing, { as: 'materialManager' });
    expect(await screen.findByText('1 part of the material lines failed to load; the figures may be incomplete.', undefined, LOAD)).toBeInTheDocument();
    // The page's load-error text with the server's message, and what is missing.
    expect(screen.getByText('Failed to fetch material purchasing data: Timeout')).toBeInTheDocument();
    expect(screen.getByText('Missing: Krishna Textiles Warehouse')).toBeInTheDocument();
    // Its lines did not load: no status is claimed for it (it read 'Pending' before).
    expect(within(summaryRow('Krishna Textiles Warehouse')).getByText('Not loaded')).toBeInTheDocument();
    expect(within(summaryRow('Krishna Textiles Warehouse')).queryByText('Pending')).not.toBeInTheDocument();
    const { clearScenarios } = await import('../../mocks/scenarios');
    clearScenarios();
    const before = log.length;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(summaryRow('Krishna Textiles Warehouse')).getByText('Completed')).toBeInTheDocument(), LOAD);
    expect(received(log.slice(before), 'GET', '/project/getAllProjects')).toHaveLength(0);
  });

  test('every line failing is no result: the load error with Retry, no Data as of, no ₹0.00 cards', async () => {
    addScenario(failWith('GET', '/material/quotationMaterial/:id', 500, { message: 'Sheet store offline' }));
    const { user } = renderApp(PATHS.purchasing, { as: 'materialManager' });
    const message = await screen.findByText('Failed to fetch material purchasing data: Sheet store offline', undefined, LOAD);
    const banner = message.closest('[role="alert"]') as HTMLElement;
    expect(banner).toHaveTextContent(/parts? of the material lines failed to load; the figures may be incomplete\./);
    expect(screen.queryByText(/^Data as of/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Project purchase summaries' })).not.toBeInTheDocument();
    for (const label of ['Total Projects', 'Total Cost', 'Total Items']) expect(card(label)).toHaveTextContent(new RegExp(`^${label}—$`));
    expect(screen.queryByText(formatRupees(0))).not.toBeInTheDocument();

    // View Purchases says the same, and offers no bulk change over nothing.
    await user.click(screen.getByRole('button', { name: 'View Purchases' }));
    const dialog = await screen.findByRole('dialog', { name: 'All Material Purchases' });
    expect(within(dialog).getByText('Failed to fetch data: Sheet store offline')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mark All Completed' })).not.toBeInTheDocument();
    expect(card('Total Cost', dialog)).toHaveTextContent(/^Total Cost—$/);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    clearScenarios();
    await user.click(within(banner).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(card('Total Cost')).toHaveTextContent(formatRupees(cost(db.quotationMaterials.findMany(undefined)))), LOAD);
    expect(screen.getByText(/^Data as of \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(summaryRow('Krishna Textiles Warehouse')).getByText('Completed')).toBeInTheDocument();
  });

  test('the vendor list failing: the page and the Vendors part say so with Retry, not blank vendor details', async () => {
    addScenario(failWith('GET', '/vendor/getAllVendors', 500, { message: 'Vendor store offline' }));
    const { user } = await openPurchasing();
    const banner = (await screen.findByText('Vendors could not be loaded.', undefined, LOAD)).closest('[role="alert"]') as HTMLElement;
    expect(within(banner).getByRole('button', { name: 'Retry' })).toBeInTheDocument();

    const project = projectNamed('Sai Residency – Block A');
    await user.click(within(summaryRow(project.projectName)).getByRole('button', { name: `View ${project.projectName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Project Material Details' });
    const shree = SEED_VENDORS[0];
    const block = within(within(dialog).getByRole('region', { name: shree.vendorName }));
    expect(within(dialog).getByText('Vendors could not be loaded.')).toBeInTheDocument();
    expect(block.queryByText('Vendor details not available')).not.toBeInTheDocument();
    expect(block.getByText(formatRupees(cost(linesOf(project._id).filter((l) => l.vendor === shree.vendorName))))).toBeInTheDocument();

    clearScenarios();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(block.getByText(shree.gstNumber)).toBeInTheDocument(), LOAD);
    expect(within(dialog).queryByText('Vendors could not be loaded.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Vendors could not be loaded.')).not.toBeInTheDocument();
  });
});
