/**
 * Every form of the app sent to a flaky provider: the HTTP mock's chaos mode fails the save (only the
 * writes, so the screen's reads stay well), the screen says so, every typed value stays, and the same
 * save goes through once the provider is well again.
 *
 * Add Vendor meets each kind of failure in turn (a 500, an HTML page, bad JSON, an empty body, a dropped
 * connection); every other form meets one kind, the kinds taken in turn down the list so that each kind
 * meets several forms. The forms run in a few groups, each group in one signed-in page, where each form's
 * screen is opened as the app's links open it.
 * CHAOS_SEED replays the saves with other draws; the mock logs each failure it injects on stderr.
 */
import type { Locator, Page } from '@playwright/test';
import { CHAOS_KINDS, type ChaosKind } from '../../mocks/chaos';
import { markPathChecked } from './a11y';
import { expect, openInApp, openSignedIn, test, type MockApi, SWEEP } from './fixtures';
import { chooseFirstItem, seedProjects } from './seedReads';
import { APP_API_URL } from './urls';
import { PATHS, addQuotationItemPath } from '../../src/config/paths';

const SEED = process.env.CHAOS_SEED ?? 'chaos saves';
const FAST_KINDS = CHAOS_KINDS.filter((kind): kind is Exclude<ChaosKind, 'delay'> => kind !== 'delay');
const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];
const SAI = 'Sai Residency – Block A';
const VILLAS = 'Green Valley Villas';

interface SaveCase {
  name: string;
  /** The screen the form is on; a function for one that needs the seed's ids. */
  path: string | ((ids: SeedIds) => string);
  /** Opens the form on its screen, when a row's action or a button opens it. */
  open?: (page: Page) => Promise<void>;
  /** What holds the typed values: the form, the dialog, the sheet. */
  scope: (page: Page) => Locator;
  fill: (scope: Locator, page: Page) => Promise<void>;
  submit: (scope: Locator) => Locator;
  saved: string | RegExp;
  /** Each kind of failure in turn rather than one. */
  everyKind?: boolean;
}

interface SeedIds {
  villas: string;
}

const form = (name: string | RegExp) => (page: Page) => page.getByRole('form', { name });
const dialog = (page: Page) => page.getByRole('dialog');
const main = (page: Page) => page.getByRole('main');
const button = (name: string) => (scope: Locator) => scope.getByRole('button', { name, exact: true });
const field = (scope: Locator, label: RegExp | string) => scope.getByLabel(label);
const click = (name: string) => async (page: Page) => page.getByRole('button', { name, exact: true }).click();

async function addSheetRow(scope: Locator, page: Page, table: string): Promise<number> {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Row' }).click();
  return (await scope.getByRole('table', { name: table }).getByRole('row').count()) - 1;
}

