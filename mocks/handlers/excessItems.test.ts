import { createStaff } from '../../tests/integration/helpers';
import { callMock } from '../callMock';
import { db } from '../db';
import { SEED_STAFF } from '../seed';
import { SEED_EXCESS_ITEMS } from '../seedExcessItems';

const staff = (role: string) => SEED_STAFF.find((s) => s.role === role && s.status === 'Active')!.email;
const MATERIALS = staff('Material Manager');

const VALID = { description: '  Ceramic wall tiles 300 x 450 mm ', quantity: 12, units: 'boxes', location: ' Peenya godown  ', condition: 'Unopened' };

const create = (body: unknown, as = MATERIALS) => callMock('POST', '/excess-quantity/create', { as, body });
const stored = (id: string) => db.excessItems.findFirst((q) => q.where({ _id: id }));
const anyItem = () => db.excessItems.all()[0];

describe('list', () => {
  test('gives every item as a bare array, newest first', async () => {
    const { status, body } = await callMock('GET', '/excess-quantity/getall', { as: MATERIALS });
    expect(status).toBe(200);
    const items = body as { description: string; createdAt: string }[];
    expect(items.map((i) => i.description)).toEqual([...SEED_EXCESS_ITEMS].reverse().map((i) => i.description));
    const times = items.map((i) => i.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  test('needs VIEW_MATERIALS', async () => {
    expect((await callMock('GET', '/excess-quantity/getall', { as: staff('Project Manager') })).status).toBe(200);
    expect((await callMock('GET', '/excess-quantity/getall', { as: staff('HR Manager') })).status).toBe(403);
    expect((await callMock('GET', '/excess-quantity/getall', { as: null })).status).toBe(401);
  });
});

describe('the seed', () => {
  test('has items in every condition and unit from the list, at several locations, one with a fractional quantity', () => {
    const items = db.excessItems.all();
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(new Set(items.map((i) => i.condition))).toEqual(new Set(['New', 'Unopened', 'Used']));
    expect(new Set(items.map((i) => i.location)).size).toBeGreaterThanOrEqual(3);
    expect(items.some((i) => !Number.isInteger(i.quantity))).toBe(true);
    for (const item of items) {
      expect(['units', 'kg', 'm', 'm²', 'm³', 'bricks', 'bags', 'tons', 'liters', 'boxes']).toContain(item.units);
      expect(item.quantity).toBeGreaterThan(0);
    }
  });
});

describe('create', () => {
  test('saves the item with its texts trimmed and answers 201 with it', async () => {
    const { status, body } = await create(VALID);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      success: true,
      message: 'Excess item created successfully',
      item: {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        description: 'Ceramic wall tiles 300 x 450 mm',
        quantity: 12,
        units: 'boxes',
        location: 'Peenya godown',
        condition: 'Unopened',
      },
    });
    expect(stored(body.item._id)?.description).toBe('Ceramic wall tiles 300 x 450 mm');
    const list = await callMock('GET', '/excess-quantity/getall', { as: MATERIALS });
    expect(list.body[0]._id).toBe(body.item._id);
  });

  test('a missing or blank condition is New; a decimal quantity, also as text, is kept as a number', async () => {
    const { condition: _none, ...rest } = VALID;
    const first = await create({ ...rest, quantity: 0.5 });
    expect(first.body.item).toMatchObject({ condition: 'New', quantity: 0.5 });
    const second = await create({ ...rest, quantity: '2.25', condition: '  ' });
    expect(second.body.item).toMatchObject({ condition: 'New', quantity: 2.25 });
  });

  test('keeps markup in user text as text', async () => {
    const { body } = await create({ ...VALID, description: '<img src=x onerror=alert(1)>' });
    expect(body.item.description).toBe('<img src=x onerror=alert(1)>');
  });

  test.each([
    ['a blank description', { description: '   ' }, 'Description is required'],
    ['no description', { description: undefined }, 'Description is required'],
    ['a zero quantity', { quantity: 0 }, 'Valid quantity is required'],
    ['a negative quantity', { quantity: -1 }, 'Valid quantity is required'],
    ['a quantity that is not a number', { quantity: 'abc' }, 'Valid quantity is required'],
    ['no quantity', { quantity: undefined }, 'Valid quantity is required'],
    ['no units', { units: '' }, 'Units are required'],
    ['units not in the list', { units: 'crates' }, 'Units must be one of units, kg, m, m², m³, bricks, bags, tons, liters, boxes'],
    ['a blank location', { location: ' ' }, 'Location is required'],
    ['an unknown condition', { condition: 'Damaged' }, 'Condition must be one of New, Unopened, Used'],
  ])('%s is 400 "%s" and saves nothing', async (_case, change, message) => {
    const before = db.excessItems.all().length;
    const { status, body } = await create({ ...VALID, ...change });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
    expect(db.excessItems.all()).toHaveLength(before);
  });

  test('a body that is not a JSON object is 400', async () => {
    expect((await create([VALID])).status).toBe(400);
  });
});

describe('update', () => {
  test('saves the changes, trimmed, and answers the item', async () => {
    const item = anyItem();
    const { status, body } = await callMock('PUT', `/excess-quantity/update/${item._id}`, {
      as: MATERIALS,
      body: { description: ' Cement bags (wet, set aside) ', quantity: '3.5', units: 'bags', location: 'Peenya godown', condition: 'Used' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Excess item updated successfully' });
    expect(stored(item._id)).toMatchObject({ description: 'Cement bags (wet, set aside)', quantity: 3.5, units: 'bags', condition: 'Used' });
  });

  test('checks what it is sent; a field left out keeps its value', async () => {
    const item = anyItem();
    const bad = await callMock('PUT', `/excess-quantity/update/${item._id}`, { as: MATERIALS, body: { quantity: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Valid quantity is required');
    const { status } = await callMock('PUT', `/excess-quantity/update/${item._id}`, { as: MATERIALS, body: { location: 'Hebbal site yard' } });
    expect(status).toBe(200);
    expect(stored(item._id)).toMatchObject({ description: item.description, quantity: item.quantity, condition: item.condition, location: 'Hebbal site yard' });
  });

  test('an unknown id is 404', async () => {
    const { status, body } = await callMock('PUT', '/excess-quantity/update/000000000000000000000000', { as: MATERIALS, body: VALID });
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: 'Excess item not found' });
  });
});

describe('delete', () => {
  test('removes the item; a second delete is 404', async () => {
    const item = anyItem();
    const { status, body } = await callMock('DELETE', `/excess-quantity/delete/${item._id}`, { as: MATERIALS });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'Excess item deleted successfully' });
    expect(stored(item._id)).toBeUndefined();
    const again = await callMock('DELETE', `/excess-quantity/delete/${item._id}`, { as: MATERIALS });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Excess item not found');
  });
});

test('writes need MANAGE_MATERIALS', async () => {
  const viewer = await createStaff({ role: 'Site Clerk', permissions: ['VIEW_MATERIALS'] });
  const item = anyItem();
  expect((await create(VALID, viewer.email)).status).toBe(403);
  expect((await callMock('PUT', `/excess-quantity/update/${item._id}`, { as: viewer.email, body: VALID })).status).toBe(403);
  expect((await callMock('DELETE', `/excess-quantity/delete/${item._id}`, { as: viewer.email })).status).toBe(403);
  expect((await callMock('GET', '/excess-quantity/getall', { as: viewer.email })).status).toBe(200);
  expect((await create(VALID, staff('Project Manager'))).status).toBe(201);
  expect(stored(item._id)).toBeDefined();
});
