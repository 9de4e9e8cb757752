/** Client Billing's exports against the mock: the GSTR-1 file of a tax period and the Tally import of a date range. */
import { screen, waitFor, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { getRuntimeConfig, setRuntimeConfig } from '@/config/env';
import { formatRupees, roundMoney } from '@/lib/money';
import { recentPeriods, periodDays, returnPeriodCode } from '@/lib/taxPeriod';
import { db, newId } from '../../mocks/db';
import { addScenario, clearScenarios, failWith } from '../../mocks/scenarios';
import { catchDownloads } from '../csv';
import { renderApp } from '../renderApp';
import { SAMPLE_COMPANY } from '../sampleCompany';
import { screenWidth } from '../screen';

const LOAD = { timeout: 10_000 };
/** The period the dialogs start on: the month before today's. */
const LAST_MONTH = recentPeriods('month', new Date(), 2)[1];
const { from: FROM, to: TO } = periodDays(LAST_MONTH);

afterEach(() => clearScenarios());

function withCompany() {
  const before = getRuntimeConfig();
  setRuntimeConfig({ ...before, company: SAMPLE_COMPANY });
  onTestFinished(() => setRuntimeConfig(before));
}

/** yyyy-mm-dd of a bill's dd-mm-yyyy date. */
const dayOf = (date: string) => date.split('-').reverse().join('-');

/** Last month's bills in the mock's own database, read here apart from the app. */
function lastMonthsBills() {
  return db.bills.all().filter((bill) => dayOf(String(bill.date)) >= FROM && dayOf(String(bill.date)) <= TO);
}

async function openExport(name: 'Export GSTR-1' | 'Export to Tally') {
  screenWidth(1440);
  const view = renderApp('/client-billing', { as: 'accountant' });
  await within(await screen.findByRole('table', { name: 'Bills' }, LOAD)).findAllByRole('row', undefined, LOAD);
  await view.user.click(screen.getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name }, LOAD);
  return { ...view, dialog };
}

