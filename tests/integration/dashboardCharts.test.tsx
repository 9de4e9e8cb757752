import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../mocks/db';
import { addScenario, clearScenarios, failWith } from '../../mocks/scenarios';
import { holdRequests } from '../holdRequests';
import { keepOutOfView } from '../inView';
import { renderApp } from '../renderApp';
import { received, recordRequests } from '../serverLog';

const LOAD = { timeout: 8000 };
const rupees = (n: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
const round = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number) => String(n).padStart(2, '0');
/** yyyy-mm-dd of the local day `days` before today. */
function isoDaysAgo(days: number) {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const region = (name: string) => screen.getByRole('region', { name });
/** A chart's table, found as a screen reader finds it, as rows of cell texts (header row left out). */
async function tableRows(name: string) {
  const table = await screen.findByRole('table', { name }, LOAD);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

async function openDashboard() {
  const view = renderApp('/dashboard', { as: 'admin' });
  await screen.findByRole('region', { name: 'Recent Projects' }, LOAD);
  // The parts paint as their reads answer: the page's progress goes once every first read has.
  await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading dashboard' })).not.toBeInTheDocument(), LOAD);
  return view;
}

/** The seed dates its quotation items in January 2026: moved to today, their wages and materials count in every period. */
function datingQuotationItemsToday() {
  db.quotationItems.updateMany((q) => q.where({}), { data: (item) => void (item.date = isoDaysAgo(0)) });
}

describe('the charts, each with its figures as a table', () => {
  test('billing by month, by status, for the period chosen', async () => {
    const { user } = await openDashboard();
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 90 days');

    // Expected: every seeded bill dated in the last 90 days, summed by month (dd-mm-yyyy → mm-yyyy) and status.
    const from = isoDaysAgo(89);
    const months = new Map<string, { paid: number; pending: number; overdue: number }>();
    for (let d = 89; d >= 0; d -= 1) months.set(isoDaysAgo(d).slice(0, 7), { paid: 0, pending: 0, overdue: 0 });
    for (const bill of db.bills.all()) {
      const [dd, mm, yyyy] = bill.date.split('-');
      if (`${yyyy}-${mm}-${dd}` < from) continue;
      const row = months.get(`${yyyy}-${mm}`)!;
      row[bill.status.toLowerCase() as 'paid'] += bill.total;
    }
    const label = (month: string) => new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
    const expected = [...months].map(([month, sums]) => [label(month), rupees(round(sums.paid)), rupees(round(sums.pending)), rupees(round(sums.overdue))]);

    expect(await tableRows('Billing by month')).toEqual(expected);
    expect(within(region('Billing by month')).getByRole('img', { name: /^Billing by month, Last 90 days/ })).toBeInTheDocument();

    // Last 7 days: the seed's bill of three days ago only, Pending.
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    const [yyyy, mm, dd] = isoDaysAgo(3).split('-');
    const latest = db.bills.all().find((b) => b.date === `${dd}-${mm}-${yyyy}`)!;
    expect(latest.status).toBe('Pending');
    const rows = await tableRows('Billing by month');
    // One month, or two when the week began in the month before: the one amount is in the Pending column.
    expect(rows.map((row) => row[2])).toContain(rupees(latest.total));
    expect(rows.flat().filter((cell) => cell !== rupees(0) && cell?.startsWith('₹'))).toEqual([rupees(latest.total)]);
  });

  test('projects by status: those under way in the period', async () => {
    await openDashboard();
    const from = isoDaysAgo(6);
    const to = isoDaysAgo(0);
    const counts = new Map<string, number>();
    for (const p of db.projects.all()) if (p.startDate <= to && p.endDate >= from) counts.set(p.status, (counts.get(p.status) ?? 0) + 1);
    const order = ['Pending', 'Planning', 'On Progress', 'Completed'];
    const expected = [...counts].sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0])).map(([status, n]) => [status, String(n)]);
    expect(expected.length).toBeGreaterThan(0);
    expect(await tableRows('Projects by status')).toEqual(expected);
  });

  test('wages paid and unpaid, and material cost by project (top 10), from the project lines', async () => {
    datingQuotationItemsToday();
    const { user } = await openDashboard();

    const paid = db.labourWork.all().filter((e) => e.paymentStatus === 'paid').reduce((s, e) => s + e.wage, 0);
    const unpaid = db.labourWork.all().filter((e) => e.paymentStatus !== 'paid').reduce((s, e) => s + e.wage, 0);
    expect(await tableRows('Wages paid and unpaid')).toEqual([
      ['Paid', rupees(paid)],
      ['Unpaid', rupees(unpaid)],
    ]);

    const costs = db.projects
      .all()
      .map((p) => ({ name: p.projectName, cost: round(db.quotationMaterials.all().filter((m) => m.projectId === p._id).reduce((s, m) => s + round(m.qty * m.rate), 0)) }))
      .filter((p) => p.cost > 0)
      .sort((a, b) => b.cost - a.cost || (a.name < b.name ? -1 : 1))
      .slice(0, 10);
    expect(await tableRows('Material cost by project (top 10)')).toEqual(costs.map((c) => [c.name, rupees(c.cost)]));

    // The table can be shown on screen too.
    const wages = region('Wages paid and unpaid');
    await user.click(within(wages).getByRole('button', { name: 'Show as table' }));
    expect(within(wages).getByRole('button', { name: 'Hide table' })).toBeInTheDocument();
  });
});

