import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { getRuntimeConfig, setRuntimeConfig } from '@/config/env';
import { addDaysToDashedDate, todayDashed } from '@/lib/dashedDate';
import { db, newId } from '../../mocks/db';
import { addScenario, clearScenarios, failWith, htmlPage, networkFailure } from '../../mocks/scenarios';
import { holdRequests } from '../holdRequests';
import { amountInWords } from '@/lib/amountInWords';
import { formatRupees } from '@/lib/money';
import { fillIn, screenWidth } from '../screen';
import { renderApp, type RenderAppOptions } from '../renderApp';
import { received, recordRequests } from '../serverLog';
import { advanceBy, useFakeTimeouts } from '../timers';
import { createStaff } from './helpers';
import { SAMPLE_COMPANY } from '../sampleCompany';
import { applyPageStyles } from '../pageStyles';

const LOAD = { timeout: 5000 };
const PAGE = '/client-billing';
const YEAR = new Date().getFullYear();
const number = (n: number) => `INV-${YEAR}-${String(n).padStart(3, '0')}`;
const XSS = '<img src=x onerror=alert(1)>';

const table = () => screen.getByRole('table', { name: 'Bills' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const shownNumbers = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0].querySelector('span')?.textContent);
const rowOf = (billNumber: string) => within(table()).getByText(billNumber).closest('tr') as HTMLElement;
const cardValue = (label: string) => [...screen.getByRole('group', { name: label }).querySelectorAll('p')].at(-1)?.textContent;
const billNumbered = (n: string) => db.bills.all().find((b) => b.billNumber === n)!;

async function openPage(as: RenderAppOptions['as'] = 'accountant') {
  screenWidth(1440);
  const view = renderApp(PAGE, { as });
  await within(await screen.findByRole('table', { name: 'Bills' }, LOAD)).findByText(number(8), undefined, LOAD);
  return view;
}

/** The form's parts, found inside it. */
function formParts(name: 'Create New Bill' | 'Edit Bill') {
  const form = screen.getByRole('form', { name });
  const inForm = within(form);
  const item = (n: number) => {
    const group = within(inForm.getByRole('group', { name: `Item ${n}` }));
    return {
      description: group.getByLabelText('Description'),
      hsnSac: group.getByLabelText('HSN/SAC'),
      qty: group.getByLabelText('Qty'),
      unit: group.getByLabelText('Unit'),
      rate: group.getByLabelText('Rate (₹)'),
      amount: group.getByLabelText('Amount'),
      remove: group.getByRole('button', { name: `Remove item ${n}` }),
    };
  };
  return {
    form,
    billNumber: inForm.getByLabelText(/^bill number/i),
    project: inForm.getByRole('combobox', { name: 'Project' }),
    client: inForm.getByLabelText(/^client\s*\*?$/i),
    clientGstin: inForm.getByLabelText('Client GSTIN'),
    clientAddress: inForm.getByLabelText('Client Address'),
    placeOfSupply: inForm.getByLabelText('Place of Supply', { selector: 'select' }),
    reverseCharge: inForm.getByLabelText('Tax Payable on Reverse Charge', { selector: 'select' }),
    status: inForm.getByLabelText('Status', { selector: 'select' }),
    date: inForm.getByLabelText(/^bill date/i),
    dueDate: inForm.getByLabelText(/^due date/i),
    notes: inForm.getByRole('textbox', { name: 'Notes' }),
    taxRate: inForm.getByLabelText('Tax Rate (%)'),
    totals: () => inForm.getByRole('group', { name: 'Bill totals' }).textContent,
    item,
    addItem: inForm.getByRole('button', { name: 'Add Item' }),
    submit: inForm.getByRole('button', { name: name === 'Edit Bill' ? 'Update Bill' : 'Create Bill' }),
    cancel: inForm.getByRole('button', { name: 'Cancel' }),
  };
}

async function openCreate(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Create New Bill' }));
  const parts = formParts('Create New Bill');
  await waitFor(() => expect(parts.billNumber).not.toHaveValue(''));
  return parts;
}

