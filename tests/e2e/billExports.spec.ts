/**
 * Client Billing's exports in the production bundle, on a phone: the GSTR-1 dialog and its file, the Tally
 * dialog and its file, each dialog axe-clean in the light theme and, for its colours, the dark one; then
 * both dialogs again on a desktop screen, axe-clean and no wider than it.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { SAMPLE_COMPANY } from '../sampleCompany';
import { blockingViolations, COLOUR_RULES, formatViolations, waitForStillScreen } from './a11y';
import { checkA11y, expect, openSignedIn, test } from './fixtures';

const textOf = async (download: Download) => readFile(await download.path(), 'utf8');

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

async function darkColoursClean(page: Page, where: string) {
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
  await waitForStillScreen(page);
  const violations = await blockingViolations(page, { rules: COLOUR_RULES });
  expect(violations, formatViolations(`${where}, dark`, violations)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
}

test('on a phone: the GSTR-1 file of last month and the Tally file of its bills, both dialogs readable in either theme; then on a desktop', async ({ page }) => {
  test.setTimeout(60_000);
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), company: SAMPLE_COMPANY } });
  });
  await openSignedIn(page, 'admin', '/client-billing');

  await page.getByRole('button', { name: 'Export GSTR-1' }).tap();
  const gstr1 = page.getByRole('dialog', { name: 'Export GSTR-1' });
  await expect(gstr1.getByRole('table', { name: 'What the return holds' })).toBeVisible();
  await checkA11y(page, { label: 'Export GSTR-1' });
  await darkColoursClean(page, 'Export GSTR-1');
  const [gstr1File] = await Promise.all([page.waitForEvent('download'), gstr1.getByRole('button', { name: 'Download GSTR-1' }).tap()]);
  expect(gstr1File.suggestedFilename()).toMatch(new RegExp(`^GSTR1_${SAMPLE_COMPANY.gstin}_\\d{6}\\.json$`));
  const json = JSON.parse(await textOf(gstr1File)) as { gstin: string; b2b: unknown[]; hsn: object; doc_issue: object };
  expect(json).toMatchObject({ gstin: SAMPLE_COMPANY.gstin, hsn: expect.any(Object), doc_issue: expect.any(Object) });
  await gstr1.getByRole('button', { name: 'Close' }).tap();
  await expect(gstr1).toBeHidden();

  await page.getByRole('button', { name: 'Export to Tally' }).tap();
  const tally = page.getByRole('dialog', { name: 'Export to Tally' });
  await expect(tally.getByText(/sales vouchers?, one for each bill dated in the range/)).toBeVisible();
  await checkA11y(page, { label: 'Export to Tally' });
  await darkColoursClean(page, 'Export to Tally');
  const [tallyFile] = await Promise.all([page.waitForEvent('download'), tally.getByRole('button', { name: 'Download Tally XML' }).tap()]);
  expect(tallyFile.suggestedFilename()).toMatch(/^tally-sales-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xml$/);
  const xml = await textOf(tallyFile);
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<ENVELOPE>/);
  expect(xml).toContain('<VOUCHER VCHTYPE="Sales" ACTION="Create"');
  await tally.getByRole('button', { name: 'Close' }).tap();
  await expect(tally).toBeHidden();

  await page.setViewportSize({ width: 1440, height: 900 });
  for (const [name, download] of [
    ['Export GSTR-1', 'Download GSTR-1'],
    ['Export to Tally', 'Download Tally XML'],
  ]) {
    await page.getByRole('button', { name }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.getByRole('button', { name: download })).toBeEnabled();
    await checkA11y(page, { label: name });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }
});
