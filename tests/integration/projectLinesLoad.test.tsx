/**
 * The fan-out behind the salary screen and /purchasing (every project, its quotation items, each item's
 * lines): rows show as they arrive, failed parts are named with the server's message and retried alone,
 * and the projects and items are shared with the rest of the app through the query cache.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { PATHS } from '@/config/paths';
import { formatRupees } from '@/lib/money';
import { db, newId } from '../../mocks/db';
import { addScenario, clearScenarios, failWith, slow } from '../../mocks/scenarios';
import { holdRequests } from '../holdRequests';
import { renderApp } from '../renderApp';
import { received, recordRequests } from '../serverLog';
import { addTestProject } from './helpers';

const LOAD = { timeout: 10_000 };
const SLOW = { timeout: 30_000 };

beforeAll(async () => {
  await Promise.all([import('@/app/layout/AppLayout'), import('@/features/labour/LabourSalaryPage'), import('@/features/purchasing/PurchasingPage')]);
}, 60_000);

let extra = 0;

/** A project of our own, created after every seeded one (so listed first), with one item and its labour entries. */
async function addLabourSite(projectName: string, description: string, workers: { name: string; wage: number }[]) {
  extra += 1;
  const now = Date.now() + extra * 1000;
  const { project, items: [item] } = await addTestProject(projectName, [{ description, date: '2026-03-14' }], now);
  for (const [i, worker] of workers.entries()) {
    await db.labourWork.create({
      _id: newId(now + i),
      quotationId: item._id,
      name: worker.name,
      phone: '',
      task: 'Masonry',
      hours: 8,
      wage: worker.wage,
      paymentStatus: 'unpaid',
      createdAt: new Date(now + i).toISOString(),
    });
  }
  return { project, item };
}

/** The same with material lines. */
async function addMaterialSite(projectName: string, description: string, lines: { name: string; qty: number; rate: number; status?: string }[]) {
  extra += 1;
  const now = Date.now() + extra * 1000;
  const { project, items: [item] } = await addTestProject(projectName, [{ description, date: '2026-03-14' }], now);
  for (const [i, line] of lines.entries()) {
    await db.quotationMaterials.create({
      _id: newId(now + i),
      projectId: project._id,
      quotationId: item._id,
      name: line.name,
      qty: line.qty,
      unit: 'bags',
      rate: line.rate,
      vendor: 'Shree Traders',
      status: line.status ?? 'pending',
      createdAt: new Date(now + i).toISOString(),
    });
  }
  return { project, item };
}

const allEntries = () => db.labourWork.findMany(undefined);
const salaryTable = () => screen.getByRole('table', { name: 'Labour salary records' });
const salaryRows = () => within(salaryTable()).queryAllByRole('row').slice(1);
const card = (label: string, inside: HTMLElement = document.body) => within(inside).getByRole('group', { name: label });
const summaryTable = () => screen.getByRole('table', { name: 'Project purchase summaries' });
const summaryRow = (projectName: string) => within(summaryTable()).getByText(projectName).closest('tr')!;
const alertWith = (text: string) => screen.getByText(text).closest('[role="alert"]') as HTMLElement;

async function searchSalary(user: UserEvent, text: string) {
  const box = screen.getByRole('searchbox', { name: 'Search by name, phone, project or quotation' });
  await user.clear(box);
  await user.type(box, text);
}

