import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Bill } from '@/api/bills';
import { getRuntimeConfig, resolveCompanyDetails, setRuntimeConfig } from '@/config/env';
import { BillPrintDialog } from './BillPrintDialog';
import { SAMPLE_COMPANY } from '../../../tests/sampleCompany';

const XSS = '<img src=x onerror=alert(1)>';

const BILL: Bill = {
  _id: 'b1',
  billNumber: 'INV-2026-007',
  client: 'Prestige Estates',
  project: 'Whitefield Villas (SGKE-2026-003)',
  date: '05-01-2026',
  dueDate: '04-02-2026',
  status: 'Pending',
  items: [
    { id: 'i1', description: 'Brickwork, ground floor', qty: 2, unit: 'm³', rate: 25_000, amount: 50_000 },
    { id: 'i2', description: XSS, qty: 4, unit: 'bags', rate: 12_500, amount: 50_000 },
  ],
  notes: `Deliver to site gate 2. ${XSS}`,
  taxRate: 18,
  subtotal: 1_00_000,
  taxAmount: 18_000,
  total: 1_18_000,
};

const COMPANY = SAMPLE_COMPANY;

function openInvoice(bill: Bill = BILL) {
  const onClose = vi.fn();
  render(<BillPrintDialog bill={bill} onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'TAX INVOICE' }) };
}

/** The text of the line that a label starts: 'GSTIN: 29ABCDE1234F1Z5'. */
function lineOf(container: HTMLElement, label: string): string {
  const line = within(container)
    .getAllByText(`${label}:`)
    .map((span) => span.parentElement?.textContent ?? '');
  expect(line).toHaveLength(1);
  return line[0];
}

const linesOf = (container: HTMLElement, labels: readonly string[]) => labels.map((label) => lineOf(container, label));
const BANK_LINES = ['Bank Name', 'Account Number', 'IFSC Code'];

function withCompany(company: unknown) {
  const before = getRuntimeConfig();
  setRuntimeConfig({ ...before, company: resolveCompanyDetails(company) });
  onTestFinished(() => setRuntimeConfig(before));
}

test('the invoice shows the company, the bill, its numbered items, the totals in rupees and in words, notes and payment terms', () => {
  withCompany(COMPANY);
  const { dialog } = openInvoice();

  expect(within(dialog).getByRole('heading', { level: 2, name: 'TAX INVOICE' })).toBeInTheDocument();
  expect(within(dialog).getByText(COMPANY.name)).toBeInTheDocument();
  expect(within(dialog).getByText(COMPANY.address)).toBeInTheDocument();
  expect(linesOf(dialog, ['Phone', 'Email', 'GSTIN'])).toEqual([
    'Phone: +91 80 4123 4567',
    'Email: accounts@sgkconstructions.in',
    'GSTIN: 29ABCDE1234F1Z5',
  ]);

  expect(lineOf(dialog, 'Invoice Number')).toBe('Invoice Number: INV-2026-007');
  expect(lineOf(dialog, 'Date')).toBe('Date: 05-01-2026');
  expect(lineOf(dialog, 'Due Date')).toBe('Due Date: 04-02-2026');
  expect(within(dialog).getByRole('region', { name: 'Bill To' })).toHaveTextContent('Prestige Estates');
  expect(within(dialog).getByRole('region', { name: 'Project' })).toHaveTextContent('Whitefield Villas (SGKE-2026-003)');

  const rows = within(within(dialog).getByRole('table'))
    .getAllByRole('row')
    .map((row) => within(row).queryAllByRole(row.querySelector('th') ? 'columnheader' : 'cell').map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['S.No', 'Description', 'Qty', 'Unit', 'Rate', 'Amount'],
    ['1', 'Brickwork, ground floor', '2', 'm³', '₹25,000.00', '₹50,000.00'],
    ['2', XSS, '4', 'bags', '₹12,500.00', '₹50,000.00'],
  ]);

  const totals = within(dialog)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  expect(totals).toEqual([
    ['Subtotal', '₹1,00,000.00'],
    ['Tax (18%)', '₹18,000.00'],
    ['Total', '₹1,18,000.00'],
  ]);
  expect(lineOf(dialog, 'Amount in Words')).toBe('Amount in Words: One Lakh Eighteen Thousand Rupees Only');

  expect(within(dialog).getByRole('region', { name: 'Notes' })).toHaveTextContent(`Deliver to site gate 2. ${XSS}`);
  const terms = within(dialog).getByRole('region', { name: 'Payment Terms' });
  expect(within(terms).getByText('Please make payment within 30 days.')).toBeInTheDocument();
  expect(linesOf(terms, BANK_LINES)).toEqual(['Bank Name: State Bank of India', 'Account Number: 30123456789', 'IFSC Code: SBIN0001234']);
  expect(within(dialog).getByText('Thank you for your business!')).toBeInTheDocument();
});

