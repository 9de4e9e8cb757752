/** /project-costs against the mock: each project's figures, worked out here from the mock's own records. */
import { screen, waitFor, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { PATHS } from '@/config/paths';
import { formatRupees, roundMoney } from '@/lib/money';
import { db, newId } from '../../mocks/db';
import { addScenario, clearScenarios, failWith } from '../../mocks/scenarios';
import { renderApp } from '../renderApp';
import { screenWidth } from '../screen';
import { catchDownloads, parseCsv } from '../csv';
import { createStaff } from './helpers';
import { applyPageStyles } from '../pageStyles';

const LOAD = { timeout: 15_000 };

beforeAll(async () => {
  await Promise.all([import('@/app/layout/AppLayout'), import('@/features/projectCosts/ProjectCostsPage')]);
}, 60_000);

afterEach(() => clearScenarios());

const table = () => screen.getByRole('table', { name: 'Project costs' });
const card = (label: string) => screen.getByRole('group', { name: label });
const HEADERS = ['Project', 'Budget', 'Quoted', 'Material cost', 'Labour cost', 'Billed', 'Received', 'Outstanding', 'Margin', '% of budget spent'];

function cellsOf(projectName: string): Record<string, string> {
  const row = within(table()).getByText(projectName).closest('tr') as HTMLElement;
  const headers = within(table()).getAllByRole('columnheader').map((h) => h.textContent ?? '');
  const cells = within(row).getAllByRole('cell').map((c) => c.textContent ?? '');
  return Object.fromEntries(headers.map((header, i) => [header, cells[i]]));
}

async function openCosts() {
  screenWidth(1440);
  const view = renderApp(PATHS.projectCosts, { as: 'admin' });
  await screen.findByRole('table', { name: 'Project costs' }, LOAD);
  // Rows show as they arrive, the cards marked 'so far' meanwhile: wait for the whole load.
  await waitFor(() => expect(card('Margin')).not.toHaveAttribute('aria-busy'), LOAD);
  await waitFor(() => expect(within(table()).queryAllByText('Loading…')).toHaveLength(0), LOAD);
  return view;
}

/** One project's figures, worked out from the mock's records as the issue defines them. */
function figuresOf(projectName: string) {
  const project = db.projects.findFirst((q) => q.where({ projectName }))!;
  const items = db.quotationItems.findMany((q) => q.where({ projectId: project._id }));
  let quoted = 0;
  let material = 0;
  let labour = 0;
  for (const item of items) {
    const lines = db.quotationMaterials.findMany((q) => q.where({ quotationId: item._id }));
    const wages = db.labourWork.findMany((q) => q.where({ quotationId: item._id }));
    const itemMaterial = lines.reduce((sum, line) => sum + roundMoney(line.qty * line.rate), 0);
    const itemLabour = wages.reduce((sum, entry) => sum + entry.wage, 0);
    quoted += lines.length + wages.length > 0 ? itemMaterial + itemLabour : item.totalAmount;
    material += itemMaterial;
    labour += itemLabour;
  }
  const bills = db.bills.all().filter((bill) => bill.project === projectName);
  const billedBeforeTax = bills.reduce((sum, bill) => sum + bill.subtotal, 0);
  const billed = bills.reduce((sum, bill) => sum + bill.total, 0);
  const received = bills.filter((bill) => bill.status === 'Paid').reduce((sum, bill) => sum + bill.total, 0);
  return {
    budget: project.budget,
    quoted: roundMoney(quoted),
    material: roundMoney(material),
    labour: roundMoney(labour),
    billedBeforeTax: roundMoney(billedBeforeTax),
    billed: roundMoney(billed),
    received: roundMoney(received),
    margin: roundMoney(billedBeforeTax - material - labour),
  };
}

describe('/project-costs', () => {
  test('one row per project with its budget, quoted amount, costs, billing and margin, each as the records give it', async () => {
    await openCosts();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(HEADERS);
    expect(within(table()).getAllByRole('row')).toHaveLength(db.projects.all().length + 1);
    for (const name of ['Sai Residency – Block A', 'Krishna Textiles Warehouse']) {
      const expected = figuresOf(name);
      expect(expected.billed).toBeGreaterThan(0);
      const cells = cellsOf(name);
      expect(cells).toMatchObject({
        Budget: formatRupees(expected.budget),
        Quoted: formatRupees(expected.quoted),
        'Material cost': formatRupees(expected.material),
        'Labour cost': formatRupees(expected.labour),
        Billed: `${formatRupees(expected.billedBeforeTax)}${formatRupees(expected.billed)} with tax`,
        Received: formatRupees(expected.received),
        Outstanding: formatRupees(roundMoney(expected.billed - expected.received)),
        Margin: formatRupees(expected.margin),
      });
      const spent = ((expected.material + expected.labour) / expected.budget) * 100;
      expect(cells['% of budget spent']).toBe(`${(Math.round(spent * 10) / 10).toFixed(1)} %`);
    }
    // A figure keeps to one line in the table: a negative margin ('-₹12,500.00') does not break after its minus sign.
    applyPageStyles();
    const row = within(table()).getByText('Krishna Textiles Warehouse').closest('tr') as HTMLElement;
    const moneyCells = within(row).getAllByRole('cell').filter((_, i) => ['Budget', 'Quoted', 'Material cost', 'Labour cost', 'Received', 'Outstanding', 'Margin'].includes(HEADERS[i]));
    expect(moneyCells.map((cell) => getComputedStyle(cell).whiteSpace)).toEqual(Array(7).fill('nowrap'));
  });

  test('Export CSV writes every figure as a number, billed before and with tax in columns of their own', async () => {
    await openCosts();
    const downloads = catchDownloads();
    onTestFinished(downloads.restore);
    screen.getByRole('button', { name: 'Export CSV' }).click();
    const [file] = await waitFor(async () => {
      const files = await downloads.files();
      expect(files).toHaveLength(1);
      return files;
    });
    const [header, ...rows] = parseCsv(file.text);
    expect(header).toEqual(['Project', 'Budget', 'Quoted', 'Material cost', 'Labour cost', 'Billed (before tax)', 'Billed (with tax)', 'Received', 'Outstanding', 'Margin', '% of budget spent']);
    const krishna = rows.find((row) => row[0] === 'Krishna Textiles Warehouse')!;
    const expected = figuresOf('Krishna Textiles Warehouse');
    expect(krishna.slice(1, 7).map(Number)).toEqual([expected.budget, expected.quoted, expected.material, expected.labour, expected.billedBeforeTax, expected.billed]);
  });

  test('the cards are the sums of the records: every bill of a listed project, every cost', async () => {
    await openCosts();
    const names = new Set(db.projects.all().map((p) => p.projectName));
    const billed = roundMoney(db.bills.all().filter((bill) => names.has(bill.project)).reduce((sum, bill) => sum + bill.subtotal, 0));
    const material = db.quotationMaterials.all().reduce((sum, line) => sum + roundMoney(line.qty * line.rate), 0);
    const labour = db.labourWork.all().reduce((sum, entry) => sum + entry.wage, 0);
    expect(card('Projects')).toHaveTextContent(String(names.size));
    expect(card('Billed (before tax)')).toHaveTextContent(formatRupees(billed));
    expect(card('Material and labour cost')).toHaveTextContent(formatRupees(roundMoney(material + labour)));
    expect(card('Margin')).toHaveTextContent(formatRupees(roundMoney(billed - material - labour)));
  });

  test('says what it leaves out: a bill naming no project, a material line without a rate', async () => {
    const project = db.projects.all()[0];
    const item = db.quotationItems.findFirst((q) => q.where({ projectId: project._id }))!;
    await db.quotationMaterials.create({ _id: newId(Date.now()), projectId: project._id, quotationId: item._id, name: 'Sand', qty: 4, unit: 'm³', rate: 0, vendor: 'Sri Sai Traders', status: 'pending', createdAt: new Date().toISOString() });
    await db.bills.create({
      _id: newId(Date.now() + 1),
      billNumber: 'INV-TEST-1',
      client: 'Walk-in',
      project: 'A project since deleted',
      date: '01-11-2026',
      dueDate: '01-12-2026',
      status: 'Pending',
      items: [{ description: 'Work', qty: 1, unit: 'lot', rate: 5000, amount: 5000 }],
      notes: '',
      taxRate: 18,
      subtotal: 5000,
      taxAmount: 900,
      total: 5900,
      createdAt: new Date().toISOString(),
    });
    await openCosts();
    expect(screen.getByText(`1 bill (${formatRupees(5900)}) names no project on the list: left out of Billed, Received and Outstanding.`)).toBeInTheDocument();
    expect(screen.getByText('1 material line has no rate: left out of Material cost.')).toBeInTheDocument();
  });

  test('with the bills unread it says so: the billing figures are not shown, the costs are', async () => {
    addScenario(failWith('GET', '/bill/getall/bills', 500, { message: 'Database down' }));
    await openCosts();
    expect(screen.getByText('The bills could not be loaded: Billed, Received, Outstanding and Margin are not shown.')).toBeInTheDocument();
    const cells = cellsOf('Krishna Textiles Warehouse');
    expect(cells.Billed).toBe('—');
    expect(cells.Margin).toBe('—');
    expect(cells['Material cost']).toBe(formatRupees(figuresOf('Krishna Textiles Warehouse').material));
    expect(card('Billed (before tax)')).toHaveTextContent('—');
  });

  test('a project whose items failed to load says so in its row, the others are whole', async () => {
    const project = db.projects.findFirst((q) => q.where({ projectName: 'Krishna Textiles Warehouse' }))!;
    addScenario(failWith('GET', `/quotation/getQuotationItemsByProject/${project._id}`, 500, { message: 'Database down' }));
    screenWidth(1440);
    renderApp(PATHS.projectCosts, { as: 'admin' });
    await screen.findByRole('table', { name: 'Project costs' }, LOAD);
    await waitFor(() => expect(cellsOf('Krishna Textiles Warehouse')['Material cost']).toBe('Not loaded'), LOAD);
    expect(await screen.findByText(/of the wages and material lines failed to load/, undefined, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(cellsOf('Sai Residency – Block A').Quoted).toBe(formatRupees(figuresOf('Sai Residency – Block A').quoted)), LOAD);
  });

  test('a project’s breakdown: each quotation item quoted against its material and labour cost', async () => {
    const { user } = await openCosts();
    await user.click(screen.getByRole('button', { name: 'Breakdown of Krishna Textiles Warehouse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Costs of Krishna Textiles Warehouse' }, LOAD);
    const figures = within(dialog).getByRole('table', { name: 'Quoted against cost, by quotation item', hidden: true });
    const total = within(figures).getByRole('rowheader', { name: 'Total', hidden: true }).closest('tr') as HTMLElement;
    const expected = figuresOf('Krishna Textiles Warehouse');
    expect(within(total).getAllByRole('cell', { hidden: true }).map((c) => c.textContent)).toEqual([
      formatRupees(expected.quoted),
      formatRupees(expected.material),
      formatRupees(expected.labour),
      formatRupees(roundMoney(expected.quoted - expected.material - expected.labour)),
    ]);
  });

  test('opens only with both the projects and the accounts: a user holding one has no entry and is turned away', async () => {
    const projectsOnly = await createStaff({ role: 'Site Engineer', permissions: ['VIEW_PROJECTS', 'MANAGE_PROJECTS'] });
    screenWidth(1440);
    renderApp(PATHS.projectCosts, { as: projectsOnly });
    expect(await screen.findByText('Access Denied', undefined, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Project Costs' })).toBeNull();
  });
});