describe('rows as they arrive', SLOW, () => {
  test('salary: loaded records show, are searched and changed while the rest is still coming; the figures say so far', async () => {
    const held = await addLabourSite('Tumkur Overhead Tank', 'Staging for the tank', [{ name: 'Held Worker Basappa', wage: 900 }]);
    await addLabourSite('Early Bird Godown', 'Godown plinth', [{ name: 'Early Worker Chandrappa', wage: 700 }]);
    const release = holdRequests('get', `/labourwork/quotation/${held.item._id}`);
    const log = recordRequests();
    const { user } = renderApp(PATHS.labourSalary, { as: 'hrManager' });

    // Every other item's records arrive while the held one is still out: the bar keeps saying so.
    const total = 1 + db.projects.findMany(undefined).length + db.quotationItems.findMany(undefined).length;
    const bar = await screen.findByRole('progressbar', { name: 'Loading labour records' }, LOAD);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', `Loading labour records: ${total - 1} of ${total} requests`), LOAD);
    await searchSalary(user, 'Early Worker');
    await waitFor(() => expect(salaryRows()).toHaveLength(1), LOAD);
    expect(within(salaryRows()[0]).getByText('Early Worker Chandrappa')).toBeInTheDocument();

    // The cards and the footer give the figures over what has loaded, marked as such.
    const loaded = allEntries().filter((e) => e.quotationId !== held.item._id);
    const wages = (entries: { wage: number }[]) => Math.round(entries.reduce((s, e) => s + e.wage, 0) * 100) / 100;
    expect(card('Total Wages')).toHaveTextContent(`${formatRupees(wages(loaded))}so far`);
    expect(card('Total Wages')).toHaveAttribute('aria-busy', 'true');
    const footer = screen.getByRole('status', { name: 'Records shown so far' });
    expect(footer).toHaveTextContent(`Showing 1 of ${loaded.length} records`);
    expect(footer).toHaveTextContent('so far');
    expect(screen.queryByRole('status', { name: 'Records shown' })).not.toBeInTheDocument();
    // 'Mark All' waits for the whole load.
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();

    // A status changed now is saved, and the rest of the load does not put the old one back.
    await user.selectOptions(within(salaryRows()[0]).getByRole('combobox', { name: 'Payment status of Early Worker Chandrappa' }), 'paid');
    expect(await screen.findByRole('alert', undefined, LOAD)).toHaveTextContent('Payment status updated to paid!');
    expect(received(log, 'PUT', '/labourwork/update/:id')).toHaveLength(1);

    await searchSalary(user, 'Held Worker');
    release();
    // The search stays applied: the held record joins it once it arrives.
    const done = await screen.findByRole('status', { name: 'Records shown' }, LOAD);
    await waitFor(() => expect(salaryRows()).toHaveLength(1), LOAD);
    expect(within(salaryRows()[0]).getByText('Held Worker Basappa')).toBeInTheDocument();
    expect(done).not.toHaveTextContent('so far');
    expect(card('Total Wages')).toHaveTextContent(new RegExp(`^Total Wages${formatRupees(wages(allEntries())).replace(/[.₹]/g, '\\$&')}$`));
    expect(card('Total Wages')).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await searchSalary(user, 'Early Worker');
    await waitFor(() => expect(salaryRows()).toHaveLength(1));
    expect(within(salaryRows()[0]).getByRole('combobox', { name: 'Payment status of Early Worker Chandrappa' })).toHaveValue('paid');
  });

  test("purchasing: projects whose lines are in show their status, the others 'Loading…'; search and cards work on what has loaded", async () => {
    const held = await addMaterialSite('Held Materials Site', 'Roof slab', [
      { name: 'Cement OPC 53 grade', qty: 10, rate: 400, status: 'completed' },
      { name: 'TMT bars', qty: 2, rate: 60_000, status: 'completed' },
    ]);
    const release = holdRequests('get', `/material/quotationMaterial/${held.item._id}`);
    const { user } = renderApp(PATHS.purchasing, { as: 'materialManager' });

    await waitFor(() => expect(within(summaryRow('Krishna Textiles Warehouse')).getByText('Completed')).toBeInTheDocument(), LOAD);
    const heldRow = within(summaryRow('Held Materials Site'));
    expect(heldRow.getByText('Loading…')).toBeInTheDocument();
    expect(heldRow.queryByText('Pending')).not.toBeInTheDocument();
    expect(card('Total Items')).toHaveTextContent('so far');
    expect(card('Total Cost')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Loading material lines' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search by project name or number' }), 'Krishna');
    await waitFor(() => expect(within(summaryTable()).getAllByRole('row')).toHaveLength(2));
    await user.clear(screen.getByRole('searchbox', { name: 'Search by project name or number' }));

    release();
    await waitFor(() => expect(within(summaryRow('Held Materials Site')).getByText('Completed')).toBeInTheDocument(), LOAD);
    expect(within(summaryRow('Held Materials Site')).getByText(formatRupees(124_000))).toBeInTheDocument();
    await waitFor(() => expect(card('Total Items')).not.toHaveAttribute('aria-busy'));
    expect(card('Total Items')).toHaveTextContent(new RegExp(`^Total Items${db.quotationMaterials.findMany(undefined).length}$`));
  });
});