test('without company details in config.json the invoice prints a placeholder for each', () => {
  withCompany(undefined);
  const { dialog } = openInvoice();
  expect(within(dialog).getByText('[Company Name]')).toBeInTheDocument();
  expect(within(dialog).getByText('[Company Address]')).toBeInTheDocument();
  expect(linesOf(dialog, ['Phone', 'Email', 'GSTIN', ...BANK_LINES])).toEqual([
    'Phone: [Company Phone]',
    'Email: [Company Email]',
    'GSTIN: [Company GSTIN]',
    'Bank Name: [Bank Name]',
    'Account Number: [Account Number]',
    'IFSC Code: [IFSC Code]',
  ]);
});

test('markup in notes, item descriptions and company details is shown as text, and no element is made from it', () => {
  withCompany({ ...COMPANY, name: XSS });
  const { dialog } = openInvoice({ ...BILL, client: XSS });
  expect(within(dialog).getByRole('cell', { name: XSS })).toBeInTheDocument();
  expect(within(dialog).getByRole('region', { name: 'Notes' })).toHaveTextContent(`Deliver to site gate 2. ${XSS}`);
  expect(within(dialog).getByRole('region', { name: 'Bill To' })).toHaveTextContent(XSS);
  expect(within(dialog).getByText(XSS, { selector: 'header p' })).toBeInTheDocument();
  expect(document.querySelector('img')).toBeNull();
});

test('tax with a fractional rate, paise in words, dates that are not dates, a bill without items or notes', () => {
  const { dialog } = openInvoice({
    ...BILL,
    date: '31-02-2026',
    dueDate: '2026-03-07',
    items: [],
    notes: '  ',
    taxRate: 12.5,
    subtotal: 1_234.5,
    taxAmount: 154.31,
    total: 1_388.81,
  });
  expect(lineOf(dialog, 'Date')).toBe('Date: 31-02-2026');
  expect(lineOf(dialog, 'Due Date')).toBe('Due Date: 07-03-2026');
  expect(within(dialog).getByRole('cell', { name: 'No items' })).toBeInTheDocument();
  expect(within(dialog).getByText('Tax (12.5%)').nextElementSibling).toHaveTextContent('₹154.31');
  expect(lineOf(dialog, 'Amount in Words')).toBe('Amount in Words: One Thousand Three Hundred Eighty-Eight Rupees and Eighty-One Paise Only');
  expect(within(dialog).queryByRole('region', { name: 'Notes' })).toBeNull();
});

test('Print prints the page; Close closes the dialog', async () => {
  const print = vi.spyOn(window, 'print').mockImplementation(() => {});
  onTestFinished(() => print.mockRestore());
  const user = userEvent.setup();
  const { dialog, onClose } = openInvoice();
  await user.click(within(dialog).getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
  expect(onClose).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('while the invoice is open, printing shows it alone on A4; the stylesheet goes when it closes', () => {
  const app = document.createElement('div');
  app.id = 'root';
  document.body.append(app);
  onTestFinished(() => app.remove());
  const printCss = () =>
    Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .join('')
      .replace(/\s+/g, '');

  const { unmount } = render(<BillPrintDialog bill={BILL} onClose={() => {}} />);
  const css = printCss();
  expect(css).toContain('@page{size:A4;margin:12mm;}');
  expect(css).toMatch(/@mediaprint\{.*body>\*:not\(\.invoice-print-root\)\{display:none!important;\}/);

  // The rule hides every other child of <body> (the app with its sidebar, header and navigation bar; the
  // test's own container) and keeps the dialog, whose buttons and backdrop are marked not to print.
  const hidden = 'body > *:not(.invoice-print-root)';
  const dialogRoot = screen.getByRole('dialog').closest('.invoice-print-root');
  expect(dialogRoot?.parentElement).toBe(document.body);
  expect(dialogRoot?.matches(hidden)).toBe(false);
  const others = Array.from(document.body.children).filter((child) => child !== dialogRoot);
  expect(others).toContain(app);
  expect(others.every((child) => child.matches(hidden))).toBe(true);
  expect(screen.getByRole('button', { name: 'Print' }).closest('.invoice-no-print')).not.toBeNull();
  expect(dialogRoot?.querySelector('.MuiBackdrop-root')).toHaveClass('invoice-no-print');
  expect(screen.getByRole('heading', { name: 'TAX INVOICE' }).closest('.invoice-no-print')).toBeNull();

  unmount();
  expect(printCss()).not.toContain('@page');
});