const rowCells = (table: HTMLElement, name: string) =>
  within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Export GSTR-1', () => {
  test('last month’s return: its totals are the bills’ own, the file holds each of them once and is named for the portal', async () => {
    withCompany();
    // One bill of last month the return cannot take as it stands: its client GSTIN fails the check.
    await db.bills.create({
      _id: newId(Date.now()),
      billNumber: 'INV-TEST-900',
      client: 'Typo Traders',
      clientGstin: '29AAKCS7421M1ZX',
      project: 'Sai Residency – Block A',
      date: FROM.split('-').reverse().join('-'),
      dueDate: FROM.split('-').reverse().join('-'),
      status: 'Pending',
      items: [{ description: 'Work', qty: 1, unit: 'lot', rate: 1000, amount: 1000 }],
      notes: '',
      taxRate: 18,
      subtotal: 1000,
      taxAmount: 180,
      total: 1180,
      createdAt: new Date().toISOString(),
    });
    const period = lastMonthsBills().filter((bill) => bill.billNumber !== 'INV-TEST-900');
    expect(period.length).toBeGreaterThan(0);
    const sum = (pick: (bill: (typeof period)[number]) => number) => roundMoney(period.reduce((total, bill) => total + pick(bill), 0));

    const { dialog, user } = await openExport('Export GSTR-1');
    const summary = await within(dialog).findByRole('table', { name: 'What the return holds' }, LOAD);
    const total = rowCells(summary, 'Total');
    expect(total[0]).toBe(String(period.length));
    expect(total[1]).toBe(formatRupees(sum((bill) => Number(bill.subtotal))));
    expect(total[5]).toBe(formatRupees(sum((bill) => Number(bill.total))));
    const taxes = total.slice(2, 5).map((cell) => Number(cell?.replace(/[₹,]/g, '')));
    expect(roundMoney(taxes.reduce((a, b) => a + b, 0))).toBe(sum((bill) => Number(bill.taxAmount)));

    const leftOut = within(dialog).getByRole('table', { name: 'Bills that cannot go in as they stand' });
    expect(rowCells(leftOut, 'INV-TEST-900')[0]).toBe('Typo Traders');
    expect(within(dialog).getByText(/^1 bill of this period cannot go into the return as it stands/)).toBeInTheDocument();

    const downloads = catchDownloads();
    onTestFinished(downloads.restore);
    await user.click(within(dialog).getByRole('button', { name: 'Download GSTR-1' }));
    const [file] = await downloads.files();
    expect(file.name).toBe(`GSTR1_${SAMPLE_COMPANY.gstin}_${returnPeriodCode(LAST_MONTH)}.json`);
    const json = JSON.parse(file.text) as {
      fp: string;
      b2b: { inv: { inum: string; itms: { itm_det: { txval: number } }[] }[] }[];
      b2cl: { inv: { inum: string; itms: { itm_det: { txval: number } }[] }[] }[];
      b2cs: { txval: number }[];
      nil: { inv: { nil_amt: number }[] };
    };
    const listed = [...json.b2b, ...json.b2cl].flatMap((group) => group.inv);
    expect(new Set(listed.map((inv) => inv.inum)).size).toBe(listed.length);
    expect(listed.map((inv) => inv.inum)).not.toContain('INV-TEST-900');
    const txval = [...listed.flatMap((inv) => inv.itms.map((item) => item.itm_det.txval)), ...json.b2cs.map((row) => row.txval), ...json.nil.inv.map((row) => row.nil_amt)];
    expect(roundMoney(txval.reduce((a, b) => a + b, 0))).toBe(sum((bill) => Number(bill.subtotal)));
    expect(await screen.findByText(`${file.name} downloaded.`)).toBeInTheDocument();
  });

  test('with the bills unread it says so and offers no file; after Retry the return is there', async () => {
    withCompany();
    addScenario(failWith('GET', '/bill/getall/bills', 500, { message: 'Database down' }));
    screenWidth(1440);
    const { user } = renderApp('/client-billing', { as: 'accountant' });
    await user.click(await screen.findByRole('button', { name: 'Export GSTR-1' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Export GSTR-1' }, LOAD);
    expect(await within(dialog).findByText('The bills could not be loaded.', undefined, LOAD)).toBeInTheDocument();
    expect(within(dialog).queryByRole('table', { name: 'What the return holds' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Download GSTR-1' })).toBeDisabled();
    clearScenarios();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('table', { name: 'What the return holds' }, LOAD)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download GSTR-1' })).toBeEnabled();
  });

  test('without the company’s GSTIN in config.json there is no return to make', async () => {
    const { dialog } = await openExport('Export GSTR-1');
    expect(await within(dialog).findByText(/config.json gives no valid company GSTIN/, undefined, LOAD)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download GSTR-1' })).toBeDisabled();
  });

  test('a quarter is offered by the quarter and named for its last month', async () => {
    withCompany();
    const { dialog, user } = await openExport('Export GSTR-1');
    await user.click(within(dialog).getByRole('button', { name: 'Quarterly' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Tax period' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(8);
    expect(options[0].textContent).toMatch(/^\w{3}–\w{3} \d{4} \(Q[1-4] of \d{4}-\d{2}\)$/);
  });
});

describe('Export to Tally', () => {
  test('last month’s bills as one balanced sales voucher each; a range backwards is refused', async () => {
    withCompany();
    const period = lastMonthsBills();
    const { dialog, user } = await openExport('Export to Tally');
    expect(await within(dialog).findByText(`${period.length} sales voucher${period.length === 1 ? '' : 's'}, one for each bill dated in the range.`, undefined, LOAD)).toBeInTheDocument();

    const from = within(dialog).getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2099-01-01');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The start date must be on or before the end date');
    expect(within(dialog).getByRole('button', { name: 'Download Tally XML' })).toBeDisabled();
    await user.clear(from);
    await user.type(from, FROM);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Download Tally XML' })).toBeEnabled());

    const downloads = catchDownloads();
    onTestFinished(downloads.restore);
    await user.click(within(dialog).getByRole('button', { name: 'Download Tally XML' }));
    const [file] = await downloads.files();
    expect(file.name).toBe(`tally-sales-${FROM}-${TO}.xml`);
    const doc = new DOMParser().parseFromString(file.text, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const vouchers = [...doc.getElementsByTagName('VOUCHER')];
    expect(vouchers.map((v) => v.getElementsByTagName('VOUCHERNUMBER')[0].textContent).sort()).toEqual(period.map((bill) => bill.billNumber).sort());
    for (const voucher of vouchers) {
      const paise = [...voucher.getElementsByTagName('AMOUNT')].reduce((total, amount) => total + Math.round(Number(amount.textContent) * 100), 0);
      expect(paise).toBe(0);
    }
  });
});