describe('parts failing', SLOW, () => {
  test("salary: the screen's load-error text with the server's message names the missing item; Retry reads only it", async () => {
    const site = await addLabourSite('Raichur Pump House', 'Retaining wall footing', [{ name: 'Missing Worker Eranna', wage: 800 }]);
    addScenario(failWith('GET', `/labourwork/quotation/${site.item._id}`, 500, { message: 'Ledger offline' }));
    const log = recordRequests();
    const { user } = renderApp(PATHS.labourSalary, { as: 'hrManager' });
    const footer = await screen.findByRole('status', { name: 'Records shown' }, LOAD);

    const banner = alertWith('Failed to fetch labour records: Ledger offline');
    expect(within(banner).getByText('1 part of the labour records failed to load; the list may be incomplete.')).toBeInTheDocument();
    expect(within(banner).getByText('Missing: Retaining wall footing (Raichur Pump House)')).toBeInTheDocument();
    // The figures leave the missing records out, and say so.
    const total = allEntries().length;
    expect(footer).toHaveTextContent(`Showing ${total - 1} of ${total - 1} records`);
    expect(footer).toHaveTextContent('incomplete');
    expect(card('Total Wages')).toHaveTextContent('incomplete');

    clearScenarios();
    log.length = 0;
    await user.click(within(banner).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(footer).toHaveTextContent(`Showing ${total} of ${total} records`), LOAD);
    expect(footer).not.toHaveTextContent('incomplete');
    expect(card('Total Wages')).not.toHaveTextContent('incomplete');
    expect(screen.queryByText(/Failed to fetch labour records/)).not.toBeInTheDocument();
    const reads = log.filter((r) => r.method === 'GET' && !r.path.startsWith('/auth') && !r.path.startsWith('/labourprofile'));
    expect(reads.map((r) => r.path)).toEqual([`/labourwork/quotation/${site.item._id}`]);
  });

  test('purchasing: every material line but one item\'s failing names the missing items, claims no status, and the figures are incomplete; Retry reads only those', async () => {
    // One item's lines load: with nothing loaded at all the screen shows no figures (purchasing.test.tsx).
    const site = await addMaterialSite('Loaded Materials Site', 'Plinth beam', [{ name: 'Cement OPC 43 grade', qty: 5, rate: 380 }]);
    addScenario(failWith('GET', '/material/quotationMaterial/:id', 500, { message: 'Materials store offline' }));
    addScenario(slow('GET', `/material/quotationMaterial/${site.item._id}`, 0));
    const log = recordRequests();
    const { user } = renderApp(PATHS.purchasing, { as: 'materialManager' });
    const banner = (await screen.findByText('Failed to fetch material purchasing data: Materials store offline', undefined, LOAD)).closest('[role="alert"]') as HTMLElement;

    // Listed in project order, then item order, as the screen reads them.
    const projects = db.projects.findMany(undefined, { orderBy: { createdAt: 'desc' } });
    const items = projects.flatMap((project) =>
      db.quotationItems
        .findMany((q) => q.where({ projectId: project._id }))
        .filter((item) => item._id !== site.item._id)
        .map((item) => `${item.description} (${project.projectName})`),
    );
    expect(within(banner).getByText(`${items.length} parts of the material lines failed to load; the figures may be incomplete.`)).toBeInTheDocument();
    expect(within(banner).getByText(`Missing: ${items.slice(0, 3).join(', ')} +${items.length - 3} more`)).toBeInTheDocument();

    // No figure or status built from lines that did not load is shown as known.
    for (const label of ['Total Cost', 'Total Items']) expect(card(label)).toHaveTextContent('incomplete');
    for (const name of ['Krishna Textiles Warehouse', 'Green Valley Villas', 'Sai Residency – Block A']) {
      const row = within(summaryRow(name));
      expect(row.getByText('Not loaded')).toBeInTheDocument();
      expect(row.queryByText('Pending')).not.toBeInTheDocument();
      expect(row.queryByText(formatRupees(0))).not.toBeInTheDocument();
    }

    // View Purchases says it in its own words.
    await user.click(screen.getByRole('button', { name: 'View Purchases' }));
    const dialog = await screen.findByRole('dialog', { name: 'All Material Purchases' });
    expect(within(dialog).getByText('Failed to fetch data: Materials store offline')).toBeInTheDocument();
    expect(card('Total Cost', dialog)).toHaveTextContent('incomplete');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    clearScenarios();
    log.length = 0;
    await user.click(within(banner).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(summaryRow('Krishna Textiles Warehouse')).getByText('Completed')).toBeInTheDocument(), LOAD);
    expect(screen.queryByText(/Failed to fetch material purchasing data/)).not.toBeInTheDocument();
    expect(card('Total Items')).toHaveTextContent(new RegExp(`^Total Items${db.quotationMaterials.findMany(undefined).length}$`));
    const reads = log.filter((r) => r.method === 'GET' && !r.path.startsWith('/auth') && !r.path.startsWith('/vendor'));
    expect(reads).toHaveLength(items.length);
    expect(reads.every((r) => r.path.startsWith('/material/quotationMaterial/'))).toBe(true);
  });
});

describe('shared reads', SLOW, () => {
  test('/purchasing opened after /labor-salary reads only the material lines: the projects and items are still fresh', async () => {
    const { router } = renderApp(PATHS.labourSalary, { as: 'admin' });
    await screen.findByRole('status', { name: 'Records shown' }, LOAD);
    const log = recordRequests();
    await router.navigate(PATHS.purchasing);
    await waitFor(() => expect(within(summaryRow('Krishna Textiles Warehouse')).getByText('Completed')).toBeInTheDocument(), LOAD);
    await waitFor(() => expect(card('Total Items')).not.toHaveAttribute('aria-busy'), LOAD);
    expect(received(log, 'GET', '/project/getAllProjects')).toHaveLength(0);
    expect(received(log, 'GET', '/quotation/getQuotationItemsByProject/:id')).toHaveLength(0);
    expect(received(log, 'GET', '/material/quotationMaterial/:id')).toHaveLength(db.quotationItems.findMany(undefined).length);
  });
});
