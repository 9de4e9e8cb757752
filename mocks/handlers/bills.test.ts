import { createStaff } from '../../tests/integration/helpers';
import { callMock } from '../callMock';
import { db } from '../db';
import { SEED_STAFF } from '../seed';
import { SEED_BILLS } from '../seedBills';

const ACCOUNTANT = SEED_STAFF.find((s) => s.role === 'Accountant' && s.status === 'Active')!.email;
const YEAR = new Date().getFullYear();
const number = (n: number) => `INV-${YEAR}-${String(n).padStart(3, '0')}`;

const VALID = {
  billNumber: 'INV-2030-501',
  client: 'Sai Developers Pvt Ltd',
  project: 'Sai Residency – Block A',
  date: '05-01-2026',
  dueDate: '04-02-2026',
  status: 'Pending',
  items: [
    { description: 'Shuttering for columns', qty: 3, unit: 'm²', rate: 33.33, amount: 1 },
    { description: 'Curing compound', qty: '2', unit: 'L', rate: '1,250.50', amount: 0 },
  ],
  notes: '<img src=x onerror=alert(1)>',
  taxRate: 18,
  subtotal: 5,
  taxAmount: 5,
  total: 5,
};

const create = (body: unknown, as = ACCOUNTANT) => callMock('POST', '/bill/create/bills', { as, body });
const stored = (id: string) => db.bills.findFirst((q) => q.where({ _id: id }));
const billNumbered = (n: string) => db.bills.all().find((b) => b.billNumber === n)!;

describe('list', () => {
  test('answers { bills } newest first, each with its items and amounts', async () => {
    const { status, body } = await callMock('GET', '/bill/getall/bills', { as: ACCOUNTANT });
    expect(status).toBe(200);
    expect(body.bills.map((b: { billNumber: string }) => b.billNumber)).toEqual([8, 7, 6, 5, 4, 3, 2, 1].map(number));
    expect(body.bills[7]).toMatchObject({ project: 'Sai Residency – Block A', status: 'Paid', taxRate: 18, subtotal: 1_333_000, taxAmount: 239_940, total: 1_572_940 });
  });

  test('needs VIEW_ACCOUNTS or VIEW_DASHBOARD (the dashboard\'s Revenue card reads it)', async () => {
    expect((await callMock('GET', '/bill/getall/bills', { as: SEED_STAFF.find((s) => s.role === 'HR Manager')!.email })).status).toBe(200);
    const neither = await createStaff({ role: 'Site Clerk', permissions: ['VIEW_LABOR'] });
    expect((await callMock('GET', '/bill/getall/bills', { as: neither.email })).status).toBe(403);
    expect((await callMock('GET', '/bill/getall/bills', { as: null })).status).toBe(401);
  });
});

