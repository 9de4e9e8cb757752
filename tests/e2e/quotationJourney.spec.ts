import type { Locator, Page } from '@playwright/test';
import { expect, openSignedIn, test, visit } from './fixtures';

const PROJECT = {
  name: 'Riverside Clinic Annexe',
  startDate: '2026-04-01',
  endDate: '2027-03-31',
  client: 'Riverside Health Trust',
  budget: '4500000',
  manager: 'Priya Sharma',
  priority: 'High',
  description: 'Two-storey annexe with outpatient rooms beside the existing clinic',
};

const ITEM = { description: 'Ground floor slab and columns', date: '2026-05-15' };

// 250 × 385.50 = 96,375.00 and 12.5 × 1,840.20 = 23,002.50
const MATERIALS = [
  { name: 'OPC 53 cement', qty: '250', unit: 'bags', rate: '385.50', vendor: 'Shree Cement Traders', amount: '₹96,375.00' },
  { name: 'River sand', qty: '12.5', unit: 'ton', rate: '1840.20', vendor: 'Tunga Sand Suppliers', amount: '₹23,002.50' },
];

// 18,500 + 15,579 = 34,079.00
const LABOUR = [
  { name: 'Ramesh Yadav', task: 'Shuttering', hours: '96', wage: '18500', shownWage: '₹18,500.00' },
  { name: 'Suresh Patil', task: 'Bar bending', hours: '84', wage: '15579', shownWage: '₹15,579.00' },
];

const MEASUREMENT = { description: 'Slab, grid A–C', nos: '2', length: '12.5', breadth: '8', depth: '0.15', unit: 'm³', quantity: '30' };

/** 96,375.00 + 23,002.50 + 18,500.00 + 15,579.00: the item's amount, in Indian grouping. */
const EXPECTED_AMOUNT = '₹1,53,456.50';

const cell = (page: Page, column: string, row: number) => page.getByLabel(`${column}, row ${row}`, { exact: true });

/** The item's row in the Quotation Management list. */
const itemRow = (page: Page) => page.getByRole('table', { name: 'Quotation items' }).getByRole('row').filter({ hasText: ITEM.description });

