import { callMock } from '../callMock';
import { db } from '../db';
import { SEED_STAFF } from '../seed';
import { SEED_MATERIAL_PURCHASES } from '../seedMaterialPurchases';
import { SEED_VENDORS } from '../seedVendors';

const staff = (role: string) => SEED_STAFF.find((s) => s.role === role && s.status === 'Active')!.email;
const MATERIALS = staff('Material Manager');

const LIST = '/material-purchases/get-mgmt';
const CREATE = '/material-purchases/create-mgmt';
const update = (id: string) => `/material-purchases/update-mgmt/${id}`;
const remove = (id: string) => `/material-purchases/delete-mgmt/${id}`;

const VALID = { material: '  Ready-mix Concrete M25 ', vendor: 'Shree Traders', amount: '1250.00', date: '2026-01-20', status: 'Paid' };

const stored = (id: string) => db.materialPurchases.findFirst((q) => q.where({ _id: id }));
const first = () => db.materialPurchases.all()[0];

describe('list', () => {
  test('answers a bare array, newest purchase first, with amounts as numbers', async () => {
    const { status, body } = await callMock('GET', LIST, { as: MATERIALS });
    expect(status).toBe(200);
    const purchases = body as { material: string; vendor: string; amount: number; date: string; status: string; _id: string }[];
    expect(purchases).toHaveLength(SEED_MATERIAL_PURCHASES.length);
    const dates = purchases.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(purchases[0]).toMatchObject({ material: 'Tile Adhesive (60 bags)', vendor: 'Asian Build Chem', amount: 18600, status: 'Unpaid' });
    expect(purchases[0]._id).toMatch(/^[0-9a-f]{24}$/);
  });

  test('is open to material staff and to dashboard users; without a token it is a 401', async () => {
    expect((await callMock('GET', LIST, { as: staff('Project Manager') })).status).toBe(200);
    expect((await callMock('GET', LIST, { as: staff('HR Manager') })).status).toBe(200);
    expect((await callMock('GET', LIST, { as: null })).status).toBe(401);
  });
});

describe('the seed', () => {
  test('ten purchases from seeded vendors over the last months, paid and unpaid, as yyyy-mm-dd dates', () => {
    const purchases = db.materialPurchases.all();
    expect(purchases).toHaveLength(10);
    const vendorNames = SEED_VENDORS.map((v) => v.vendorName as string);
    for (const p of purchases) {
      expect(vendorNames).toContain(p.vendor);
      expect(p.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(purchases.map((p) => p.status))).toEqual(new Set(['Paid', 'Unpaid']));
    expect(new Set(purchases.map((p) => p.date.slice(0, 7))).size).toBeGreaterThanOrEqual(4);
  });
});

describe('create', () => {
  test('saves the record (texts trimmed, amount as a number) and answers 201 with it', async () => {
    const { status, body } = await callMock('POST', CREATE, { as: MATERIALS, body: VALID });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: 'Purchase record created successfully' });
    expect(body.purchase).toMatchObject({ material: 'Ready-mix Concrete M25', vendor: 'Shree Traders', amount: 1250, date: '2026-01-20', status: 'Paid' });
    expect(stored(body.purchase._id)).toMatchObject({ amount: 1250 });
  });

  test('a record without a status is Unpaid; a number and "1,250.50" are amounts too', async () => {
    const { status: _none, ...noStatus } = VALID;
    const plain = await callMock('POST', CREATE, { as: MATERIALS, body: { ...noStatus, amount: 980.5 } });
    expect(plain.body.purchase).toMatchObject({ status: 'Unpaid', amount: 980.5 });
    const commas = await callMock('POST', CREATE, { as: MATERIALS, body: { ...VALID, amount: '1,250.50' } });
    expect(commas.body.purchase.amount).toBe(1250.5);
    const zero = await callMock('POST', CREATE, { as: MATERIALS, body: { ...VALID, amount: '0.00' } });
    expect(zero.status).toBe(201);
  });

  test.each([
    ['no material', { material: '  ' }, 'Material is required'],
    ['no vendor', { vendor: undefined }, 'Vendor is required'],
    ['no amount', { amount: '' }, 'Amount must be a number of 0 or more'],
    ['an amount that is not a number', { amount: 'abc' }, 'Amount must be a number of 0 or more'],
    ['a negative amount', { amount: '-1.00' }, 'Amount must be a number of 0 or more'],
    ['no date', { date: '' }, 'Date must be a valid date (yyyy-mm-dd)'],
    ['a day that does not exist', { date: '2026-02-30' }, 'Date must be a valid date (yyyy-mm-dd)'],
    ['a date in another form', { date: '20-01-2026' }, 'Date must be a valid date (yyyy-mm-dd)'],
    ['another status', { status: 'Pending' }, 'Status must be Unpaid or Paid'],
  ])('%s is a 400 with its message, and nothing is saved', async (_case, change, message) => {
    const before = db.materialPurchases.all().length;
    const { status, body } = await callMock('POST', CREATE, { as: MATERIALS, body: { ...VALID, ...change } });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
    expect(db.materialPurchases.all()).toHaveLength(before);
  });

  test('needs MANAGE_MATERIALS', async () => {
    expect((await callMock('POST', CREATE, { as: staff('Accountant'), body: VALID })).status).toBe(403);
    expect((await callMock('POST', CREATE, { as: staff('Project Manager'), body: VALID })).status).toBe(201);
  });
});

describe('update', () => {
  test('changes the fields sent and keeps the others', async () => {
    const record = first();
    const { status, body } = await callMock('PUT', update(record._id), { as: MATERIALS, body: { amount: '2,000.25', status: 'Paid' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Purchase record updated successfully' });
    expect(stored(record._id)).toMatchObject({ material: record.material, vendor: record.vendor, date: record.date, amount: 2000.25, status: 'Paid' });
  });

  test('refuses an invalid field with 400 and an unknown id with 404', async () => {
    const record = first();
    const refused = await callMock('PUT', update(record._id), { as: MATERIALS, body: { ...VALID, amount: '-5' } });
    expect(refused).toMatchObject({ status: 400, body: { message: 'Amount must be a number of 0 or more' } });
    expect(stored(record._id)?.amount).toBe(record.amount);
    const missing = await callMock('PUT', update('000000000000000000000000'), { as: MATERIALS, body: VALID });
    expect(missing).toMatchObject({ status: 404, body: { success: false, message: 'Purchase record not found' } });
  });

  test('needs MANAGE_MATERIALS', async () => {
    expect((await callMock('PUT', update(first()._id), { as: staff('HR Manager'), body: VALID })).status).toBe(403);
  });
});

describe('delete', () => {
  test('removes the record; an unknown id is a 404', async () => {
    const record = first();
    const { status, body } = await callMock('DELETE', remove(record._id), { as: MATERIALS });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'Purchase record deleted successfully' });
    expect(stored(record._id)).toBeUndefined();
    expect((await callMock('DELETE', remove(record._id), { as: MATERIALS })).body.message).toBe('Purchase record not found');
    expect((await callMock('DELETE', remove(first()._id), { as: staff('Accountant') })).status).toBe(403);
  });
});