const SAVES: SaveCase[] = [
  {
    name: 'add vendor',
    path: PATHS.addVendor,
    scope: form('Add vendor'),
    fill: async (scope) => {
      await field(scope, /^Vendor Name/).fill('Belagavi Cement Depot');
      await field(scope, /^Contact Person/).fill('Shrinivas Patil');
      await field(scope, /^Email/).fill('sales@belagavicement.in');
      await field(scope, /^GST Number/).fill('29AADCB2230M1ZP');
      await field(scope, /^Category/).selectOption('Material Supplier');
      await field(scope, /^Payment Terms/).selectOption('Net 30');
      await field(scope, 'Phone 1 (primary)').fill('98450 11223');
      await field(scope, /^Bank Name/).fill('Canara Bank');
      await field(scope, /^Account Number/).fill('0412201005555');
      await field(scope, /^IFSC Code/).fill('CNRB0000412');
      await field(scope, /^Address/).fill('Khanapur Road, Belagavi 590006');
    },
    submit: button('Add Vendor'),
    saved: 'Vendor created successfully! Redirecting...',
    everyKind: true,
  },
  {
    name: 'add user',
    path: PATHS.addUser,
    scope: form('Add user'),
    fill: async (scope) => {
      await field(scope, /^Full Name/).fill('Ravi Kulkarni');
      await field(scope, /^Email/).fill('ravi.kulkarni@sgkconstructions.in');
      await field(scope, /^Password/).fill('Site@2026');
      await field(scope, /^Confirm Password/).fill('Site@2026');
      await field(scope, /^Role/).selectOption('Project Manager');
      await field(scope, /^Status/).selectOption('Active');
    },
    submit: button('Create User'),
    saved: 'User created successfully! Redirecting...',
  },
  {
    name: 'edit user',
    path: PATHS.userManagement,
    open: click('Edit Rahul Verma'),
    scope: dialog,
    fill: async (scope) => {
      await field(scope, /^Full Name/).fill('Rahul K. Verma');
      await field(scope, /^Status/).selectOption('Inactive');
    },
    submit: button('Save Changes'),
    saved: 'User updated successfully',
  },
  {
    name: 'per-user permissions',
    path: PATHS.userPermissions,
    open: async (page) => page.getByRole('list', { name: 'Users' }).getByText('Sunita Rao').click(),
    scope: main,
    fill: async (scope) => scope.getByRole('switch', { name: 'View Vendor' }).click(),
    submit: button('Save Permissions'),
    saved: 'Permissions updated successfully',
  },
  {
    name: 'add role',
    path: PATHS.addRole,
    scope: form(/add role/i),
    fill: async (scope) => {
      await scope.getByRole('textbox', { name: /role name/i }).fill('Site Supervisor');
      await scope.getByRole('textbox', { name: /description/i }).fill('Supervises daily work on site');
      await scope.getByRole('checkbox', { name: 'Dashboard' }).check();
    },
    submit: button('Create Role'),
    saved: '✅ Role created successfully.',
  },
  {
    name: 'edit role',
    path: PATHS.roleManagement,
    open: click('Edit HR Manager'),
    scope: form('Edit HR Manager'),
    fill: async (scope) => scope.getByRole('checkbox', { name: 'Vendor Management' }).click(),
    submit: button('Save'),
    saved: 'Role updated successfully',
  },
  {
    name: 'add project',
    path: PATHS.addProject,
    scope: main,
    fill: async (scope) => {
      await field(scope, /project name/i).fill('Lakeview Apartments');
      await field(scope, /start date/i).fill('2026-05-01');
      await field(scope, /end date/i).fill('2027-05-01');
      await field(scope, /^client/i).fill('Lakeview Developers');
      await field(scope, /^budget/i).fill('2500000');
      await field(scope, /project manager/i).fill('Priya Sharma');
      await field(scope, /project description/i).fill('Two towers of 40 flats');
    },
    submit: button('Create Project'),
    saved: /Project created successfully/,
  },
  {
    name: 'edit project',
    path: PATHS.projectManagement,
    open: click(`Edit ${SAI}`),
    scope: dialog,
    fill: async (scope) => field(scope, /^client/i).fill('Sai Builders'),
    submit: button('Save Changes'),
    saved: 'Project updated successfully',
  },
  {
    name: 'add quotation item (its page)',
    path: (ids) => addQuotationItemPath(ids.villas),
    scope: form('Add quotation item'),
    fill: async (scope, page) => {
      await expect(page.getByText(VILLAS).first()).toBeVisible();
      await field(scope, /^description/i).fill('Gate and grills');
      await field(scope, /^item number/i).fill('9');
      await field(scope, /^quantity/i).fill('2');
      await field(scope, /^rate/i).fill('18000');
      await field(scope, /^date/i).fill('2026-03-02');
    },
    submit: button('Create'),
    saved: 'Quotation item created successfully',
  },
  {
    name: 'add quotation item (inline)',
    path: PATHS.quotationManagement,
    scope: form('Add quotation'),
    fill: async (scope) => {
      await scope.getByRole('textbox', { name: /description/i }).fill('Anti-termite treatment');
    },
    submit: button('Add Quotation'),
    saved: 'Quotation item added successfully',
  },
  {
    name: 'edit quotation item',
    path: PATHS.quotationManagement,
    open: click('Edit item 1'),
    scope: dialog,
    fill: async (scope) => scope.getByRole('textbox', { name: /description/i }).fill('Excavation in hard murram'),
    submit: button('Save Changes'),
    saved: 'Quotation item updated successfully',
  },
  {
    name: 'measurement sheet',
    path: PATHS.measurementSheet,
    scope: main,
    fill: async (scope, page) => {
      const n = await addSheetRow(scope, page, 'Measurement rows');
      await scope.getByLabel(`Description, row ${n}`).fill('Footing excavation');
      for (const column of ['Nos', 'Length', 'Breadth', 'Depth']) await scope.getByLabel(`${column}, row ${n}`).fill('2');
      await scope.getByLabel(`Unit, row ${n}`).selectOption('m³');
    },
    submit: button('Save All'),
    saved: 'Saved successfully!',
  },
  {
    name: 'material sheet',
    path: PATHS.materialSheet,
    scope: main,
    fill: async (scope, page) => {
      const n = await addSheetRow(scope, page, 'Material entries');
      await scope.getByLabel(`Material Name, row ${n}`).fill('Curing compound');
      await scope.getByLabel(`Qty, row ${n}`).fill('5');
      await scope.getByLabel(`Unit, row ${n}`).selectOption('litre');
      await scope.getByLabel(`Rate, row ${n}`).fill('185.5');
      await scope.getByLabel(`Vendor, row ${n}`).fill('Asian Build Chem');
    },
    submit: button('Save All'),
    saved: 'Saved successfully!',
  },
  {
    name: 'labour sheet',
    path: PATHS.labourSheet,
    scope: main,
    fill: async (scope, page) => {
      const n = await addSheetRow(scope, page, 'Labour entries');
      await scope.getByLabel(`Name, row ${n}`).pressSequentially('Ram');
      await page.getByRole('option', { name: /Ramesh Naik/ }).click();
      await scope.getByLabel(`Task, row ${n}`).fill('Plastering');
      await scope.getByLabel(`Hours, row ${n}`).fill('6');
      await scope.getByLabel(`Wage, row ${n}`).fill('800');
    },
    submit: button('Save All'),
    saved: 'Saved successfully!',
  },
  {
    name: 'add labour',
    path: PATHS.addLabour,
    scope: main,
    fill: async (scope) => {
      await field(scope, /full name/i).fill('Harish Chandra');
      await field(scope, /^category/i).selectOption('Unskilled');
      await field(scope, /^phone/i).fill('98450 99887');
      await field(scope, /^email/i).fill('harish.c@example.in');
      await field(scope, /^address/i).fill('9, Market Road, Tumakuru');
      await field(scope, /ifsc code/i).fill('SBIN0040999');
      await field(scope, /branch name/i).fill('Tumakuru');
      await field(scope, /account number/i).fill('30998877665');
    },
    submit: button('Add Labour'),
    saved: 'Labour added successfully!',
  },
  {
    name: 'edit labour',
    path: PATHS.labourManagement,
    open: click('Edit Abdul Rahim'),
    scope: dialog,
    fill: async (scope) => field(scope, /branch name/i).fill('Hebbal'),
    submit: button('Save Changes'),
    saved: 'Labour updated successfully',
  },
  {
    name: 'material purchase: add',
    path: PATHS.materialPurchase,
    open: click('Add Purchase'),
    scope: form('Add Purchase'),
    fill: async (scope, page) => {
      await field(scope, /^material/i).fill('Wall putty (40 bags)');
      await scope.getByRole('combobox', { name: 'Vendor' }).pressSequentially('Shree');
      await page.getByRole('option', { name: /^Shree Traders/ }).click();
      await field(scope, /^amount/i).fill('12500');
      await field(scope, /^date/i).fill('2026-01-05');
    },
    submit: button('Save'),
    saved: 'Purchase record added successfully!',
  },
  {
    name: 'material purchase: edit',
    path: PATHS.materialPurchase,
    open: click('Edit Tile Adhesive (60 bags)'),
    scope: form('Edit Purchase'),
    fill: async (scope) => field(scope, /^amount/i).fill('19000'),
    submit: button('Save'),
    saved: 'Purchase record updated successfully!',
  },
  {
    name: 'excess: add',
    path: PATHS.excessQuantity,
    open: click('Add Item'),
    scope: form('Add Excess Item'),
    fill: async (scope) => {
      await field(scope, /^Description/).fill('Wall putty (Birla White)');
      await field(scope, /^Quantity/).fill('0.5');
      await field(scope, /^Units/).selectOption('bags');
      await field(scope, /^Location/).fill('Peenya godown');
    },
    submit: button('Add Item'),
    saved: 'Item added successfully!',
  },
  {
    name: 'excess: edit',
    path: PATHS.excessQuantity,
    open: click('Edit OPC 53 grade cement (UltraTech)'),
    scope: form('Edit Excess Item'),
    fill: async (scope) => field(scope, /^Location/).fill('Hebbal site store'),
    submit: button('Update Item'),
    saved: 'Item updated successfully!',
  },
  {
    name: 'bill: create',
    path: PATHS.clientBilling,
    open: click('Create New Bill'),
    scope: form('Create New Bill'),
    fill: async (scope, page) => {
      await expect(field(scope, /^Bill Number/)).toHaveValue(/^INV-\d{4}-\d{3}$/);
      await scope.getByRole('combobox', { name: 'Project' }).fill('Green Valley');
      await page.getByRole('option', { name: /Green Valley Villas/ }).click();
      await expect(field(scope, /^Client\s*\*?$/)).toHaveValue('Green Valley Estates LLP');
      const item = scope.getByRole('group', { name: 'Item 1' });
      await item.getByLabel(/^Description/).fill('Compound wall, size stone masonry');
      await item.getByLabel(/^Qty/).fill('3');
      await item.getByLabel(/^Rate/).fill('33333.33');
    },
    submit: button('Create Bill'),
    saved: 'Bill created successfully!',
  },
  {
    name: 'bill: edit',
    path: PATHS.clientBilling,
    open: async (page) => page.getByRole('button', { name: /^Edit bill INV-\d{4}-006$/ }).click(),
    scope: form('Edit Bill'),
    fill: async (scope) => {
      await field(scope, 'Status').selectOption('Paid');
    },
    submit: button('Update Bill'),
    saved: 'Bill updated successfully!',
  },
  {
    name: 'edit vendor',
    path: PATHS.vendorManagement,
    open: click('Edit Shree Traders'),
    scope: dialog,
    fill: async (scope) => field(scope, /^Contact Person/).fill('Mahesh Shetty'),
    submit: button('Save Changes'),
    saved: 'Vendor updated successfully',
  },
];

