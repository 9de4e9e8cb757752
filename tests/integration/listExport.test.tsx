import { screen, waitFor, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { PATHS } from '@/config/paths';
import { itemsSummary } from '@/features/billing/billColumns';
import { todayIso } from '@/lib/dates';
import { db, newId } from '../../mocks/db';
import { addScenario, clearScenarios } from '../../mocks/scenarios';
import { catchDownloads, parseCsv } from '../csv';
import { holdRequests } from '../holdRequests';
import { renderApp } from '../renderApp';
import { screenWidth } from '../screen';
import { addTestProject } from './helpers';

const LOAD = { timeout: 10_000 };
const SLOW = { timeout: 30_000 };

const exportButton = () => screen.getByRole('button', { name: 'Export CSV' });
const cellsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell'));

/** Export CSV clicked: the one file downloaded, read as a spreadsheet reads it. */
async function exportFile() {
  const downloads = catchDownloads();
  onTestFinished(downloads.restore);
  await screen.findByRole('button', { name: 'Export CSV' });
  exportButton().click();
  const files = await downloads.files();
  expect(files).toHaveLength(1);
  const [file] = files;
  expect(file.head).toEqual([0xef, 0xbb, 0xbf]);
  expect(file.text.endsWith('\r\n')).toBe(true);
  return { name: file.name, rows: parseCsv(file.text) };
}

afterEach(() => clearScenarios());

describe('Export CSV on the vendors (a plain list)', () => {
  const vendor = (id: string, vendorName: string, gst: string, extra: Record<string, unknown> = {}) => ({
    _id: id,
    vendorName,
    contactPerson: 'Farhan Ali',
    email: '',
    gstNumber: gst,
    category: 'Material Supplier',
    paymentTerms: 'Net 30',
    bankName: 'Union Bank of India',
    accountNumber: '520101234567890',
    ifscCode: 'UBIN0552011',
    address: '',
    phoneNumbers: [{ number: '9845000001' }],
    productsServices: ['Cement', 'Steel'],
    ...extra,
  });

  test('downloads the searched vendors in the order sorted, with the columns shown, and a name starting with = made harmless', async () => {
    screenWidth(1440);
    addScenario({
      method: 'GET',
      path: '/vendor/getAllVendors',
      status: 200,
      json: {
        success: true,
        vendors: [
          vendor('v1', 'Shree Traders', '29AAGFS4521K1ZX', { address: 'BH Road, Tumakuru' }),
          vendor('v2', '=HYPERLINK("http://evil.example","Click")', '29ABCDE1234F1Z5', { paymentTerms: '', productsServices: [] }),
          vendor('v3', 'Asian Build Chem', '27AAACA1234B1ZP'),
        ],
      },
    });
    const { user } = renderApp(PATHS.vendorManagement, { as: 'accountant' });
    await within(await screen.findByRole('table', { name: 'Vendors' }, LOAD)).findByText('Shree Traders', undefined, LOAD);
    await user.type(screen.getByRole('searchbox', { name: 'Search by vendor name or GST number' }), '29A');
    await user.click(screen.getByRole('button', { name: 'GST' }));
    await user.click(screen.getByRole('button', { name: 'GST' }));
    await waitFor(() => expect(cellsOf('Vendors').map((cells) => cells[2].textContent)).toEqual(['29ABCDE1234F1Z5', '29AAGFS4521K1ZX']));

    const file = await exportFile();
    expect(file.name).toBe(`vendors-${todayIso()}.csv`);
    expect(file.rows).toEqual([
      ['Vendor', 'Contact Info', 'GST', 'Category', 'Bank Details', 'Products/Services', 'Payment Terms'],
      ['\'=HYPERLINK("http://evil.example","Click")', 'Farhan Ali\n9845000001', '29ABCDE1234F1Z5', 'Material Supplier', 'Union Bank of India\nA/c 520101234567890\nIFSC UBIN0552011', '', ''],
      ['Shree Traders\nBH Road, Tumakuru', 'Farhan Ali\n9845000001', '29AAGFS4521K1ZX', 'Material Supplier', 'Union Bank of India\nA/c 520101234567890\nIFSC UBIN0552011', 'Cement; Steel', 'Net 30'],
    ]);
  });

  test('is disabled while no vendor matches', async () => {
    const { user } = renderApp(PATHS.vendorManagement, { as: 'accountant' });
    await screen.findByRole('table', { name: 'Vendors' }, LOAD);
    await waitFor(() => expect(exportButton()).toBeEnabled(), LOAD);
    await user.type(screen.getByRole('searchbox', { name: 'Search by vendor name or GST number' }), 'zzq');
    expect(exportButton()).toBeDisabled();
  });
});

describe('Export CSV on the labour salary (a list loaded in parts)', SLOW, () => {
  test('waits, saying why, until every record has arrived; then downloads the searched records sorted, wages as numbers and days as yyyy-mm-dd', async () => {
    const now = Date.now();
    const { project, items: [item] } = await addTestProject('Export Check Residency', [{ description: 'Plastering', date: '2026-03-14' }], now);
    const workers = [
      { name: '=Ravi Lamani', phone: '', wage: 850.5, paymentStatus: 'paid' },
      { name: 'Lakshmi Devi', phone: '9880011223', wage: 1200, paymentStatus: 'unpaid' },
      { name: 'Suresh Reddy', phone: '9880011224', wage: 640, paymentStatus: 'paid' },
    ] as const;
    for (const [i, worker] of workers.entries()) {
      await db.labourWork.create({ _id: newId(now + i), quotationId: item._id, task: 'Plastering', hours: 8, ...worker, createdAt: new Date(now + i).toISOString() });
    }

    const release = holdRequests('get', '/labourwork/quotation/:id');
    const { user } = renderApp(PATHS.labourSalary, { as: 'hrManager' });
    await screen.findByRole('progressbar', { name: 'Loading labour records' }, LOAD);
    expect(exportButton()).toBeDisabled();
    expect(exportButton()).toHaveAccessibleDescription('Export is available once all rows have loaded');
    release();
    await screen.findByRole('status', { name: 'Records shown' }, LOAD);
    await waitFor(() => expect(exportButton()).toBeEnabled(), LOAD);
    expect(screen.queryByText('Export is available once all rows have loaded')).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search by name, phone, project or quotation' }), 'Export Check');
    await user.click(screen.getByRole('button', { name: 'Wage' }));
    await user.click(screen.getByRole('button', { name: 'Wage' }));
    await waitFor(() => expect(cellsOf('Labour salary records').map((cells) => cells[0].textContent)).toEqual(['Lakshmi Devi', '=Ravi Lamani', 'Suresh Reddy']));

    const file = await exportFile();
    const projectShown = `Export Check Residency - ${project.projectNumber}`;
    expect(file.name).toBe(`labour-salary-${todayIso()}.csv`);
    expect(file.rows).toEqual([
      ['Name', 'Phone', 'Project', 'Wage', 'Date', 'Status'],
      ['Lakshmi Devi', '9880011223', projectShown, '1200', '2026-03-14', 'Unpaid'],
      ["'=Ravi Lamani", '', projectShown, '850.5', '2026-03-14', 'Paid'],
      ['Suresh Reddy', '9880011224', projectShown, '640', '2026-03-14', 'Paid'],
    ]);
  });
});

describe('Export CSV on the bills (money, dates, pages)', () => {
  test('downloads every filtered bill in the order sorted, amounts as plain numbers and dates as yyyy-mm-dd', async () => {
    screenWidth(1440);
    const year = new Date().getFullYear();
    const second = db.bills.all().find((b) => b.billNumber === `INV-${year}-002`)!;
    db.bills.update((q) => q.where({ _id: second._id }), {
      data(b) {
        b.client = '=SUM(A1:A9)';
      },
    });
    const { user } = renderApp('/client-billing', { as: 'accountant' });
    await within(await screen.findByRole('table', { name: 'Bills' }, LOAD)).findByText(`INV-${year}-008`, undefined, LOAD);
    await user.selectOptions(screen.getByLabelText('Status', { selector: 'select' }), 'Paid');
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    const paid = db.bills
      .all()
      .filter((b) => b.status === 'Paid')
      .sort((a, b) => a.total - b.total);
    await waitFor(() => expect(cellsOf('Bills').map((cells) => cells[0].querySelector('span')?.textContent)).toEqual(paid.map((b) => b.billNumber)));

    const file = await exportFile();
    const ymd = (dashed: string) => dashed.split('-').reverse().join('-');
    expect(file.name).toBe(`bills-${todayIso()}.csv`);
    expect(file.rows).toEqual([
      ['Bill Number', 'Items', 'Notes', 'Client', 'Project', 'Date', 'Due Date', 'Amount', 'Tax Rate (%)', 'Tax Amount', 'Status'],
      ...paid.map((b) => [
        b.billNumber,
        itemsSummary(b),
        b.notes,
        b.client.startsWith('=') ? `'${b.client}` : b.client,
        b.project,
        ymd(b.date),
        ymd(b.dueDate),
        String(b.total),
        String(b.taxRate),
        String(b.taxAmount),
        'Paid',
      ]),
    ]);
    expect(file.rows.some((row) => row[3] === "'=SUM(A1:A9)")).toBe(true);
    expect(file.rows.slice(1).every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row[5]) && /^-?\d+(\.\d+)?$/.test(row[7]))).toBe(true);
  });
});
