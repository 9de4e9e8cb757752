import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { db } from '../../mocks/db';
import { addScenario, clearScenarios, failWith, htmlPage, networkFailure } from '../../mocks/scenarios';
import { fillIn, screenWidth } from '../screen';
import { renderApp, type RenderAppOptions } from '../renderApp';
import { received, recordRequests } from '../serverLog';
import { createStaff } from './helpers';

const LOAD = { timeout: 5000 };
const PAGE = '/material-purchase';
const LIST = '/material-purchases/get-mgmt';
const NEWEST = 'Tile Adhesive (60 bags)';
const CEMENT = 'OPC 53 Grade Cement (200 bags)';

const table = () => screen.getByRole('table', { name: 'Purchases' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const shownMaterials = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent);
const rowOf = (material: string) => within(table()).getByText(material).closest('tr') as HTMLElement;
const cardValue = (label: string) => [...screen.getByRole('group', { name: label }).querySelectorAll('p')].at(-1)?.textContent;
const purchaseOf = (material: string) => db.materialPurchases.findFirst((q) => q.where({ material }));
const toastOf = (text: string) => screen.findByText(text).then((el) => el.closest('.MuiAlert-root'));

/** The window's width for this test only. */
async function openPage(as: RenderAppOptions['as'] = 'materialManager') {
  const view = renderApp(PAGE, { as });
  await within(await screen.findByRole('table', { name: 'Purchases' }, LOAD)).findByText(NEWEST, undefined, LOAD);
  return view;
}

/** The form's parts, found inside it. */
function formParts(name: 'Add Purchase' | 'Edit Purchase') {
  const form = screen.getByRole('form', { name });
  return {
    form,
    material: within(form).getByLabelText(/^material/i, { selector: 'input' }),
    vendor: within(form).getByRole('combobox', { name: 'Vendor' }),
    amount: within(form).getByLabelText(/^amount/i, { selector: 'input' }),
    date: within(form).getByLabelText(/^date/i, { selector: 'input' }),
    status: within(form).getByLabelText('Status', { selector: 'select' }),
    save: within(form).getByRole('button', { name: 'Save' }),
  };
}

async function chooseVendor(user: UserEvent, input: HTMLElement, name: string) {
  await user.clear(input);
  await user.type(input, name.slice(0, 5));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
}

/** A date input takes its value as one change, as a browser's date picker gives it. */
const setDate = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function openAddForm(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Add Purchase' }));
  return formParts('Add Purchase');
}

describe('/material-purchase', () => {
  test('lists the seeded purchases with the columns, and the three totals in rupees', async () => {
    screenWidth(1440);
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Material Purchase Management' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Material', 'Vendor', 'Amount', 'Date', 'Status', 'Actions']);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('10 purchase records')).toBeInTheDocument();
    const row = within(rowOf(NEWEST));
    for (const text of ['Asian Build Chem', '₹18,600.00', '02-01-2026', 'Unpaid']) expect(row.getByText(text)).toBeInTheDocument();
    expect(row.getByText('Unpaid').closest('.ToneChip')).toHaveClass('ToneChip-warning');
    expect(within(rowOf(CEMENT)).getByText('Paid').closest('.ToneChip')).toHaveClass('ToneChip-success');
    expect(within(rowOf(CEMENT)).getByText('08-09-2025')).toBeInTheDocument();
    for (const action of ['Edit', 'Delete']) expect(row.getByRole('button', { name: `${action} ${NEWEST}` })).toBeInTheDocument();
    // 78,000 + 1,62,500 + 42,000 + 9,850.50 + 64,000 + 21,250 + 26,400 + 1,18,750.75 + 31,275 + 18,600
    expect(cardValue('Total Amount')).toBe('₹5,72,626.25');
    // Paid: cement, steel bars, river sand, bricks, electrical work.
    expect(cardValue('Paid Amount')).toBe('₹3,77,775.00');
    expect(cardValue('Unpaid Amount')).toBe('₹1,94,851.25');
  });

  test('the totals follow the search', async () => {
    const { user } = await openPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search purchases' }), 'shree');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(cardValue('Total Amount')).toBe('₹1,63,250.00');
    expect(cardValue('Paid Amount')).toBe('₹1,42,000.00');
    expect(cardValue('Unpaid Amount')).toBe('₹21,250.00');
    expect(screen.getByText('Showing 3 of 10 purchase records')).toBeInTheDocument();
  });

  test.each([
    ['the material', 'cement', [CEMENT]],
    ['the vendor', 'CAUVERY', ['M-Sand (4 loads)', 'River Sand (6 loads)']],
    ['the amount as shown', '₹1,18,750.75', ['Structural Steel Sections']],
    ['the amount as figures', '9850.5', ['Waterproofing Compound (40 L)']],
    ['the date as shown', '25-12-2025', ['Electrical Conduits and Wiring']],
    ['the status', 'unpaid', [NEWEST, 'Structural Steel Sections', 'M-Sand (4 loads)', 'Binding Wire (250 kg)', 'Waterproofing Compound (40 L)']],
  ])('the search looks in %s', async (_field, text, materials) => {
    const { user } = await openPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search purchases' }), text);
    await waitFor(() => expect(shownMaterials()).toEqual(materials));
  });

  test('a search that finds nothing says so', async () => {
    const { user } = await openPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search purchases' }), 'granite');
    expect(await screen.findByText('No purchase records match your search.')).toBeInTheDocument();
    expect(cardValue('Total Amount')).toBe('₹0.00');
  });

  test('add sends the amount as text with two decimals and Unpaid by default, toasts, lists it and logs the activity', async () => {
    const log = recordRequests();
    const { user } = await openPage();
    const form = await openAddForm(user);
    expect(screen.getByRole('heading', { level: 2, name: 'Add Purchase' })).toBeInTheDocument();
    expect(form.status).toHaveValue('Unpaid');
    await user.type(form.material, 'Ready-mix Concrete M25');
    await chooseVendor(user, form.vendor, 'Shree Traders');
    await user.type(form.amount, '1250');
    setDate(form.date, '2026-01-20');
    await waitFor(() => expect(form.save).toBeEnabled());
    await user.click(form.save);

    const toast = await toastOf('Purchase record added successfully!');
    expect(toast).toHaveClass('MuiAlert-colorSuccess');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add Purchase' })).not.toBeInTheDocument());
    const [post] = received(log, 'POST', '/material-purchases/create-mgmt');
    await waitFor(() => expect(post.body).toBeDefined());
    expect(post.body).toEqual({ material: 'Ready-mix Concrete M25', vendor: 'Shree Traders', amount: '1250.00', date: '2026-01-20', status: 'Unpaid' });
    const row = within(await within(table()).findByText('Ready-mix Concrete M25').then((el) => el.closest('tr') as HTMLElement));
    expect(row.getByText('₹1,250.00')).toBeInTheDocument();
    expect(row.getByText('20-01-2026')).toBeInTheDocument();
    expect(cardValue('Unpaid Amount')).toBe('₹1,96,101.25');
    const saved = purchaseOf('Ready-mix Concrete M25')!;
    await waitFor(() => expect(db.activities.findFirst((q) => q.where({ entityType: 'purchase', action: 'created', entityId: saved._id }))).toBeDefined());
  });

  test('Save stays disabled until every rule holds: material, vendor, amount (present, a number, not negative), date', async () => {
    const { user } = await openPage();
    const form = await openAddForm(user);
    expect(form.save).toBeDisabled();

    // Everything but the vendor.
    await user.type(form.material, 'Plywood 18 mm');
    await user.type(form.amount, '4500');
    setDate(form.date, '2026-01-10');
    await waitFor(() => expect(form.material).toHaveValue('Plywood 18 mm'));
    expect(form.save).toBeDisabled();
    await chooseVendor(user, form.vendor, 'Asian Build Chem');
    await waitFor(() => expect(form.save).toBeEnabled());

    // An empty material (spaces only count as empty).
    await user.clear(form.material);
    await user.type(form.material, '   ');
    await waitFor(() => expect(form.save).toBeDisabled());
    await user.clear(form.material);
    await user.type(form.material, 'Plywood 18 mm');
    await waitFor(() => expect(form.save).toBeEnabled());

    // The amount: empty, not a number, negative; 0 is allowed.
    for (const amount of ['', 'abc', '-1']) {
      await user.clear(form.amount);
      if (amount) await user.type(form.amount, amount);
      await waitFor(() => expect(form.save).toBeDisabled());
    }
    await user.clear(form.amount);
    await user.type(form.amount, '0');
    await waitFor(() => expect(form.save).toBeEnabled());

    // An empty date.
    setDate(form.date, '');
    await waitFor(() => expect(form.save).toBeDisabled());
    setDate(form.date, '2026-01-10');
    await waitFor(() => expect(form.save).toBeEnabled());

    // The vendor emptied again.
    await user.clear(form.vendor);
    await waitFor(() => expect(form.save).toBeDisabled());
  });

  test('edit opens the form filled from the record and saves the changes', async () => {
    const log = recordRequests();
    const { user } = await openPage();
    const cement = purchaseOf(CEMENT)!;
    await user.click(within(rowOf(CEMENT)).getByRole('button', { name: `Edit ${CEMENT}` }));
    const form = formParts('Edit Purchase');
    expect(form.material).toHaveValue(CEMENT);
    expect(form.vendor).toHaveValue('Shree Traders');
    expect(form.amount).toHaveValue('78000.00');
    expect(form.date).toHaveValue(cement.date);
    expect(form.status).toHaveValue('Paid');
    await waitFor(() => expect(form.save).toBeEnabled());

    await fillIn(user, form.amount, '80,000.5');
    await user.selectOptions(form.status, 'Unpaid');
    await chooseVendor(user, form.vendor, 'Karnataka Steel Corporation');
    await user.click(form.save);

    expect(await toastOf('Purchase record updated successfully!')).toHaveClass('MuiAlert-colorSuccess');
    const [put] = received(log, 'PUT', '/material-purchases/update-mgmt/:id');
    expect(put.path).toBe(`/material-purchases/update-mgmt/${cement._id}`);
    await waitFor(() => expect(put.body).toBeDefined());
    expect(put.body).toEqual({ material: CEMENT, vendor: 'Karnataka Steel Corporation', amount: '80000.50', date: cement.date, status: 'Unpaid' });
    await within(rowOf(CEMENT)).findByText('₹80,000.50');
    expect(screen.queryByRole('form', { name: 'Edit Purchase' })).not.toBeInTheDocument();
    await waitFor(() => expect(db.activities.findFirst((q) => q.where({ entityType: 'purchase', action: 'updated', entityId: cement._id }))).toBeDefined());
  });

  test('a record whose vendor is no longer in the vendor list keeps it as a choice', async () => {
    const log = recordRequests();
    await db.materialPurchases.update((q) => q.where({ material: CEMENT }), { data: (p) => void (p.vendor = 'Lakshmi Hardware') });
    const { user } = await openPage();
    await user.click(within(rowOf(CEMENT)).getByRole('button', { name: `Edit ${CEMENT}` }));
    const form = formParts('Edit Purchase');
    expect(form.vendor).toHaveValue('Lakshmi Hardware');
    await user.click(form.vendor);
    expect(await screen.findByRole('option', { name: /^Lakshmi Hardware/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /^Shree Traders/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.selectOptions(form.status, 'Unpaid');
    await waitFor(() => expect(form.save).toBeEnabled());
    await user.click(form.save);
    await screen.findByText('Purchase record updated successfully!');
    const [put] = received(log, 'PUT', '/material-purchases/update-mgmt/:id');
    await waitFor(() => expect(put.body).toMatchObject({ vendor: 'Lakshmi Hardware', status: 'Unpaid' }));
  });

  test('delete asks first, removes the record, toasts and logs the activity', async () => {
    const { user } = await openPage();
    const cement = purchaseOf(CEMENT)!;
    await user.click(within(rowOf(CEMENT)).getByRole('button', { name: `Delete ${CEMENT}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Purchase Record' });
    expect(within(dialog).getByText(`Are you sure you want to delete the purchase record for ${CEMENT}? This action cannot be undone.`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toastOf('Purchase record deleted successfully!')).toHaveClass('MuiAlert-colorSuccess');
    await waitFor(() => expect(within(table()).queryByText(CEMENT)).not.toBeInTheDocument());
    expect(purchaseOf(CEMENT)).toBeUndefined();
    expect(cardValue('Paid Amount')).toBe('₹2,99,775.00');
    await waitFor(() => expect(db.activities.findFirst((q) => q.where({ entityType: 'purchase', action: 'deleted', entityId: cement._id }))).toBeDefined());
  });

  // Ruling 36: a failed read of the form's choices is said in the form (not as an empty list), and the form
  // cannot save until the read succeeds; what was typed, and an edit's own vendor, stay.
  test('a failed vendor read says so in the form, which cannot save until Retry brings the vendors', async () => {
    addScenario(failWith('GET', '/vendor/getAllVendors', 500, { message: 'Vendor service down' }));
    const log = recordRequests();
    const { user } = await openPage();
    let form = await openAddForm(user);
    await fillIn(user, form.material, 'Plywood 18 mm');
    await fillIn(user, form.amount, '4500');
    await user.click(form.vendor);
    expect(await screen.findByText('No matching vendors')).toBeInTheDocument();
    await waitFor(() => expect(received(log, 'GET', '/vendor/getAllVendors').length).toBeGreaterThan(0));
    expect(await within(form.form).findByText('Vendors could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText(/Vendor service down/)).not.toBeInTheDocument();
    expect(form.save).toBeDisabled();
    expect(form.material).toHaveValue('Plywood 18 mm');
    await user.click(within(form.form).getByRole('button', { name: 'Cancel' }));

    // An edit keeps the record's vendor, and saves once the vendors are read.
    await user.click(within(rowOf(CEMENT)).getByRole('button', { name: `Edit ${CEMENT}` }));
    form = formParts('Edit Purchase');
    expect(form.vendor).toHaveValue('Shree Traders');
    await user.selectOptions(form.status, 'Unpaid');
    expect(within(form.form).getByText('Vendors could not be loaded.')).toBeInTheDocument();
    expect(form.save).toBeDisabled();
    fireEvent.submit(form.form);
    expect(received(log, 'PUT', '/material-purchases/update-mgmt/:id')).toHaveLength(0);
    clearScenarios();
    await user.click(within(form.form).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(form.form).queryByText('Vendors could not be loaded.')).not.toBeInTheDocument());
    expect(form.vendor).toHaveValue('Shree Traders');
    await waitFor(() => expect(form.save).toBeEnabled());
    await user.click(form.save);
    expect(await screen.findByText('Purchase record updated successfully!')).toBeInTheDocument();
    expect(screen.queryByText(/Vendor service down/)).not.toBeInTheDocument();
  });

  test('a failed add is a red toast and the form keeps what was typed', async () => {
    addScenario(failWith('POST', '/material-purchases/create-mgmt', 500, { message: 'Database down' }));
    const { user } = await openPage();
    const form = await openAddForm(user);
    await fillIn(user, form.material, 'Plywood 18 mm');
    await chooseVendor(user, form.vendor, 'Asian Build Chem');
    await fillIn(user, form.amount, '4500');
    setDate(form.date, '2026-01-10');
    await user.selectOptions(form.status, 'Paid');
    await waitFor(() => expect(form.save).toBeEnabled());
    await user.click(form.save);
    expect(await toastOf('Failed to add purchase record')).toHaveClass('MuiAlert-colorError');
    const again = formParts('Add Purchase');
    expect(again.material).toHaveValue('Plywood 18 mm');
    expect(again.vendor).toHaveValue('Asian Build Chem');
    expect(again.amount).toHaveValue('4500');
    expect(again.date).toHaveValue('2026-01-10');
    expect(again.status).toHaveValue('Paid');
    expect(again.save).toBeEnabled();
    expect(purchaseOf('Plywood 18 mm')).toBeUndefined();
  });

  test('a failed update is a red toast; the form keeps the changes and the record is unchanged', async () => {
    addScenario(failWith('PUT', '/material-purchases/update-mgmt/:id', 500, { message: 'Database down' }));
    const { user } = await openPage();
    await user.click(within(rowOf(CEMENT)).getByRole('button', { name: `Edit ${CEMENT}` }));
    const form = formParts('Edit Purchase');
    await fillIn(user, form.amount, '99000');
    await waitFor(() => expect(form.save).toBeEnabled());
    await user.click(form.save);
    expect(await toastOf('Failed to update purchase record')).toHaveClass('MuiAlert-colorError');
    expect(formParts('Edit Purchase').amount).toHaveValue('99000');
    expect(within(rowOf(CEMENT)).getByText('₹78,000.00')).toBeInTheDocument();
    expect(purchaseOf(CEMENT)?.amount).toBe(78000);
  });

  test('a failed delete is a red toast and the record stays', async () => {
    addScenario(failWith('DELETE', '/material-purchases/delete-mgmt/:id', 500, { message: 'Database down' }));
    const { user } = await openPage();
    await user.click(within(rowOf(CEMENT)).getByRole('button', { name: `Delete ${CEMENT}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Purchase Record' })).getByRole('button', { name: 'Delete' }));
    expect(await toastOf('Failed to delete purchase record')).toHaveClass('MuiAlert-colorError');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(table()).getByText(CEMENT)).toBeInTheDocument();
    expect(purchaseOf(CEMENT)).toBeDefined();
  });

  test.each([
    ['a 404', () => failWith('GET', LIST, 404, { message: 'Not found' }), 'Material purchase API endpoints not found. Please check if the backend routes are configured correctly.'],
    ['a refused connection', () => networkFailure('GET', LIST), 'Cannot connect to server. Please check if the backend is running.'],
    ['a server error with its message', () => failWith('GET', LIST, 500, { message: 'Database down' }), 'Failed to fetch purchase data: Database down'],
    ['an HTML page', () => htmlPage('GET', LIST), 'Failed to fetch purchase data: Server returned an HTML page instead of JSON'],
    ['an HTML 404 page', () => htmlPage('GET', LIST, 404), 'Material purchase API endpoints not found. Please check if the backend routes are configured correctly.'],
  ])('a failed load (%s) shows the Connection Error banner with its text and Retry, which loads the list', async (_case, scenario, text) => {
    addScenario(scenario());
    const { user } = renderApp(PAGE, { as: 'materialManager' });
    const banner = (await screen.findByText(text, undefined, LOAD)).closest('.MuiAlert-root') as HTMLElement;
    expect(within(banner).getByText('Connection Error')).toBeInTheDocument();
    expect(banner).toHaveClass('MuiAlert-colorError');
    expect(cardValue('Total Amount')).toBe('—');
    clearScenarios();
    await user.click(within(banner).getByRole('button', { name: 'Retry' }));
    await within(await screen.findByRole('table', { name: 'Purchases' }, LOAD)).findByText(NEWEST, undefined, LOAD);
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(cardValue('Total Amount')).toBe('₹5,72,626.25');
  });

  test('with no records at all it prompts to add one', async () => {
    db.materialPurchases.clear();
    const { user } = renderApp(PAGE, { as: 'materialManager' });
    expect(await screen.findByText('No purchase records yet', undefined, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Click Add Purchase to record the first purchase.')).toBeInTheDocument();
    expect(cardValue('Total Amount')).toBe('₹0.00');
    const buttons = screen.getAllByRole('button', { name: 'Add Purchase' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]);
    expect(screen.getByRole('form', { name: 'Add Purchase' })).toBeInTheDocument();
  });

  test('a viewer without MANAGE_MATERIALS sees the records but cannot add, edit or delete', async () => {
    const viewer = await createStaff({ role: 'Site Clerk', permissions: ['VIEW_MATERIALS'] });
    await openPage({ email: viewer.email });
    expect(screen.queryByRole('button', { name: 'Add Purchase' })).not.toBeInTheDocument();
    expect(within(rowOf(CEMENT)).queryByRole('button', { name: `Edit ${CEMENT}` })).not.toBeInTheDocument();
    expect(within(rowOf(CEMENT)).queryByRole('button', { name: `Delete ${CEMENT}` })).not.toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Actions');
  });

  test('under 768 px each record is a card', async () => {
    screenWidth(375);
    renderApp(PAGE, { as: 'materialManager' });
    const list = await screen.findByRole('list', { name: 'Purchases' }, LOAD);
    const card = await within(list).findByRole('listitem', { name: NEWEST }, LOAD);
    for (const text of ['Asian Build Chem', '₹18,600.00', '02-01-2026', 'Unpaid']) expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Edit ${NEWEST}` })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
