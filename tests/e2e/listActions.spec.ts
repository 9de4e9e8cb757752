import type { Locator } from '@playwright/test';
import { expect, openSignedIn, test } from './fixtures';

/** The right edge of a header's text. */
async function textRightEdge(cell: Locator): Promise<number> {
  return cell.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().right;
  });
}

/** The right edge of a cell's last button. */
async function buttonsRightEdge(cell: Locator): Promise<number> {
  const boxes = await cell.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().right));
  return Math.max(...boxes);
}

/** Lists whose row buttons fill less than the width of their Actions column (at 1440 px, the project's viewport). */
const LISTS = ['/user-management', '/material-purchase'];

for (const path of LISTS) {
  test(`${path}: the row buttons sit under the Actions header, at the right of the column`, async ({ page }) => {
    await openSignedIn(page, 'admin', path);
    const table = page.getByRole('table').first();
    const header = table.getByRole('columnheader', { name: 'Actions' });
    await expect(header).toBeVisible();
    const buttons = table.getByRole('row').filter({ has: page.getByRole('button', { name: /^Edit / }) }).first().getByRole('cell').last();
    await expect(buttons.getByRole('button').first()).toBeVisible();

    const headerBox = (await header.boundingBox())!;
    const headerRight = await textRightEdge(header);
    const buttonsRight = await buttonsRightEdge(buttons);
    // The header's text is at the right of its cell, and so are the buttons (within a pixel's rounding).
    expect(headerBox.x + headerBox.width - headerRight, 'Actions header').toBeLessThan(20);
    expect(Math.abs(buttonsRight - headerRight), `buttons end at ${buttonsRight} px, the header at ${headerRight} px`).toBeLessThanOrEqual(2);
  });
}

test("a row button's tooltip shows when the mouse rests on it and when the keyboard reaches it, and the button still presses", async ({ page }) => {
  await openSignedIn(page, 'admin', '/user-management');
  const row = page.getByRole('table').first().getByRole('row').filter({ has: page.getByRole('button', { name: /^Delete / }) }).first();
  const edit = row.getByRole('button', { name: /^Edit / });
  const remove = row.getByRole('button', { name: /^Delete / });
  await edit.hover();
  await expect(page.getByRole('tooltip')).toHaveText(/^Edit/);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await edit.focus();
  await page.keyboard.press('Tab');
  await expect(remove).toBeFocused();
  await expect(page.getByRole('tooltip', { name: /^Delete/ })).toBeVisible();
  await expect(page.getByRole('tooltip', { name: /^Edit/ })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
});
