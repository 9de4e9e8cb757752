/**
 * The tax invoice a GST-registered client accepts (CGST Rules, rule 46), printed to PDF as staff print it:
 * an intra-state bill (CGST and SGST) and an inter-state one (IGST), each one A4 page holding every
 * particular the rule asks for; and a bill of 16 items on two pages, the second repeating the header.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, openSignedIn, test } from './fixtures';
import { SAMPLE_COMPANY } from '../sampleCompany';
import { MOCK_API_URL } from './urls';

/** config.json's company, in Karnataka (GSTIN state code 29). */
const COMPANY = SAMPLE_COMPANY;

const YEAR = new Date().getFullYear();
const number = (n: number) => `INV-${YEAR}-${String(n).padStart(3, '0')}`;

/** The printed PDF's pages and their size in points (A4 is 595 × 842). */
async function printToPdf(page: Page) {
  const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true })).toString('latin1');
  const pages = pdf.match(/\/Type\s*\/Page(?!s)/g) ?? [];
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf);
  return { pages: pages.length, size: box && [Math.round(Number(box[1])), Math.round(Number(box[2]))] };
}

async function openInvoice(page: Page, billNumber: string): Promise<Locator> {
  await page.getByLabel(/^Search bills/).fill(billNumber);
  await page.getByRole('button', { name: `Print bill ${billNumber}` }).click();
  const invoice = page.getByRole('dialog', { name: 'TAX INVOICE' });
  await expect(invoice.getByText(billNumber).first()).toBeVisible();
  return invoice;
}

async function closeInvoice(page: Page, invoice: Locator) {
  await page.emulateMedia({ media: 'screen' });
  await invoice.getByRole('button', { name: 'Close' }).click();
  await expect(invoice).toBeHidden();
}