/** A failure as the screens tell it: an error banner or toast, or a sheet's red line ('Error saving data'). */
const failureShown = (page: Page) =>
  page
    .locator('.MuiAlert-colorError')
    .or(page.getByRole('alert').filter({ hasText: /error|failed|could not|unable/i }))
    .or(page.getByRole('status').filter({ hasText: /^Error/ }))
    .first();

/** Every value the scope's fields hold, in order; a box or a switch as on or off. */
const formValues = (scope: Locator) =>
  scope
    .locator('input:not([type=hidden]):not([type=file]), textarea, select')
    .evaluateAll((fields) =>
      fields.map((node) => {
        const input = node as HTMLInputElement;
        return input.type === 'checkbox' || input.type === 'radio' ? `${input.name}:${input.checked ? 'on' : 'off'}` : input.value;
      }),
    );

const isWrite = (request: { method(): string; url(): string }) => WRITES.includes(request.method()) && request.url().startsWith(`${APP_API_URL}/`);

/** Clicks `control` and waits until the write it sends has been answered or has failed. */
async function sendWrite(page: Page, control: Locator): Promise<void> {
  const done = Promise.race([page.waitForEvent('requestfinished', isWrite), page.waitForEvent('requestfailed', isWrite)]);
  await control.click();
  await done;
}

