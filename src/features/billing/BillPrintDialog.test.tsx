import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { normaliseBill, type Bill } from '@/api/bills';
import { getRuntimeConfig, resolveCompanyDetails, setRuntimeConfig } from '@/config/env';
import { BillPrintDialog } from './BillPrintDialog';
import { SAMPLE_COMPANY } from '../../../tests/sampleCompany';
import { applyPageStyles } from '../../../tests/pageStyles';

const XSS = '<img src=x onerror=alert(1)>';

const BILL: Bill = {
  _id: 'b1',
  billNumber: 'INV-2026-007',
  client: 'Prestige Estates',
  clientGstin: '29AAKCS7421M1ZQ',
  clientAddress: '4th Floor, Prestige Towers, Residency Road, Bengaluru 560025',
  placeOfSupply: '',
  reverseCharge: false,
  project: 'Whitefield Villas (SGKE-2026-003)',
  date: '05-01-2026',
  dueDate: '04-02-2026',
  status: 'Pending',
  items: [
    { id: 'i1', description: 'Brickwork, ground floor', hsnSac: '995411', qty: 2, unit: 'm³', rate: 25_000, amount: 50_000 },
    { id: 'i2', description: XSS, hsnSac: '', qty: 4, unit: 'bags', rate: 12_500, amount: 50_000 },
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

/** The supplier's block: the first column of the header. */
const supplierOf = (dialog: HTMLElement) => dialog.querySelector('header')!.firstElementChild as HTMLElement;

/** The totals as [label, amount] pairs. */
const totalsOf = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

test('the invoice shows the company, the bill, its numbered items, the totals in rupees and in words, notes and payment terms', () => {
  withCompany(COMPANY);
  const { dialog } = openInvoice();

  expect(within(dialog).getByRole('heading', { level: 2, name: 'TAX INVOICE' })).toBeInTheDocument();
  expect(within(dialog).getByText(COMPANY.name)).toBeInTheDocument();
  expect(within(dialog).getByText(COMPANY.address)).toBeInTheDocument();
  expect(linesOf(supplierOf(dialog), ['Phone', 'Email', 'GSTIN', 'State'])).toEqual([
    'Phone: +91 80 4123 4567',
    'Email: accounts@sgkconstructions.in',
    'GSTIN: 29ABCDE1234F1ZW',
    'State: Karnataka (29)',
  ]);

  expect(lineOf(dialog, 'Invoice Number')).toBe('Invoice Number: INV-2026-007');
  expect(lineOf(dialog, 'Date')).toBe('Date: 05-01-2026');
  expect(lineOf(dialog, 'Due Date')).toBe('Due Date: 04-02-2026');
  expect(lineOf(dialog, 'Place of Supply')).toBe('Place of Supply: Karnataka (29)');
  expect(lineOf(dialog, 'Tax Payable on Reverse Charge')).toBe('Tax Payable on Reverse Charge: No');
  expect(within(dialog).getByText('Original for Recipient', { selector: 'header p' })).toBeInTheDocument();
  const billTo = within(dialog).getByRole('region', { name: 'Bill To' });
  expect(billTo).toHaveTextContent('Prestige Estates');
  expect(within(billTo).getByText(BILL.clientAddress)).toBeInTheDocument();
  expect(lineOf(billTo, 'GSTIN')).toBe('GSTIN: 29AAKCS7421M1ZQ');
  expect(within(dialog).getByRole('region', { name: 'Project' })).toHaveTextContent('Whitefield Villas (SGKE-2026-003)');

  const rows = within(within(dialog).getByRole('table'))
    .getAllByRole('row')
    .map((row) => within(row).queryAllByRole(row.querySelector('th') ? 'columnheader' : 'cell').map((cell) => cell.textContent));
  // An item without an HSN/SAC code of its own prints the company's default SAC.
  expect(rows).toEqual([
    ['S.No', 'Description', 'HSN/SAC', 'Qty', 'Unit', 'Rate', 'Taxable Value'],
    ['1', 'Brickwork, ground floor', '995411', '2', 'm³', '₹25,000.00', '₹50,000.00'],
    ['2', XSS, '9954', '4', 'bags', '₹12,500.00', '₹50,000.00'],
  ]);

  // The client's GSTIN is of Karnataka, as is the company's: CGST and SGST at half the rate each.
  expect(totalsOf(dialog)).toEqual([
    ['Subtotal', '₹1,00,000.00'],
    ['CGST (9%)', '₹9,000.00'],
    ['SGST (9%)', '₹9,000.00'],
    ['Total', '₹1,18,000.00'],
  ]);
  expect(lineOf(dialog, 'Amount in Words')).toBe('Amount in Words: One Lakh Eighteen Thousand Rupees Only');

  expect(within(dialog).getByRole('region', { name: 'Notes' })).toHaveTextContent(`Deliver to site gate 2. ${XSS}`);
  const terms = within(dialog).getByRole('region', { name: 'Payment Terms' });
  expect(within(terms).getByText('Please make payment within 30 days.')).toBeInTheDocument();
  expect(linesOf(terms, BANK_LINES)).toEqual(['Bank Name: State Bank of India', 'Account Number: 30123456789', 'IFSC Code: SBIN0001234']);
  const signature = within(dialog).getByRole('region', { name: 'Authorised Signatory' });
  expect(signature).toHaveTextContent(/^For SGK Constructions Pvt\. Ltd\.Authorised Signatory$/);
  expect(within(dialog).getByText('Thank you for your business!')).toBeInTheDocument();
});

test('a client in another state (by its GSTIN) pays IGST at the full rate; the place of supply names that state', () => {
  withCompany(COMPANY);
  const { dialog } = openInvoice({ ...BILL, clientGstin: '27AAFFK3388P1ZL', taxAmount: 18_000.05, total: 1_18_000.05 });
  expect(lineOf(dialog, 'Place of Supply')).toBe('Place of Supply: Maharashtra (27)');
  expect(totalsOf(dialog)).toEqual([
    ['Subtotal', '₹1,00,000.00'],
    ['IGST (18%)', '₹18,000.05'],
    ['Total', '₹1,18,000.05'],
  ]);
});

test('a chosen place of supply wins over the client’s GSTIN; an odd paisa of tax goes to CGST', () => {
  withCompany(COMPANY);
  const { dialog } = openInvoice({ ...BILL, clientGstin: '27AAFFK3388P1ZL', placeOfSupply: '29', taxRate: 12.5, taxAmount: 154.31, reverseCharge: true });
  expect(lineOf(dialog, 'Place of Supply')).toBe('Place of Supply: Karnataka (29)');
  expect(lineOf(dialog, 'Tax Payable on Reverse Charge')).toBe('Tax Payable on Reverse Charge: Yes');
  expect(totalsOf(dialog).slice(1, 3)).toEqual([
    ['CGST (6.25%)', '₹77.16'],
    ['SGST (6.25%)', '₹77.15'],
  ]);
});

test('an unregistered client: no GSTIN or address under Bill To, the supplier’s state is the place of supply', () => {
  withCompany(COMPANY);
  const { dialog } = openInvoice({ ...BILL, clientGstin: '', clientAddress: '' });
  const billTo = within(dialog).getByRole('region', { name: 'Bill To' });
  expect(billTo).toHaveTextContent(/^Bill ToPrestige Estates$/);
  expect(lineOf(dialog, 'Place of Supply')).toBe('Place of Supply: Karnataka (29)');
  expect(totalsOf(dialog).map(([label]) => label)).toEqual(['Subtotal', 'CGST (9%)', 'SGST (9%)', 'Total']);
});

test('an invalid company GSTIN is said on the invoice, and the tax stays one line: no split is claimed', () => {
  withCompany({ ...COMPANY, gstin: '29ABCDE1234F1Z5' });
  const { dialog } = openInvoice();
  const supplier = supplierOf(dialog);
  expect(lineOf(supplier, 'GSTIN')).toBe('GSTIN: 29ABCDE1234F1Z5');
  expect(within(supplier).getByText('This GSTIN is not valid: correct company.gstin in config.json before issuing this invoice.')).toBeInTheDocument();
  expect(lineOf(supplier, 'State')).toBe('State: [Company State]');
  expect(totalsOf(dialog)).toEqual([
    ['Subtotal', '₹1,00,000.00'],
    ['Tax (18%)', '₹18,000.00'],
    ['Total', '₹1,18,000.00'],
  ]);
});

test('a bill from a provider that drops the GST fields prints the defaults and claims nothing it was not told', () => {
  withCompany(COMPANY);
  const raw = {
    _id: 'b9',
    billNumber: 'INV-2026-009',
    client: 'Prestige Estates',
    project: 'Whitefield Villas',
    date: '05-01-2026',
    dueDate: '04-02-2026',
    items: [{ description: 'Brickwork', qty: 2, unit: 'm³', rate: 25_000, amount: 50_000 }],
    notes: '',
    taxRate: 18,
    subtotal: 50_000,
    taxAmount: 9_000,
    total: 59_000,
  };
  const { dialog } = openInvoice(normaliseBill(raw));
  expect(within(dialog).getByRole('cell', { name: '9954' })).toBeInTheDocument();
  expect(lineOf(dialog, 'Place of Supply')).toBe('Place of Supply: Karnataka (29)');
  expect(lineOf(dialog, 'Tax Payable on Reverse Charge')).toBe('Tax Payable on Reverse Charge: No');
  expect(within(within(dialog).getByRole('region', { name: 'Bill To' })).queryByText('GSTIN:')).toBeNull();
  expect(totalsOf(dialog).slice(1, 3)).toEqual([
    ['CGST (9%)', '₹4,500.00'],
    ['SGST (9%)', '₹4,500.00'],
  ]);
});

test('the copy printed is a choice: Original for Recipient, or Duplicate for Supplier', async () => {
  withCompany(COMPANY);
  const user = userEvent.setup();
  const { dialog } = openInvoice();
  const copy = within(dialog).getByRole('radiogroup', { name: 'Copy' });
  expect(within(copy).getByRole('radio', { name: 'Original for Recipient' })).toBeChecked();
  await user.click(within(copy).getByRole('radio', { name: 'Duplicate for Supplier' }));
  expect(within(dialog).getByText('Duplicate for Supplier', { selector: 'header p' })).toBeInTheDocument();
  expect(within(dialog).queryByText('Original for Recipient', { selector: 'header p' })).toBeNull();
  expect(copy.closest('.invoice-no-print')).not.toBeNull();
});

test('up to 15 items are one page; the 16th starts a second page that repeats the header and the column headings', () => {
  withCompany(COMPANY);
  const item = (n: number) => ({ id: `i${n}`, description: `Item ${n}`, hsnSac: '', qty: 1, unit: 'lot', rate: 100, amount: 100 });
  const fifteen = openInvoice({ ...BILL, items: Array.from({ length: 15 }, (_, i) => item(i + 1)) });
  expect(within(fifteen.dialog).queryByRole('region', { name: /^Page/ })).toBeNull();
  expect(within(fifteen.dialog).getAllByRole('row')).toHaveLength(16);
  cleanup();

  const { dialog } = openInvoice({ ...BILL, items: Array.from({ length: 16 }, (_, i) => item(i + 1)) });
  const pages = within(dialog).getAllByRole('region', { name: /^Page \d of 2$/ });
  expect(pages.map((page) => page.getAttribute('aria-label'))).toEqual(['Page 1 of 2', 'Page 2 of 2']);
  const serials = (page: HTMLElement) => within(page).getAllByRole('cell').filter((cell) => cell.getAttribute('data-label') === 'S.No').map((cell) => cell.textContent);
  expect(serials(pages[0])).toEqual(Array.from({ length: 15 }, (_, i) => String(i + 1)));
  expect(serials(pages[1])).toEqual(['16']);
  for (const [index, page] of pages.entries()) {
    const header = within(page.querySelector('header')!);
    expect(header.getByText('TAX INVOICE')).toBeInTheDocument();
    expect(header.getByText(COMPANY.name)).toBeInTheDocument();
    expect(header.getByText(`Page ${index + 1} of 2`)).toBeInTheDocument();
    expect(lineOf(page.querySelector('header')!, 'Invoice Number')).toBe('Invoice Number: INV-2026-007');
    expect(within(page).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['S.No', 'Description', 'HSN/SAC', 'Qty', 'Unit', 'Rate', 'Taxable Value']);
  }
  // Bill To on the first page; the totals, terms and signature on the last; the first says it continues.
  expect(within(pages[0]).getByRole('region', { name: 'Bill To' })).toBeInTheDocument();
  expect(within(pages[0]).getByText('Continued on the next page')).toBeInTheDocument();
  expect(within(pages[0]).queryByRole('term')).toBeNull();
  expect(within(pages[1]).queryByRole('region', { name: 'Bill To' })).toBeNull();
  expect(within(pages[1]).getByText('Total')).toBeInTheDocument();
  expect(within(pages[1]).getByRole('region', { name: 'Authorised Signatory' })).toBeInTheDocument();
  // The dialog is named by the first page's heading only.
  expect(screen.getByRole('dialog', { name: 'TAX INVOICE' })).toBe(dialog);
});

test('without company details in config.json the invoice prints a placeholder for each', () => {
  withCompany(undefined);
  const { dialog } = openInvoice();
  expect(within(dialog).getByText('[Company Name]')).toBeInTheDocument();
  expect(within(dialog).getByText('[Company Address]')).toBeInTheDocument();
  expect(linesOf(supplierOf(dialog), ['Phone', 'Email', 'GSTIN', 'State'])).toEqual([
    'Phone: [Company Phone]',
    'Email: [Company Email]',
    'GSTIN: [Company GSTIN]',
    'State: [Company State]',
  ]);
  expect(linesOf(dialog, BANK_LINES)).toEqual([
    'Bank Name: [Bank Name]',
    'Account Number: [Account Number]',
    'IFSC Code: [IFSC Code]',
  ]);
  // Without the company's state no split can be told: the tax is one line, as before.
  expect(totalsOf(dialog).map(([label]) => label)).toEqual(['Subtotal', 'Tax (18%)', 'Total']);
});

test('markup in notes, item descriptions and company details is shown as text, and no element is made from it', () => {
  withCompany({ ...COMPANY, name: XSS });
  const { dialog } = openInvoice({ ...BILL, client: XSS, clientAddress: XSS, clientGstin: XSS, items: [{ ...BILL.items[1], hsnSac: XSS }] });
  expect(within(dialog).getAllByRole('cell', { name: XSS })).toHaveLength(2);
  expect(lineOf(within(dialog).getByRole('region', { name: 'Bill To' }), 'GSTIN')).toBe(`GSTIN: ${XSS}`);
  expect(within(dialog).getByRole('region', { name: 'Notes' })).toHaveTextContent(`Deliver to site gate 2. ${XSS}`);
  expect(within(dialog).getByRole('region', { name: 'Bill To' })).toHaveTextContent(`Bill To${XSS}${XSS}GSTIN: ${XSS}`);
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
  applyPageStyles();
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