describe('the seed', () => {
  test('has bills in every status, Overdue ones past their due date, Pending ones not yet, at several tax rates', () => {
    const bills = db.bills.all();
    expect(bills).toHaveLength(SEED_BILLS.length);
    expect(new Set(bills.map((b) => b.status))).toEqual(new Set(['Pending', 'Paid', 'Overdue']));
    expect(new Set(bills.map((b) => b.taxRate))).toEqual(new Set([18, 12, 5]));
    const day = (text: string) => {
      const [d, m, y] = text.split('-').map(Number);
      return Date.UTC(y, m - 1, d);
    };
    const today = Date.UTC(new Date().getFullYear(), new Date().getMonth(), new Date().getDate());
    for (const bill of bills) {
      expect(bill.date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
      expect((day(bill.dueDate) - day(bill.date)) / 86_400_000).toBe(30);
      if (bill.status === 'Overdue') expect(day(bill.dueDate)).toBeLessThan(today);
      if (bill.status === 'Pending') expect(day(bill.dueDate)).toBeGreaterThanOrEqual(today);
    }
  });
});

describe('create', () => {
  test('saves the bill with the amounts worked out from the items and the tax rate, text kept as text', async () => {
    const { status, body } = await create(VALID);
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: 'Bill created successfully' });
    // 3 × 33.33 = 99.99; 2 × 1,250.50 = 2,501.00; subtotal 2,600.99; 18 % = 468.18; total 3,069.17.
    expect(stored(body.bill._id)).toMatchObject({
      billNumber: 'INV-2030-501',
      items: [
        { description: 'Shuttering for columns', qty: 3, unit: 'm²', rate: 33.33, amount: 99.99 },
        { description: 'Curing compound', qty: 2, unit: 'L', rate: 1250.5, amount: 2501 },
      ],
      notes: '<img src=x onerror=alert(1)>',
      subtotal: 2600.99,
      taxAmount: 468.18,
      total: 3069.17,
    });
  });

  test('stores the GST details: the client GSTIN in capitals, address, place of supply, reverse charge and each item’s HSN/SAC', async () => {
    const { body } = await create({
      ...VALID,
      clientGstin: ' 27aaffk3388p1zl ',
      clientAddress: 'Plot 18, MIDC Bhiwandi',
      placeOfSupply: '27',
      reverseCharge: true,
      items: [{ description: 'Shuttering', hsnSac: ' 995411 ', qty: 1, rate: 10 }],
    });
    expect(stored(body.bill._id)).toMatchObject({
      clientGstin: '27AAFFK3388P1ZL',
      clientAddress: 'Plot 18, MIDC Bhiwandi',
      placeOfSupply: '27',
      reverseCharge: true,
      items: [{ description: 'Shuttering', hsnSac: '995411' }],
    });
  });

  test('without GST details a bill is stored with none: no GSTIN, address or place of supply, no reverse charge, no HSN/SAC', async () => {
    const { body } = await create(VALID);
    expect(stored(body.bill._id)).toMatchObject({ clientGstin: '', clientAddress: '', placeOfSupply: '', reverseCharge: false });
    expect(stored(body.bill._id)?.items.map((item) => item.hsnSac)).toEqual(['', '']);
  });

  test('a missing status is Pending and a missing tax rate 18', async () => {
    const { status: _s, taxRate: _t, ...rest } = VALID;
    const { body } = await create(rest);
    expect(body.bill).toMatchObject({ status: 'Pending', taxRate: 18 });
  });

  test('a bill number already used is 409', async () => {
    const { status, body } = await create({ ...VALID, billNumber: ` ${number(3).toLowerCase()} ` });
    expect(status).toBe(409);
    expect(body).toEqual({ success: false, message: 'A bill with this number already exists' });
  });

  test.each([
    ['no bill number', { billNumber: ' ' }, 'Bill number is required'],
    ['no client', { client: '' }, 'Client is required'],
    ['no project', { project: undefined }, 'Project is required'],
    ['no date', { date: '' }, 'Bill date is required'],
    ['a date that is not a day', { date: '31-02-2026' }, 'Bill date must be a real date in the form dd-mm-yyyy'],
    ['a date in another form', { date: '2026-01-05' }, 'Bill date must be a real date in the form dd-mm-yyyy'],
    ['no due date', { dueDate: '' }, 'Due date is required'],
    ['a due date that is not a day', { dueDate: '30-02-2026' }, 'Due date must be a real date in the form dd-mm-yyyy'],
    ['an unknown status', { status: 'Cancelled' }, 'Status must be one of Pending, Paid, Overdue'],
    ['no items', { items: [] }, 'At least one item is required'],
    ['items that are not a list', { items: 'cement' }, 'At least one item is required'],
    ['an item that is not an object', { items: ['cement'] }, 'Each item must be an object'],
    ['an item without a description', { items: [{ description: ' ', qty: 1, rate: 10 }] }, 'Item description is required'],
    ['a quantity of 0', { items: [{ description: 'A', qty: 0, rate: 10 }] }, 'Item quantity must be a whole number of at least 1'],
    ['a fractional quantity', { items: [{ description: 'A', qty: 1.5, rate: 10 }] }, 'Item quantity must be a whole number of at least 1'],
    ['a negative rate', { items: [{ description: 'A', qty: 1, rate: -1 }] }, 'Item rate must be a number of 0 or more'],
    ['a rate that is not a number', { items: [{ description: 'A', qty: 1, rate: 'abc' }] }, 'Item rate must be a number of 0 or more'],
    ['a tax rate over 100', { taxRate: 100.5 }, 'Tax rate must be a number from 0 to 100'],
    ['a negative tax rate', { taxRate: -1 }, 'Tax rate must be a number from 0 to 100'],
    ['an HSN/SAC code of 5 digits', { items: [{ description: 'A', hsnSac: '99541', qty: 1, rate: 10 }] }, 'Item HSN/SAC code must be 4, 6 or 8 digits'],
    ['a client GSTIN that fails the check', { clientGstin: '29AAKCS7421M1ZR' }, 'Client GSTIN is not a valid GSTIN'],
    ['a place of supply that is no state', { placeOfSupply: '99' }, 'Place of supply must be a GST state code (01 to 38 or 97)'],
    ['a place of supply by name', { placeOfSupply: 'Karnataka' }, 'Place of supply must be a GST state code (01 to 38 or 97)'],
  ])('%s is 400 "%s" and saves nothing', async (_case, change, message) => {
    const before = db.bills.all().length;
    const { status, body } = await create({ ...VALID, ...change });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
    expect(db.bills.all()).toHaveLength(before);
  });
});