/** Every particular of rule 46 that does not depend on the bill's state, as the printed page shows it. */
async function expectRule46(invoice: Locator, bill: { number: string; client: string; address: string; gstin: string; place: string }) {
  const supplier = invoice.locator('header').first();
  for (const text of [COMPANY.name, COMPANY.address, `GSTIN: ${COMPANY.gstin}`, 'State: Karnataka (29)', 'TAX INVOICE', `Invoice Number: ${bill.number}`]) {
    await expect(supplier.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(supplier.getByText(/^Date: \d{2}-\d{2}-\d{4}$/)).toBeVisible();
  await expect(supplier.getByText(`Place of Supply: ${bill.place}`)).toBeVisible();
  await expect(supplier.getByText('Tax Payable on Reverse Charge: No')).toBeVisible();
  const billTo = invoice.getByRole('region', { name: 'Bill To' });
  await expect(billTo.getByText(bill.client, { exact: true })).toBeVisible();
  await expect(billTo.getByText(bill.address)).toBeVisible();
  await expect(billTo.getByText(`GSTIN: ${bill.gstin}`)).toBeVisible();
  const columns = await invoice.getByRole('columnheader').allTextContents();
  expect(columns).toEqual(['S.No', 'Description', 'HSN/SAC', 'Qty', 'Unit', 'Rate', 'Taxable Value']);
  await expect(invoice.getByRole('cell', { name: '9954', exact: true }).first()).toBeVisible();
  await expect(invoice.getByText(/^Amount in Words: .+ Only$/)).toBeVisible();
  const signature = invoice.getByRole('region', { name: 'Authorised Signatory' });
  await expect(signature.getByText(`For ${COMPANY.name}`)).toBeVisible();
  await expect(signature.getByText('Authorised Signatory')).toBeVisible();
}

/** The totals as printed: [label, amount] pairs. */
const totalsOf = (invoice: Locator) =>
  invoice.locator('dl').evaluate((dl) => [...dl.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

test('an intra-state and an inter-state tax invoice, each one A4 page of PDF with every rule 46 particular; 16 items make two pages', async ({ page }) => {
  // The deployed config.json carries the company, as the README shows.
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), company: COMPANY } });
  });
  await openSignedIn(page, 'admin', '/client-billing');

  // Sai Developers, Karnataka (29), as the company: CGST and SGST, 9 % each, of ₹82,440.90.
  let invoice = await openInvoice(page, number(6));
  await page.emulateMedia({ media: 'print' });
  await expect(invoice.locator('header').getByText('Original for Recipient', { exact: true })).toBeVisible();
  await expect(invoice.getByRole('radiogroup', { name: 'Copy' })).toBeHidden();
  await expectRule46(invoice, {
    number: number(6),
    client: 'Sai Developers Pvt Ltd',
    address: '4th Floor, Prestige Towers, Residency Road, Bengaluru 560025',
    gstin: '29AAKCS7421M1ZQ',
    place: 'Karnataka (29)',
  });
  expect(await totalsOf(invoice)).toEqual([
    ['Subtotal', '₹4,58,005.00'],
    ['CGST (9%)', '₹41,220.45'],
    ['SGST (9%)', '₹41,220.45'],
    ['Total', '₹5,40,445.90'],
  ]);
  expect(await printToPdf(page)).toEqual({ pages: 1, size: [595, 842] });
  await closeInvoice(page, invoice);

  // Krishna Textiles, Maharashtra (27): IGST at 18 %; printed as the supplier's duplicate.
  invoice = await openInvoice(page, number(5));
  await invoice.getByRole('radio', { name: 'Duplicate for Supplier' }).check();
  await page.emulateMedia({ media: 'print' });
  await expect(invoice.locator('header').getByText('Duplicate for Supplier', { exact: true })).toBeVisible();
  await expectRule46(invoice, {
    number: number(5),
    client: 'Krishna Textiles',
    address: 'Plot 18, MIDC Bhiwandi, Thane 421302',
    gstin: '27AAFFK3388P1ZL',
    place: 'Maharashtra (27)',
  });
  expect(await totalsOf(invoice)).toEqual([
    ['Subtotal', '₹2,12,500.00'],
    ['IGST (18%)', '₹38,250.00'],
    ['Total', '₹2,50,750.00'],
  ]);
  expect(await printToPdf(page)).toEqual({ pages: 1, size: [595, 842] });
  await closeInvoice(page, invoice);

  // 15 items (with notes) still fit one page; 16 start a second page, which repeats the header and the column headings.
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  for (const count of [15, 16]) {
    const created = await page.request.post(`${MOCK_API_URL}/bill/create/bills`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        billNumber: `INV-LONG-0${count}`,
        client: 'Sai Developers Pvt Ltd',
        clientGstin: '29AAKCS7421M1ZQ',
        clientAddress: '4th Floor, Prestige Towers, Residency Road, Bengaluru 560025',
        project: 'Sai Residency – Block A',
        date: '05-01-2026',
        dueDate: '04-02-2026',
        items: Array.from({ length: count }, (_, i) => ({ description: `Column footing F${i + 1}, M20 concrete`, qty: 2, unit: 'm³', rate: 6_450 })),
        notes: 'Running bill 3 as per work order WO/SAI/2026/01; measurements certified by the site engineer.',
        taxRate: 18,
      },
    });
    expect(created.status()).toBe(201);
  }
  await page.reload();
  invoice = await openInvoice(page, 'INV-LONG-015');
  await page.emulateMedia({ media: 'print' });
  await expect(invoice.getByRole('row')).toHaveCount(16);
  expect(await printToPdf(page)).toEqual({ pages: 1, size: [595, 842] });
  await closeInvoice(page, invoice);

  invoice = await openInvoice(page, 'INV-LONG-016');
  await page.emulateMedia({ media: 'print' });
  const pages = invoice.getByRole('region', { name: /^Page \d of 2$/ });
  await expect(pages).toHaveCount(2);
  for (const [index, printed] of (await pages.all()).entries()) {
    await expect(printed.locator('header').getByText('TAX INVOICE')).toBeVisible();
    await expect(printed.locator('header').getByText(`Page ${index + 1} of 2`)).toBeVisible();
    await expect(printed.getByRole('columnheader', { name: 'HSN/SAC' })).toBeVisible();
  }
  await expect(pages.nth(1).getByRole('row')).toHaveCount(2);
  expect(await printToPdf(page)).toEqual({ pages: 2, size: [595, 842] });
  await closeInvoice(page, invoice);
});