async function chooseProject(user: UserEvent, input: HTMLElement, name: string) {
  await user.clear(input);
  await user.type(input, name.slice(0, 6));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name.replace(/[()]/g, '.')}`) }));
}

/**
 * Sets an item's fields, each replacing what it held (an empty value empties it): pasted, or typed key by
 * key for a test about typing (the totals following each keystroke, the whole bill typed once).
 */
async function fillItem(
  user: UserEvent,
  item: ReturnType<ReturnType<typeof formParts>['item']>,
  values: { description?: string; qty?: string; unit?: string; rate?: string },
  by: 'paste' | 'type' = 'paste',
) {
  for (const key of ['description', 'qty', 'unit', 'rate'] as const) {
    const value = values[key];
    if (value === undefined) continue;
    if (value && by === 'paste') {
      await fillIn(user, item[key], value);
      continue;
    }
    await user.clear(item[key]);
    if (value) await user.type(item[key], value);
  }
}

async function addBills(count: number) {
  for (let i = 0; i < count; i++) {
    const at = Date.now() - 400 * 86_400_000 + i;
    await db.bills.create({
      _id: newId(at),
      billNumber: `INV-${YEAR - 1}-${String(i + 1).padStart(3, '0')}`,
      client: 'Old Client',
      project: 'Old Project',
      date: '10-01-2025',
      dueDate: '09-02-2025',
      status: 'Paid',
      items: [{ description: 'Old work', qty: 1, unit: 'lot', rate: 100, amount: 100 }],
      notes: '',
      taxRate: 18,
      subtotal: 100,
      taxAmount: 18,
      total: 118,
      createdAt: new Date(at).toISOString(),
    });
  }
}

describe('/client-billing, the list', () => {
  test('shows the title, the four cards from the statistics call, and the seeded bills newest first with their columns', async () => {
    const log = recordRequests();
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Client Billing Management' })).toBeInTheDocument();
    expect(screen.getByText('Manage and track client bills and invoices')).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Bill Details',
      'Client & Project',
      'Dates',
      'Amount',
      'Status',
      'Actions',
    ]);
    expect(shownNumbers()).toEqual([8, 7, 6, 5, 4, 3, 2, 1].map(number));
    await waitFor(() => expect(cardValue('Total Bills')).toBe('8'));
    expect(cardValue('Pending Amount')).toBe('₹12,02,102.53');
    expect(cardValue('Overdue Bills')).toBe('2');
    expect(cardValue('Paid Bills')).toBe('3');
    expect(received(log, 'GET', '/bill/statistics')).not.toHaveLength(0);

    const krishna = billNumbered(number(4));
    const row = within(rowOf(number(4)));
    for (const text of ['Krishna Textiles', 'Krishna Textiles Warehouse', '₹25,69,273.00', 'Tax 18%: ₹3,91,923.00', `Date: ${krishna.date}`, `Due: ${krishna.dueDate}`]) {
      expect(row.getByText(text)).toBeInTheDocument();
    }
    expect(row.getByText('Pre-engineered steel structure, erection + 1 more item')).toBeInTheDocument();
    expect(row.getByText('Overdue').closest('.ToneChip')).toHaveClass('ToneChip-error');
    expect(within(rowOf(number(1))).getByText('Paid').closest('.ToneChip')).toHaveClass('ToneChip-success');
    // Pending is yellow with dark text (02 §4), not the theme's dark amber warning.
    applyPageStyles();
    const pending = getComputedStyle(within(rowOf(number(8))).getByText('Pending').closest('.ToneChip')!);
    expect([pending.backgroundColor, pending.color]).toEqual(['rgb(253, 224, 71)', 'rgb(113, 63, 18)']);
    for (const action of ['Edit', 'Delete', 'Print']) expect(row.getByRole('button', { name: `${action} bill ${number(4)}` })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 8 of 8 results')).toBeInTheDocument();
  });

  test('under 768 px each bill is a card with the same details and actions', async () => {
    screenWidth(375);
    renderApp(PAGE, { as: 'accountant' });
    const card = within(await screen.findByRole('listitem', { name: number(3) }, LOAD));
    for (const text of ['Hubballi-Dharwad Municipal Corporation', 'Municipal School Renovation, Hubballi', '₹6,65,728.00', 'Overdue']) {
      expect(card.getByText(text)).toBeInTheDocument();
    }
    for (const action of ['Edit', 'Delete', 'Print']) expect(card.getByRole('button', { name: `${action} bill ${number(3)}` })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('shows Loading bills... until the list arrives', async () => {
    const release = holdRequests('get', '/bill/getall/bills');
    screenWidth(1440);
    renderApp(PAGE, { as: 'accountant' });
    expect(await screen.findByText('Loading bills...', undefined, LOAD)).toBeInTheDocument();
    release();
    await within(await screen.findByRole('table', { name: 'Bills' })).findByText(number(8), undefined, LOAD);
    expect(screen.queryByText('Loading bills...')).not.toBeInTheDocument();
  });

  test.each([
    ['the bill number', number(6).toLowerCase(), [number(6)]],
    ['the client', 'KRISHNA', [number(5), number(4)]],
    ['the project', 'green valley', [number(7), number(2)]],
  ])('the search looks in %s', async (_field, text, expected) => {
    const { user } = await openPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search bills, clients, or projects...' }), text);
    await waitFor(() => expect(shownNumbers()).toEqual(expected));
  });

  test('the status filter, with the search; nothing found says so', async () => {
    const { user } = await openPage();
    const filter = screen.getByLabelText('Status', { selector: 'select' });
    expect([...(filter as HTMLSelectElement).options].map((o) => o.text)).toEqual(['All Status', 'Paid', 'Pending', 'Overdue']);
    await user.selectOptions(filter, 'Overdue');
    await waitFor(() => expect(shownNumbers()).toEqual([number(4), number(3)]));
    await user.selectOptions(filter, 'Paid');
    await waitFor(() => expect(shownNumbers()).toEqual([number(5), number(2), number(1)]));
    await user.type(screen.getByRole('searchbox', { name: 'Search bills, clients, or projects...' }), 'sai');
    await waitFor(() => expect(shownNumbers()).toEqual([number(1)]));
    await user.type(screen.getByRole('searchbox', { name: 'Search bills, clients, or projects...' }), 'zzz');
    expect(await screen.findByText('No bills found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria')).toBeInTheDocument();
    // The cards count every bill, not the filtered ones.
    expect(cardValue('Total Bills')).toBe('8');
  });

  test('pages hold 10 bills; Next, the page number and Previous move between them', async () => {
    await addBills(5);
    const { user } = await openPage();
    const pager = () => within(screen.getByRole('navigation', { name: 'Bills pages' }));
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 13 results')).toBeInTheDocument();
    await user.click(pager().getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 11 to 13 of 13 results')).toBeInTheDocument();
    expect(shownNumbers()).toEqual([`INV-${YEAR - 1}-003`, `INV-${YEAR - 1}-002`, `INV-${YEAR - 1}-001`]);
    expect(pager().getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(pager().getByRole('button', { name: 'Previous' }));
    expect(shownNumbers()[0]).toBe(number(8));
    await user.click(pager().getByRole('button', { name: 'Page 2' }));
    expect(screen.getByText('Showing 11 to 13 of 13 results')).toBeInTheDocument();
  });

  test.each([
    ['has no statistics call (404)', failWith('GET', '/bill/statistics', 404, { message: 'Not Found' })],
    ['fails the statistics call (500)', failWith('GET', '/bill/statistics', 500, { message: 'Database down' })],
    ["answers it with a proxy's error page", htmlPage('GET', '/bill/statistics', 502)],
  ])('the statistics are worked out from the bill list when the server %s', async (_, failure) => {
    addScenario(failure);
    await db.bills.update((q) => q.where({ billNumber: number(8) }), { data: (b) => void (b.status = 'Overdue') });
    await openPage();
    await waitFor(() => expect(cardValue('Overdue Bills')).toBe('3'));
    expect(cardValue('Total Bills')).toBe('8');
    // Pending now: 5,40,445.90 + 1,59,224.63.
    expect(cardValue('Pending Amount')).toBe('₹6,99,670.53');
    expect(cardValue('Paid Bills')).toBe('3');
  });

  test('the cards show what the statistics call answers', async () => {
    addScenario(failWith('GET', '/bill/statistics', 200, { success: true, totalBills: 120, pendingAmount: '1,50,000.5', overdueCount: 7, paidBills: 90 }));
    await openPage();
    await waitFor(() => expect(cardValue('Total Bills')).toBe('120'));
    expect(cardValue('Pending Amount')).toBe('₹1,50,000.50');
    expect(cardValue('Overdue Bills')).toBe('7');
    expect(cardValue('Paid Bills')).toBe('90');
  });

  test('a failed load says Failed to load bills with Retry, which loads them', async () => {
    addScenario(failWith('GET', '/bill/getall/bills', 500, { message: 'Database down' }));
    screenWidth(1440);
    const { user } = renderApp(PAGE, { as: 'accountant' });
    const alert = await screen.findByText('Failed to load bills', undefined, { timeout: 6000 });
    expect(alert.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorError');
    clearScenarios();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await within(await screen.findByRole('table', { name: 'Bills' })).findByText(number(8), undefined, LOAD);
  });

  test('the figures failing with no bill list to fall back on read — and say so, with their own Retry (ruling 36)', async () => {
    addScenario(failWith('GET', '/bill/statistics', 500, { message: 'Database down' }));
    addScenario(failWith('GET', '/bill/getall/bills', 500, { message: 'Database down' }));
    screenWidth(1440);
    const { user } = renderApp(PAGE, { as: 'accountant' });
    const figures = (await screen.findByText('The bill figures could not be loaded.', undefined, { timeout: 6000 })).closest('[role="alert"]') as HTMLElement;
    for (const card of ['Total Bills', 'Pending Amount', 'Overdue Bills', 'Paid Bills']) expect(cardValue(card)).toBe('—');
    clearScenarios();
    await user.click(within(figures).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardValue('Total Bills')).toBe(String(db.bills.all().length)), LOAD);
    expect(screen.queryByText('The bill figures could not be loaded.')).not.toBeInTheDocument();
  });

  test('a bill whose notes and item descriptions hold markup shows it as text', async () => {
    const bill = billNumbered(number(8));
    await db.bills.update((q) => q.where({ _id: bill._id }), {
      data: (b) => {
        b.notes = XSS;
        b.items = [{ description: XSS, qty: 1, unit: 'lot', rate: 10, amount: 10 }];
      },
    });
    const { user } = await openPage();
    const row = within(rowOf(number(8)));
    expect(row.getAllByText(XSS)).toHaveLength(2);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    await user.click(row.getByRole('button', { name: `Edit bill ${number(8)}` }));
    const form = formParts('Edit Bill');
    expect(form.notes).toHaveValue(XSS);
    expect(form.item(1).description).toHaveValue(XSS);
    expect(document.querySelector('img[src="x"]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(rowOf(number(8))).getByRole('button', { name: `Print bill ${number(8)}` }));
    const invoice = within(await screen.findByRole('dialog', { name: 'TAX INVOICE' }));
    expect(invoice.getAllByText(XSS)).toHaveLength(2);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  test("Print opens the bill's tax invoice with its totals and the amount in words", async () => {
    const bill = billNumbered(number(1));
    const { user } = await openPage();
    await user.click(within(rowOf(number(1))).getByRole('button', { name: `Print bill ${number(1)}` }));
    const invoice = within(await screen.findByRole('dialog', { name: 'TAX INVOICE' }));
    expect(invoice.getByText(bill.billNumber)).toBeInTheDocument();
    expect(invoice.getByText(bill.client)).toBeInTheDocument();
    expect(invoice.getAllByText(formatRupees(bill.total)).length).toBeGreaterThan(0);
    expect(invoice.getByText(amountInWords(bill.total))).toBeInTheDocument();
    expect(invoice.getByText('Thank you for your business!')).toBeInTheDocument();
    await user.click(invoice.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'TAX INVOICE' })).not.toBeInTheDocument());
  });

  test('a user who may only view bills sees no Create, Edit or Delete, and may print', async () => {
    const viewer = await createStaff({ role: 'Auditor', permissions: ['VIEW_ACCOUNTS'] });
    await openPage({ email: viewer.email });
    expect(screen.queryByRole('button', { name: 'Create New Bill' })).not.toBeInTheDocument();
    const row = within(rowOf(number(1)));
    expect(row.queryByRole('button', { name: `Edit bill ${number(1)}` })).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: `Delete bill ${number(1)}` })).not.toBeInTheDocument();
    expect(row.getByRole('button', { name: `Print bill ${number(1)}` })).toBeInTheDocument();
  });
});

describe('/client-billing, create', () => {
  test('a new bill opens with the next number, today, a due date 30 days on, one empty item, Pending and 18 %', async () => {
    const { user } = await openPage();
    const form = await openCreate(user);
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Bill' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Bills' })).not.toBeInTheDocument();
    for (const section of ['Bill Information', 'Bill Items', 'Notes', 'Totals']) expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    expect(form.billNumber).toHaveValue(number(9));
    const today = todayDashed();
    expect(form.date).toHaveValue(today);
    expect(form.dueDate).toHaveValue(addDaysToDashedDate(today, 30));
    expect(form.status).toHaveValue('Pending');
    expect(form.taxRate).toHaveValue(18);
    expect(screen.getAllByRole('group', { name: /^Item \d/ })).toHaveLength(1);
    expect(form.item(1).description).toHaveValue('');
    expect(form.item(1).qty).toHaveValue(1);
    expect(form.item(1).remove).toBeDisabled();
    expect(form.client).toHaveAttribute('readonly');
    expect(form.totals()).toBe('Subtotal₹0.00Tax (18%)₹0.00Total₹0.00');
  });

  test('saves the bill: the server receives no local ids, the worked-out amounts and the dates; the list and cards reload', async () => {
    const log = recordRequests();
    const { user } = await openPage();
    const form = await openCreate(user);
    await chooseProject(user, form.project, 'Krishna Textiles Warehouse');
    expect(form.client).toHaveValue('Krishna Textiles');
    await fillItem(user, form.item(1), { description: 'Shuttering for columns', qty: '3', unit: 'm²', rate: '33.33' }, 'type');
    expect(form.item(1).amount).toHaveValue('₹99.99');
    await user.click(form.addItem);
    expect(form.item(1).remove).toBeEnabled();
    await fillItem(user, form.item(2), { description: 'Curing compound', qty: '2', unit: 'L', rate: '1250.5' }, 'type');
    await user.type(form.notes, 'Second running bill');
    await waitFor(() => expect(form.totals()).toBe('Subtotal₹2,600.99Tax (18%)₹468.18Total₹3,069.17'));
    await user.click(form.submit);

    expect(await screen.findByText('Bill created successfully!')).toBeInTheDocument();
    const [post] = received(log, 'POST', '/bill/create/bills');
    await waitFor(() => expect(post.body).toBeDefined());
    const today = todayDashed();
    expect(post.body).toEqual({
      billNumber: number(9),
      client: 'Krishna Textiles',
      // No GST details typed (and no company state in config.json): none are sent.
      clientGstin: '',
      clientAddress: '',
      placeOfSupply: '',
      reverseCharge: false,
      project: 'Krishna Textiles Warehouse',
      date: today,
      dueDate: addDaysToDashedDate(today, 30),
      status: 'Pending',
      items: [
        { description: 'Shuttering for columns', hsnSac: '', qty: 3, unit: 'm²', rate: 33.33, amount: 99.99 },
        { description: 'Curing compound', hsnSac: '', qty: 2, unit: 'L', rate: 1250.5, amount: 2501 },
      ],
      notes: 'Second running bill',
      taxRate: 18,
      subtotal: 2600.99,
      taxAmount: 468.18,
      total: 3069.17,
    });
    expect(within(await screen.findByRole('table', { name: 'Bills' })).getByText(number(9))).toBeInTheDocument();
    await waitFor(() => expect(cardValue('Total Bills')).toBe('9'));
    // 12,02,102.53 + 3,069.17.
    expect(cardValue('Pending Amount')).toBe('₹12,05,171.70');
    const saved = billNumbered(number(9));
    await waitFor(() =>
      expect(db.activities.findFirst((q) => q.where({ entityType: 'bill', action: 'created', entityId: saved._id }))).toMatchObject({ entityName: number(9) }),
    );
    // The success banner can be closed.
    await user.click(within(screen.getByText('Bill created successfully!').closest('.MuiAlert-root') as HTMLElement).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Bill created successfully!')).not.toBeInTheDocument();
  });

  test.each([
    ['3 × 33.33 at 18 %', [{ qty: '3', rate: '33.33' }], '18', 'Subtotal₹99.99Tax (18%)₹18.00Total₹117.99'],
    ['two items at 12.5 %', [{ qty: '2', rate: '450.5' }, { qty: '7', rate: '12.35' }], '12.5', 'Subtotal₹987.45Tax (12.5%)₹123.43Total₹1,110.88'],
    ['no tax', [{ qty: '4', rate: '0.1' }, { qty: '1', rate: '0.2' }], '0', 'Subtotal₹0.60Tax (0%)₹0.00Total₹0.60'],
    ['5 % on lakhs', [{ qty: '120', rate: '4150' }, { qty: '1', rate: '275000' }], '5', 'Subtotal₹7,73,000.00Tax (5%)₹38,650.00Total₹8,11,650.00'],
    ['a rate that is not a number counts as 0', [{ qty: '2', rate: '' }, { qty: '1', rate: '10' }], '18', 'Subtotal₹10.00Tax (18%)₹1.80Total₹11.80'],
  ])('totals follow every change: %s', async (_case, items, taxRate, expected) => {
    const { user } = await openPage();
    const form = await openCreate(user);
    for (const [i, item] of items.entries()) {
      if (i > 0) await user.click(form.addItem);
      await fillItem(user, form.item(i + 1), { description: `Work ${i + 1}`, ...item }, 'type');
    }
    await user.clear(form.taxRate);
    await user.type(form.taxRate, taxRate);
    await waitFor(() => expect(form.totals()).toBe(expected));
  });

  test('removing an item recalculates; the last one cannot be removed', async () => {
    const { user } = await openPage();
    const form = await openCreate(user);
    await fillItem(user, form.item(1), { description: 'A', qty: '1', rate: '100' });
    await user.click(form.addItem);
    await fillItem(user, form.item(2), { description: 'B', qty: '2', rate: '50' });
    await waitFor(() => expect(form.totals()).toBe('Subtotal₹200.00Tax (18%)₹36.00Total₹236.00'));
    await user.click(form.item(1).remove);
    await waitFor(() => expect(form.totals()).toBe('Subtotal₹100.00Tax (18%)₹18.00Total₹118.00'));
    expect(form.item(1).description).toHaveValue('B');
    expect(form.item(1).remove).toBeDisabled();
  });

  test('the project list closes 100 ms after the field loses focus', async () => {
    const { user } = await openPage();
    const form = await openCreate(user);
    await user.type(form.project, 'Vill');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    useFakeTimeouts();
    act(() => form.project.blur());
    act(() => vi.advanceTimersByTime(99));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  test('the due date follows a changed bill date until the user sets one of their own', async () => {
    const { user } = await openPage();
    const form = await openCreate(user);
    await user.clear(form.date);
    await user.type(form.date, '05-01-2027');
    expect(form.dueDate).toHaveValue('04-02-2027');
    await user.clear(form.dueDate);
    await user.type(form.dueDate, '15-01-2027');
    await user.clear(form.date);
    await user.type(form.date, '06-01-2027');
    expect(form.dueDate).toHaveValue('15-01-2027');
  });

  test('every required field has its text, with the general message, and nothing is sent', async () => {
    const log = recordRequests();
    const { user } = await openPage();
    const form = await openCreate(user);
    await user.clear(form.billNumber);
    await user.clear(form.date);
    await user.clear(form.dueDate);
    await user.click(form.submit);
    const inForm = within(form.form);
    expect(await inForm.findByText('Please fill in all required fields')).toBeInTheDocument();
    for (const text of ['Bill number is required', 'Client is required', 'Project is required', 'Bill date is required', 'Due date is required', 'At least one item is required']) {
      expect(inForm.getByText(text)).toBeInTheDocument();
    }
    expect(received(log, 'POST', '/bill/create/bills')).toHaveLength(0);
  });

  test('a typed date that is not a real day, item rules, and a tax rate out of range are refused', async () => {
    const { user } = await openPage();
    const form = await openCreate(user);
    await fillIn(user, form.date, '31-02-2026');
    await fillIn(user, form.dueDate, '2026-03-01');
    await fillItem(user, form.item(1), { description: '', qty: '2', rate: '10' });
    await user.click(form.addItem);
    await fillItem(user, form.item(2), { description: 'Half a unit', qty: '1.5', rate: '10' });
    await fillIn(user, form.taxRate, '120');
    await user.click(form.submit);
    const inForm = within(form.form);
    expect(await inForm.findByText('Bill date must be a real date, typed as dd-mm-yyyy')).toBeInTheDocument();
    expect(inForm.getByText('Due date must be a real date, typed as dd-mm-yyyy')).toBeInTheDocument();
    expect(inForm.getByText('Item description is required')).toBeInTheDocument();
    expect(inForm.getByText('Quantity must be a whole number of at least 1')).toBeInTheDocument();
    expect(inForm.getByText('Tax rate must be from 0 to 100')).toBeInTheDocument();
  });

  test('blank items are left out on save (ruling 11)', async () => {
    const log = recordRequests();
    const { user } = await openPage();
    const form = await openCreate(user);
    await chooseProject(user, form.project, 'Green Valley Villas');
    await user.click(form.addItem);
    await fillItem(user, form.item(2), { description: 'Boundary wall', qty: '1', unit: 'lot', rate: '50000' });
    await user.click(form.addItem);
    await user.click(form.submit);
    expect(await screen.findByText('Bill created successfully!')).toBeInTheDocument();
    const [post] = received(log, 'POST', '/bill/create/bills');
    await waitFor(() => expect(post.body).toBeDefined());
    expect((post.body as { items: unknown[] }).items).toEqual([{ description: 'Boundary wall', hsnSac: '', qty: 1, unit: 'lot', rate: 50000, amount: 50000 }]);
  });

  test('the next number is the first unused INV-{year}-NNN of the list when the server has no next-number call (404)', async () => {
    addScenario(failWith('GET', '/bill/next-number', 404, { message: 'Not Found' }));
    db.bills.delete((q) => q.where({ billNumber: number(3) }));
    const { user } = await openPage();
    const form = await openCreate(user);
    expect(form.billNumber).toHaveValue(number(3));
  });

  test("the next number from the server's call", async () => {
    addScenario(failWith('GET', '/bill/next-number', 200, { success: true, billNumber: `INV-${YEAR}-042` }));
    const { user } = await openPage();
    const form = await openCreate(user);
    expect(form.billNumber).toHaveValue(`INV-${YEAR}-042`);
  });

  test('the projects come from the project list when the server has no billing projects call (404)', async () => {
    addScenario(failWith('GET', '/bill/projects', 404, { message: 'Not Found' }));
    const log = recordRequests();
    const { user } = await openPage();
    const form = await openCreate(user);
    await chooseProject(user, form.project, 'Municipal School Renovation, Hubballi');
    expect(form.client).toHaveValue('Hubballi-Dharwad Municipal Corporation');
    expect(received(log, 'GET', '/project/getAllProjects')).not.toHaveLength(0);
  });

  test('with the projects unread the form says so and cannot save, sending nothing; after Retry the bill is saved', async () => {
    addScenario(failWith('GET', '/bill/projects', 500, { message: 'Database unavailable' }));
    const log = recordRequests();
    const { user } = await openPage();
    const form = await openCreate(user);
    expect(await within(form.form).findByText('Projects could not be loaded.')).toBeInTheDocument();
    expect(form.submit).toBeDisabled();
    await fillItem(user, form.item(1), { description: 'Plinth beam', qty: '1', rate: '1000' });
    await user.type(form.project, 'Sai Re');
    expect(await screen.findByText('No matching projects')).toBeInTheDocument();
    fireEvent.submit(form.form);
    expect(form.submit).toBeDisabled();

    clearScenarios();
    await user.click(within(form.form).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(form.form).queryByText('Projects could not be loaded.')).not.toBeInTheDocument());
    expect(received(log, 'POST', '/bill/create/bills')).toHaveLength(0);
    await chooseProject(user, form.project, 'Sai Residency');
    expect(form.submit).toBeEnabled();
    await user.click(form.submit);
    expect(await screen.findByText('Bill created successfully!')).toBeInTheDocument();
    const posts = received(log, 'POST', '/bill/create/bills');
    expect(posts).toHaveLength(1);
    await waitFor(() => expect(posts[0].body).toMatchObject({ project: 'Sai Residency – Block A', items: [expect.objectContaining({ description: 'Plinth beam' })] }));
  });

  test("a refused save shows the server's message and keeps what was typed; another failure says Failed to save bill", async () => {
    addScenario(failWith('POST', '/bill/create/bills', 500, {}));
    const { user } = await openPage();
    const form = await openCreate(user);
    await fillIn(user, form.billNumber, number(2));
    await chooseProject(user, form.project, 'Sai Residency');
    await fillItem(user, form.item(1), { description: 'Plinth beam', qty: '1', rate: '1000' });
    await user.click(form.submit);
    const failed = await within(form.form).findByText('Failed to save bill');
    expect(failed.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorError');

    clearScenarios();
    await user.click(form.submit);
    expect(await within(form.form).findByText('A bill with this number already exists')).toBeInTheDocument();
    expect(form.billNumber).toHaveValue(number(2));
    expect(form.project).toHaveValue('Sai Residency – Block A');
    expect(form.item(1).description).toHaveValue('Plinth beam');
    // Closed by its own button.
    await user.click(within(within(form.form).getByText('A bill with this number already exists').closest('.MuiAlert-root') as HTMLElement).getByRole('button', { name: 'Close' }));
    expect(within(form.form).queryByText('A bill with this number already exists')).not.toBeInTheDocument();
  });

  test('a second click while saving sends nothing more', async () => {
    const log = recordRequests();
    const release = holdRequests('post', '/bill/create/bills');
    const { user } = await openPage();
    const form = await openCreate(user);
    await chooseProject(user, form.project, 'Sai Residency');
    await fillItem(user, form.item(1), { description: 'Plinth beam', qty: '1', rate: '1000' });
    await user.click(form.submit);
    await waitFor(() => expect(within(form.form).getByRole('button', { name: 'Saving...' })).toBeDisabled());
    fireEvent.submit(form.form);
    release();
    expect(await screen.findByText('Bill created successfully!')).toBeInTheDocument();
    expect(received(log, 'POST', '/bill/create/bills')).toHaveLength(1);
  });

  test('Cancel returns to the list and sends nothing', async () => {
    const log = recordRequests();
    const { user } = await openPage();
    const form = await openCreate(user);
    await user.click(form.cancel);
    expect(await screen.findByRole('table', { name: 'Bills' })).toBeInTheDocument();
    expect(received(log, 'POST', '/bill/create/bills')).toHaveLength(0);
  });
});

describe('/client-billing, edit and delete', () => {
  test('edit opens the bill filled in, with its project, and sends the whole bill with its _id', async () => {
    const log = recordRequests();
    const { user } = await openPage();
    const bill = billNumbered(number(6));
    await user.click(within(rowOf(number(6))).getByRole('button', { name: `Edit bill ${number(6)}` }));
    const form = formParts('Edit Bill');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Bill' })).toBeInTheDocument();
    expect(form.billNumber).toHaveValue(number(6));
    expect(form.project).toHaveValue('Sai Residency – Block A');
    expect(form.client).toHaveValue('Sai Developers Pvt Ltd');
    expect(form.date).toHaveValue(bill.date);
    expect(form.dueDate).toHaveValue(bill.dueDate);
    expect(form.status).toHaveValue('Pending');
    expect(form.item(2).description).toHaveValue('Terrace waterproofing');
    expect(form.item(2).rate).toHaveValue(410.5);
    expect(form.notes).toHaveValue('Running bill 2.');
    expect(form.totals()).toBe('Subtotal₹4,58,005.00Tax (18%)₹82,440.90Total₹5,40,445.90');

    await user.selectOptions(form.status, 'Paid');
    await user.click(form.submit);
    expect(await screen.findByText('Bill updated successfully!')).toBeInTheDocument();
    const [put] = received(log, 'PUT', `/bill/update/bills/${bill._id}`);
    await waitFor(() => expect(put.body).toBeDefined());
    expect(put.body).toMatchObject({ _id: bill._id, billNumber: number(6), status: 'Paid', total: 540445.9 });
    expect((put.body as { items: object[] }).items.every((item) => !('id' in item))).toBe(true);
    await waitFor(() => expect(within(rowOf(number(6))).getByText('Paid')).toBeInTheDocument());
    await waitFor(() => expect(cardValue('Paid Bills')).toBe('4'));
    await waitFor(() => expect(db.activities.findFirst((q) => q.where({ entityType: 'bill', action: 'updated', entityId: bill._id }))).toBeDefined());
  });

  test("'Bill updated successfully!' is a toast that goes after 3 s, like every other screen's", async () => {
    const { user } = await openPage();
    await user.click(within(rowOf(number(6))).getByRole('button', { name: `Edit bill ${number(6)}` }));
    const form = formParts('Edit Bill');
    await user.selectOptions(form.status, 'Paid');
    useFakeTimeouts();
    await user.click(form.submit);
    const toast = await screen.findByText('Bill updated successfully!');
    await advanceBy(2_999);
    expect(toast).toBeInTheDocument();
    await advanceBy(1);
    expect(screen.queryByText('Bill updated successfully!')).not.toBeInTheDocument();
  });

  test('delete asks, deletes, reloads and says so; the activity is logged', async () => {
    const { user } = await openPage();
    const bill = billNumbered(number(2));
    await user.click(within(rowOf(number(2))).getByRole('button', { name: `Delete bill ${number(2)}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Bill' });
    expect(dialog).toHaveTextContent(`Are you sure you want to delete bill ${number(2)}? This action cannot be undone.`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Bill deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryByText(number(2))).not.toBeInTheDocument());
    await waitFor(() => expect(cardValue('Total Bills')).toBe('7'));
    await waitFor(() => expect(db.activities.findFirst((q) => q.where({ entityType: 'bill', action: 'deleted', entityId: bill._id }))).toBeDefined());
  });

  test('a failed delete says Failed to delete bill in a banner that can be closed, and the bill stays', async () => {
    addScenario(networkFailure('DELETE', '/bill/delete/bills/:id'));
    const { user } = await openPage();
    await user.click(within(rowOf(number(2))).getByRole('button', { name: `Delete bill ${number(2)}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Bill' })).getByRole('button', { name: 'Delete' }));
    const banner = (await screen.findByText('Failed to delete bill')).closest('.MuiAlert-root') as HTMLElement;
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(banner).toHaveClass('MuiAlert-colorError');
    expect(within(table()).getByText(number(2))).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Failed to delete bill')).not.toBeInTheDocument();
  });

  test('a date stored in another form shows as dd-mm-yyyy, one that is no date as it is written', async () => {
    await db.bills.update((q) => q.where({ billNumber: number(7) }), {
      data: (b) => {
        b.date = '2026-01-15';
        b.dueDate = '31-02-2026';
      },
    });
    await openPage();
    const row = within(rowOf(number(7)));
    expect(row.getByText('Date: 15-01-2026')).toBeInTheDocument();
    expect(row.getByText('Due: 31-02-2026')).toBeInTheDocument();
  });
});

describe('/client-billing, the tax invoice’s GST details', () => {
  /** The company of config.json, in Karnataka (29), for this test. */
  function withCompany() {
    const before = getRuntimeConfig();
    setRuntimeConfig({ ...before, company: SAMPLE_COMPANY });
    onTestFinished(() => setRuntimeConfig(before));
  }

  test('a client GSTIN that fails the check and an HSN/SAC code of 5 digits are refused with their texts; nothing is sent', async () => {
    const log = recordRequests();
    const { user } = await openPage();
    const form = await openCreate(user);
    await chooseProject(user, form.project, 'Green Valley Villas');
    await fillItem(user, form.item(1), { description: 'Boundary wall', qty: '1', rate: '100' });
    const inForm = within(form.form);
    for (const [typed, text] of [
      ['29AAGFG9031L1Z', 'GST number should be 15 characters long'],
      ['29AAGFG9031L1Z1', 'GST number check character does not match: please check it for a typing mistake'],
    ]) {
      await fillIn(user, form.clientGstin, typed);
      await fillIn(user, form.item(1).hsnSac, '99541');
      await user.click(form.submit);
      expect(await inForm.findByText(text)).toBeInTheDocument();
      expect(inForm.getByText('HSN/SAC code must be 4, 6 or 8 digits')).toBeInTheDocument();
    }
    expect(received(log, 'POST', '/bill/create/bills')).toHaveLength(0);
  });

  test('the place of supply starts at the company’s state and follows the client’s GSTIN until one is chosen; reverse charge is sent', async () => {
    withCompany();
    const log = recordRequests();
    const { user } = await openPage();
    const form = await openCreate(user);
    expect(form.placeOfSupply).toHaveValue('29');
    expect(form.reverseCharge).toHaveValue('No');
    await fillIn(user, form.clientGstin, '27AAFFK3388P1ZL');
    expect(form.placeOfSupply).toHaveValue('27');
    expect(within(form.form).getByText('State: Maharashtra')).toBeInTheDocument();
    await user.clear(form.clientGstin);
    expect(form.placeOfSupply).toHaveValue('29');
    await user.selectOptions(form.placeOfSupply, 'Tamil Nadu (33)');
    await fillIn(user, form.clientGstin, '07AACCP4410R1Z6');
    expect(form.placeOfSupply).toHaveValue('33');
    await user.selectOptions(form.reverseCharge, 'Yes');

    await fillIn(user, form.clientAddress, '  Plot 18, MIDC Bhiwandi, Thane 421302 ');
    await chooseProject(user, form.project, 'Green Valley Villas');
    await fillItem(user, form.item(1), { description: 'Boundary wall', qty: '1', rate: '100' });
    await fillIn(user, form.item(1).hsnSac, '995411');
    await user.click(form.submit);
    expect(await screen.findByText('Bill created successfully!')).toBeInTheDocument();
    const [post] = received(log, 'POST', '/bill/create/bills');
    await waitFor(() =>
      expect(post.body).toMatchObject({
        clientGstin: '07AACCP4410R1Z6',
        clientAddress: 'Plot 18, MIDC Bhiwandi, Thane 421302',
        placeOfSupply: '33',
        reverseCharge: true,
        items: [{ description: 'Boundary wall', hsnSac: '995411' }],
      }),
    );
  });

  test('the client GSTIN names its state only once it is a full, valid number', async () => {
    const { user } = await openPage();
    const form = await openCreate(user);
    const inForm = within(form.form);
    await fillIn(user, form.clientGstin, '27AAFFK3388P1Z');
    expect(inForm.queryByText(/^State:/)).not.toBeInTheDocument();
    expect(inForm.getByText('Optional: for a GST-registered client')).toBeInTheDocument();
    await user.type(form.clientGstin, 'M');
    expect(inForm.queryByText(/^State:/)).not.toBeInTheDocument();
    await fillIn(user, form.clientGstin, '27AAFFK3388P1ZL');
    expect(inForm.getByText('State: Maharashtra')).toBeInTheDocument();
  });

  test('an edit opens with the bill’s GST details; one a provider dropped opens with the defaults', async () => {
    withCompany();
    const sai = billNumbered(number(6));
    await db.bills.update((q) => q.where({ billNumber: number(8) }), {
      data: (b) => {
        delete b.clientGstin;
        delete b.clientAddress;
        delete b.placeOfSupply;
        delete b.reverseCharge;
      },
    });
    const { user } = await openPage();
    await user.click(within(rowOf(number(6))).getByRole('button', { name: `Edit bill ${number(6)}` }));
    let form = formParts('Edit Bill');
    expect(form.clientGstin).toHaveValue(sai.clientGstin);
    expect(form.clientAddress).toHaveValue(sai.clientAddress);
    expect(form.placeOfSupply).toHaveValue('29');
    expect(form.item(1).hsnSac).toHaveValue('');
    expect(form.item(1).hsnSac).toHaveAttribute('placeholder', '9954');
    await user.click(form.cancel);

    await user.click(within(rowOf(number(8))).getByRole('button', { name: `Edit bill ${number(8)}` }));
    form = formParts('Edit Bill');
    expect(form.clientGstin).toHaveValue('');
    expect(form.clientAddress).toHaveValue('');
    expect(form.placeOfSupply).toHaveValue('29');
    expect(form.reverseCharge).toHaveValue('No');
  });

  test('the GST details are kept in the form’s draft and come back on Restore', async () => {
    const first = await openPage();
    let form = await openCreate(first.user);
    await fillIn(first.user, form.clientGstin, '27AAFFK3388P1ZL');
    await fillIn(first.user, form.item(1).hsnSac, '995411');
    await waitFor(() => expect(Object.keys(localStorage).some((key) => key.includes('add-bill') && localStorage.getItem(key)!.includes('995411'))).toBe(true));
    first.unmount();

    const { user } = await openPage();
    form = await openCreate(user);
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(form.clientGstin).toHaveValue('27AAFFK3388P1ZL');
    expect(form.placeOfSupply).toHaveValue('27');
    expect(form.item(1).hsnSac).toHaveValue('995411');
    // Restored, the place of supply still follows the GSTIN (with no company state, none without one).
    await fillIn(user, form.clientGstin, '29AAKCS7421M1ZQ');
    expect(form.placeOfSupply).toHaveValue('29');
  });

  test('a seeded bill to a client in Maharashtra prints IGST; one in Karnataka CGST and SGST', async () => {
    withCompany();
    const { user } = await openPage();
    for (const [n, parts] of [
      [5, ['IGST (18%)']],
      [6, ['CGST (9%)', 'SGST (9%)']],
    ] as const) {
      await user.click(within(rowOf(number(n))).getByRole('button', { name: `Print bill ${number(n)}` }));
      const invoice = within(await screen.findByRole('dialog', { name: 'TAX INVOICE' }));
      expect(invoice.getAllByRole('term').map((term) => term.textContent)).toEqual(['Subtotal', ...parts, 'Total']);
      await user.click(invoice.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  });
});