describe('update', () => {
  test('replaces the bill, works out its amounts again, and may keep its own number', async () => {
    const bill = billNumbered(number(5));
    const { status, body } = await callMock('PUT', `/bill/update/bills/${bill._id}`, {
      as: ACCOUNTANT,
      body: { ...VALID, _id: bill._id, billNumber: bill.billNumber, status: 'Paid', taxRate: 0 },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Bill updated successfully' });
    expect(stored(bill._id)).toMatchObject({ billNumber: number(5), status: 'Paid', subtotal: 2600.99, taxAmount: 0, total: 2600.99 });
  });

  test("another bill's number is 409; an unknown id is 404", async () => {
    const bill = billNumbered(number(5));
    expect((await callMock('PUT', `/bill/update/bills/${bill._id}`, { as: ACCOUNTANT, body: { ...VALID, billNumber: number(6) } })).status).toBe(409);
    const missing = await callMock('PUT', '/bill/update/bills/000000000000000000000000', { as: ACCOUNTANT, body: VALID });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Bill not found' });
  });
});

describe('delete', () => {
  test('removes the bill; a second delete is 404', async () => {
    const bill = billNumbered(number(2));
    const { status, body } = await callMock('DELETE', `/bill/delete/bills/${bill._id}`, { as: ACCOUNTANT });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'Bill deleted successfully' });
    expect(stored(bill._id)).toBeUndefined();
    expect((await callMock('DELETE', `/bill/delete/bills/${bill._id}`, { as: ACCOUNTANT })).body.message).toBe('Bill not found');
  });
});

describe('the calls billing adds', () => {
  test('statistics: all bills, the Pending total, the Overdue and Paid counts', async () => {
    const { status, body } = await callMock('GET', '/bill/statistics', { as: ACCOUNTANT });
    expect(status).toBe(200);
    // Pending: 5,40,445.90 + 1,59,224.63 + 5,02,432.00.
    expect(body).toEqual({ success: true, totalBills: 8, pendingAmount: 1_202_102.53, overdueCount: 2, paidBills: 3 });
  });

  test('next number: the first unused INV-{year}-NNN', async () => {
    expect((await callMock('GET', '/bill/next-number', { as: ACCOUNTANT })).body).toEqual({ success: true, billNumber: number(9) });
    await callMock('DELETE', `/bill/delete/bills/${billNumbered(number(4))._id}`, { as: ACCOUNTANT });
    expect((await callMock('GET', '/bill/next-number', { as: ACCOUNTANT })).body.billNumber).toBe(number(4));
  });

  test('the projects for billing come from the projects', async () => {
    const projects = await callMock('GET', '/bill/projects', { as: ACCOUNTANT });
    expect(projects.body.projects).toHaveLength(db.projects.all().length);
    expect(projects.body.projects).toContainEqual({
      _id: expect.any(String),
      projectName: 'Krishna Textiles Warehouse',
      projectNumber: expect.stringMatching(/SGKE/),
      client: 'Krishna Textiles',
    });
  });

  test('need VIEW_ACCOUNTS', async () => {
    const hr = SEED_STAFF.find((s) => s.role === 'HR Manager')!.email;
    for (const path of ['/bill/statistics', '/bill/next-number', '/bill/projects']) {
      expect((await callMock('GET', path, { as: hr })).status).toBe(403);
    }
  });
});

test('writes need MANAGE_ACCOUNTS', async () => {
  const viewer = await createStaff({ role: 'Auditor', permissions: ['VIEW_ACCOUNTS'] });
  const bill = billNumbered(number(1));
  expect((await create(VALID, viewer.email)).status).toBe(403);
  expect((await callMock('PUT', `/bill/update/bills/${bill._id}`, { as: viewer.email, body: VALID })).status).toBe(403);
  expect((await callMock('DELETE', `/bill/delete/bills/${bill._id}`, { as: viewer.email })).status).toBe(403);
  expect((await callMock('GET', '/bill/getall/bills', { as: viewer.email })).status).toBe(200);
});