test('the cards and lists do not wait for the charts; the material lines are read after the labour lines, with the items cached', async () => {
  datingQuotationItemsToday();
  const log = recordRequests();
  const release = holdRequests('get', '/labourwork/quotation/:quotationId');
  await openDashboard();
  const wages = await screen.findByRole('region', { name: 'Wages paid and unpaid' }, LOAD);
  expect(within(wages).getByRole('progressbar', { name: 'Loading wages paid and unpaid' })).toBeInTheDocument();
  expect(within(region('Material cost by project (top 10)')).getByRole('progressbar', { name: 'Loading material cost by project (top 10)' })).toBeInTheDocument();
  // The charts drawn from the dashboard's own reads are there already.
  expect(await tableRows('Projects by status')).not.toHaveLength(0);
  expect(received(log, 'GET', '/material/quotationMaterial/:id')).toHaveLength(0);

  release();
  expect(await tableRows('Material cost by project (top 10)')).not.toHaveLength(0);
  // Each project's items read once, for both joins; the projects once, by the dashboard.
  expect(received(log, 'GET', '/quotation/getQuotationItemsByProject/:id')).toHaveLength(db.projects.all().length);
  expect(received(log, 'GET', '/project/getAllProjects')).toHaveLength(1);
  expect(received(log, 'GET', '/material/quotationMaterial/:id')).toHaveLength(db.quotationItems.all().length);
});