/** The seed's ids a path needs; the sheets open on Sai Residency's first item, as Quotation Management leaves it. */
async function prepareSeed(page: Page): Promise<SeedIds> {
  const projects = await seedProjects(page);
  const idOf = (name: string) => projects.find((project) => project.projectName === name)!._id;
  await chooseFirstItem(page, idOf(SAI));
  return { villas: idOf(VILLAS) };
}

async function failedSaveKeepsInput(page: Page, mockApi: MockApi, save: SaveCase, kinds: readonly ChaosKind[], ids: SeedIds): Promise<void> {
  const path = typeof save.path === 'string' ? save.path : save.path(ids);
  await openInApp(page, path);
  markPathChecked(path);
  await save.open?.(page);
  const scope = save.scope(page);
  await save.fill(scope, page);
  const typed = await formValues(scope);
  const submit = save.submit(scope);
  for (const kind of kinds) {
    await test.step(`${save.name}: a save that meets ${kind}`, async () => {
      await mockApi.chaos({ seed: `${SEED} ${save.name}`, rate: 1, kinds: [kind], methods: WRITES });
      await sendWrite(page, submit);
      await mockApi.chaos(null);
      await expect(failureShown(page)).toBeVisible();
      await expect(page.getByText(save.saved)).toHaveCount(0);
      expect(await formValues(scope), `${save.name} kept what was typed after ${kind}`).toEqual(typed);
      await expect(submit).toBeEnabled();
    });
  }
  await submit.click();
  await expect(page.getByText(save.saved).first()).toBeVisible();
}

/** Four groups, so that both workers share the saves. */
const GROUPS = 4;

test.use(SWEEP);

for (let group = 0; group < GROUPS; group += 1) {
  const saves = SAVES.map((save, i) => ({ save, kind: FAST_KINDS[i % FAST_KINDS.length] })).filter((_, i) => i % GROUPS === group);
  test(`a failed save is told and keeps every typed value: ${saves.map(({ save }) => save.name).join(', ')}`, async ({ page, mockApi }) => {
    test.setTimeout(180_000);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await openSignedIn(page, 'admin', PATHS.dashboard);
    const ids = await prepareSeed(page);
    for (const { save, kind } of saves) await failedSaveKeepsInput(page, mockApi, save, save.everyKind ? FAST_KINDS : [kind], ids);
    expect(pageErrors).toEqual([]);
  });
}