/** Saves the sheet's new rows and waits for the sheet's confirmation. */
async function saveAll(page: Page) {
  await page.getByRole('button', { name: 'Save All' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved successfully!' })).toBeVisible();
}

/** Back to the quotation list (the page navigation's Back), still showing the chosen project. */
async function backToList(page: Page) {
  await page.getByRole('navigation', { name: 'Page navigation' }).getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/quotation-management');
  await expect(page.getByRole('combobox', { name: 'Select Project' })).toHaveValue(PROJECT.name);
}

/** Opens one of the item's sheets from its row in the list. */
async function openSheet(page: Page, link: 'M Sheet' | 'Material' | 'Labor', path: string, title: string) {
  await itemRow(page).getByRole('button', { name: link, exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const subject = page.getByRole('main').locator('dl');
  await expect(subject).toContainText(PROJECT.name);
  await expect(subject).toContainText(ITEM.description);
}

/** The cells of the sheet's saved rows, row by row. */
async function expectRows(table: Locator, rows: string[][]) {
  const bodyRows = table.locator('tbody tr');
  await expect(bodyRows).toHaveCount(rows.length);
  for (const [index, cells] of rows.entries()) {
    for (const text of cells) await expect(bodyRows.nth(index).getByRole('cell', { name: text, exact: true })).toBeVisible();
  }
}

test('a new project gets a quotation item priced from its material and labour sheets', async ({ page }) => {
  // A long journey across five screens: three times the usual time limit.
  test.slow();

  // The project.
  await openSignedIn(page, 'admin', '/Project-creation');
  const form = page.getByRole('form', { name: 'Add project' });
  await form.getByLabel(/^Project Name/).fill(PROJECT.name);
  await form.getByLabel(/^Start Date/).fill(PROJECT.startDate);
  await form.getByLabel(/^End Date/).fill(PROJECT.endDate);
  await form.getByLabel(/^Client/).fill(PROJECT.client);
  await form.getByLabel(/^Budget/).fill(PROJECT.budget);
  await form.getByLabel(/^Project Manager/).fill(PROJECT.manager);
  await form.getByLabel(/^Priority/).selectOption(PROJECT.priority);
  await form.getByLabel(/^Project Description/).fill(PROJECT.description);
  await form.getByRole('button', { name: 'Create Project' }).click();

  const banner = page.getByRole('alert').filter({ hasText: '✅ Project created successfully!' });
  await expect(banner).toHaveText(/^✅ Project created successfully! Project Number: \d{4}\/SGKE\/\d{3}\. Redirecting\.\.\.$/);
  const projectNumber = /\d{4}\/SGKE\/\d{3}/.exec((await banner.textContent()) ?? '')![0];
  await expect(form.getByLabel('Project Number')).toHaveValue(projectNumber);
  await expect(page).toHaveURL('/project-management');
  await expect(page.getByRole('table', { name: 'Projects' }).getByRole('row').filter({ hasText: projectNumber })).toContainText(PROJECT.name);

  // Its quotation item.
  await visit(page, '/quotation-management');
  const picker = page.getByRole('combobox', { name: 'Select Project' });
  await picker.fill('riverside');
  await page.getByRole('listbox', { name: 'Select Project suggestions' }).getByRole('option', { name: new RegExp(`^${PROJECT.name}`) }).click();
  await expect(picker).toHaveValue(PROJECT.name);
  await expect(page.getByText(`Project Number: ${projectNumber}`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Quotation items' })).toContainText('No quotation item found');

  const addItem = page.getByRole('form', { name: 'Add quotation' });
  await addItem.getByLabel(/^Description/).fill(ITEM.description);
  await addItem.getByLabel(/^Date/).fill(ITEM.date);
  await addItem.getByRole('button', { name: 'Add Quotation' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Quotation item added successfully' })).toBeVisible();
  await expect(itemRow(page)).toHaveCount(1);
  await expect(itemRow(page).getByRole('cell').nth(2)).toHaveText('₹0.00');

  // Two materials.
  await openSheet(page, 'Material', '/quotation-material', 'Material Entry');
  for (const [index, material] of MATERIALS.entries()) {
    const row = index + 1;
    await page.getByRole('button', { name: 'Add Row' }).click();
    await cell(page, 'Material Name', row).fill(material.name);
    await cell(page, 'Qty', row).fill(material.qty);
    await cell(page, 'Unit', row).selectOption(material.unit);
    await cell(page, 'Rate', row).fill(material.rate);
    await cell(page, 'Vendor', row).fill(material.vendor);
  }
  await saveAll(page);
  await expectRows(
    page.getByRole('table', { name: 'Material entries' }),
    MATERIALS.map((m) => [m.name, m.unit, m.amount, m.vendor]),
  );

  // Two labour entries, named by hand.
  await backToList(page);
  await openSheet(page, 'Labor', '/quotation-labour', 'Labour Management');
  for (const [index, entry] of LABOUR.entries()) {
    const row = index + 1;
    await page.getByRole('button', { name: 'Add Row' }).click();
    await cell(page, 'Name', row).fill(entry.name);
    await cell(page, 'Task', row).fill(entry.task);
    await cell(page, 'Hours', row).fill(entry.hours);
    await cell(page, 'Wage', row).fill(entry.wage);
  }
  await expect(page.getByText('Total Wages: ₹34,079.00')).toBeVisible();
  await saveAll(page);
  await expectRows(
    page.getByRole('table', { name: 'Labour entries' }),
    LABOUR.map((l) => [l.name, l.task, l.hours, l.shownWage]),
  );
  await expect(page.getByText('Total Wages: ₹34,079.00')).toBeVisible();

  // One measurement: it does not change the amount.
  await backToList(page);
  await openSheet(page, 'M Sheet', '/quotation-msheet', 'Progress M Sheet');
  await page.getByRole('button', { name: 'Add Row' }).click();
  await cell(page, 'Description', 1).fill(MEASUREMENT.description);
  await cell(page, 'Nos', 1).fill(MEASUREMENT.nos);
  await cell(page, 'Length', 1).fill(MEASUREMENT.length);
  await cell(page, 'Breadth', 1).fill(MEASUREMENT.breadth);
  await cell(page, 'Depth', 1).fill(MEASUREMENT.depth);
  await cell(page, 'Unit', 1).selectOption(MEASUREMENT.unit);
  await saveAll(page);
  await expectRows(page.getByRole('table', { name: 'Measurement rows' }), [
    [MEASUREMENT.description, MEASUREMENT.quantity, MEASUREMENT.unit],
  ]);

  // The item is priced from its materials and labour.
  await backToList(page);
  await expect(itemRow(page).getByRole('cell').nth(2)).toHaveText(EXPECTED_AMOUNT);
  await expect(page.getByText(`Total: ${EXPECTED_AMOUNT}`)).toBeVisible();
});