test('the charts load and draw only once scrolling brings them near, and read the wages and material costs once in view', async () => {
  datingQuotationItemsToday();
  const view = keepOutOfView();
  const log = recordRequests();
  await openDashboard();
  // Far below the screen (a phone showing the cards and lists): no chart, no spinner turning in their place.
  expect(screen.queryByRole('region', { name: 'Billing by month' })).not.toBeInTheDocument();
  expect(screen.queryByRole('progressbar', { name: 'Loading charts' })).not.toBeInTheDocument();

  // Near the screen: the charts drawn from the dashboard's own reads come.
  view.scrollIntoView();
  expect(await tableRows('Projects by status')).not.toHaveLength(0);
  expect(await tableRows('Billing by month')).not.toHaveLength(0);
  // The joins wait until the charts are in view: nothing is on its way for them, no spinner either.
  expect(within(region('Wages paid and unpaid')).queryByRole('progressbar')).not.toBeInTheDocument();
  expect(within(region('Material cost by project (top 10)')).queryByRole('progressbar')).not.toBeInTheDocument();
  expect(log.filter((r) => /^\/(labourwork|material|quotation)\//.test(r.path))).toEqual([]);

  view.scrollIntoView();
  expect(await tableRows('Wages paid and unpaid')).toHaveLength(2);
  expect(await tableRows('Material cost by project (top 10)')).not.toHaveLength(0);
});

test('wages need labour access and material costs materials access: without them neither chart nor its reads', async () => {
  const log = recordRequests();
  renderApp('/dashboard', { as: 'accountant' });
  expect(await tableRows('Projects by status')).not.toHaveLength(0);
  expect(await tableRows('Billing by month')).not.toHaveLength(0);
  expect(screen.queryByRole('region', { name: 'Wages paid and unpaid' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Material cost by project (top 10)' })).not.toBeInTheDocument();
  expect(log.filter((r) => /^\/(labourwork|material|quotation)\//.test(r.path))).toEqual([]);
});

test('the HR Manager sees the wages and not the material costs', async () => {
  datingQuotationItemsToday();
  const log = recordRequests();
  renderApp('/dashboard', { as: 'hrManager' });
  expect(await tableRows('Wages paid and unpaid')).toHaveLength(2);
  expect(screen.queryByRole('region', { name: 'Material cost by project (top 10)' })).not.toBeInTheDocument();
  expect(received(log, 'GET', '/material/quotationMaterial/:id')).toEqual([]);
});

describe('empty and error states', () => {
  test('nothing in the period says so, per chart', async () => {
    addScenario({ method: 'GET', path: '/bill/getall/bills', status: 200, json: [] });
    await openDashboard();
    // The seed's quotation items are dated January 2026: no wages or materials in the last 7 days.
    expect(await within(await screen.findByRole('region', { name: 'Wages paid and unpaid' }, LOAD)).findByText('No wages in this period', undefined, LOAD)).toBeInTheDocument();
    expect(await within(region('Material cost by project (top 10)')).findByText('No material costs in this period', undefined, LOAD)).toBeInTheDocument();
    expect(within(region('Billing by month')).getByText('No bills in this period')).toBeInTheDocument();
    expect(within(region('Billing by month')).queryByRole('table')).not.toBeInTheDocument();
  });

  test('a failed bills read shows its error with Retry, which reads again', async () => {
    addScenario(failWith('GET', '/bill/getall/bills', 500, { message: 'Down' }));
    const { user } = await openDashboard();
    const billing = await screen.findByRole('region', { name: 'Billing by month' }, LOAD);
    expect(within(billing).getByRole('alert')).toHaveTextContent('Failed to load bills');
    // The other charts still draw.
    expect(await tableRows('Projects by status')).not.toHaveLength(0);

    clearScenarios();
    await user.click(within(billing).getByRole('button', { name: 'Retry' }));
    expect(await tableRows('Billing by month')).not.toHaveLength(0);
    expect(within(billing).queryByRole('alert')).not.toBeInTheDocument();
  });

  test('line reads that failed, with nothing to draw among those that loaded, are said with Retry, not as nothing in the period', async () => {
    addScenario(failWith('GET', '/labourwork/quotation/:id', 500, { message: 'Down' }));
    const { user } = await openDashboard();
    const wages = await screen.findByRole('region', { name: 'Wages paid and unpaid' }, LOAD);
    await waitFor(() => expect(within(wages).getByRole('alert')).toHaveTextContent(/parts? failed to load; the figures may be incomplete\./), LOAD);
    expect(within(wages).queryByText('No wages in this period')).not.toBeInTheDocument();

    clearScenarios();
    await user.click(within(wages).getByRole('button', { name: 'Retry' }));
    // The seed's quotation items are dated January 2026: with every line read, nothing in the last 7 days.
    expect(await within(wages).findByText('No wages in this period', undefined, LOAD)).toBeInTheDocument();
    expect(within(wages).queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a failed projects read: the projects, wages and material charts say so; Retry reads again', async () => {
    addScenario(failWith('GET', '/project/getAllProjects', 500, { message: 'Down' }));
    const { user } = await openDashboard();
    const wages = await screen.findByRole('region', { name: 'Wages paid and unpaid' }, LOAD);
    await waitFor(() => expect(within(wages).getByRole('alert')).toHaveTextContent('Failed to load labour wages'), LOAD);
    expect(within(region('Projects by status')).getByRole('alert')).toHaveTextContent('Failed to load projects');
    await waitFor(() => expect(within(region('Material cost by project (top 10)')).getByRole('alert')).toHaveTextContent('Failed to load material costs'), LOAD);

    clearScenarios();
    datingQuotationItemsToday();
    await user.click(within(wages).getByRole('button', { name: 'Retry' }));
    expect(await tableRows('Wages paid and unpaid')).toHaveLength(2);
  });
});
