import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITY_TYPES, type ActivityAction, type ActivityEntityType } from '@/config/constants';
import { db, newId } from '../db';
import { DEMO_ACCOUNTS, SEED_ACTIVITIES, SEED_STAFF } from '../seed';
import { callMock } from '../callMock';

const PROJECT_MANAGER = DEMO_ACCOUNTS.projectManager.email;
const HR_MANAGER = SEED_STAFF.find((s) => s.role === 'HR Manager')!.email;
const DAY_MS = 86_400_000;

const call = callMock;

async function addActivity(at: number, action: ActivityAction = 'created', entityType: ActivityEntityType = 'project') {
  await db.activities.create({
    _id: newId(at),
    userName: 'Priya Sharma',
    userRole: 'Project Manager',
    action,
    entityType,
    entityId: null,
    entityName: 'Sai Residency – Block A',
    description: 'Test entry',
    metadata: {},
    createdAt: new Date(at).toISOString(),
  });
}

const projectCreated = {
  action: 'created',
  entityType: 'project',
  entityId: '6650a1b2c3d4e5f6a7b8c9d0',
  entityName: 'Lakeview Apartments Phase 3',
  description: 'Created project Lakeview Apartments Phase 3',
  metadata: { budget: 8200000, client: 'Lakeview Homes LLP' },
};

describe('the seeded activity log', () => {
  it('holds the seeded entries by seeded staff, spread over the last ten days', async () => {
    const activities = db.activities.all();
    expect(activities).toHaveLength(SEED_ACTIVITIES.length);
    const names = new Set(db.users.all().map((u) => u.name));
    const now = Date.now();
    for (const activity of activities) {
      expect(names).toContain(activity.userName);
      const age = now - Date.parse(activity.createdAt);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(10 * DAY_MS);
    }
    expect(new Set(activities.map((a) => a.action))).toEqual(new Set(ACTIVITY_ACTIONS));
  });

  it('points entries about users and roles at the seeded records', async () => {
    const aboutUser = db.activities.findFirst((q) => q.where({ entityType: 'user' }))!;
    expect(db.users.findFirst((q) => q.where({ _id: aboutUser.entityId! }))?.name).toBe(aboutUser.entityName);
    const aboutRole = db.activities.findFirst((q) => q.where({ entityType: 'role' }))!;
    expect(db.roles.findFirst((q) => q.where({ _id: aboutRole.entityId! }))?.name).toBe(aboutRole.entityName);
  });
});

describe('POST /activity/create', () => {
  it('records the entry with the author taken from the token', async () => {
    const before = Date.now();
    const { status, body } = await call('POST', '/activity/create', { as: PROJECT_MANAGER, body: projectCreated });
    expect(status).toBe(201);
    expect(body).toEqual({
      success: true,
      activity: { ...projectCreated, _id: expect.any(String), userName: 'Priya Sharma', userRole: 'Project Manager', createdAt: expect.any(String) },
    });
    expect(Date.parse(body.activity.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const recent = await call('GET', '/activity/recent?limit=1');
    expect(recent.body.activities[0]._id).toBe(body.activity._id);
  });

  it('needs only a signed-in user, and defaults metadata to an empty object', async () => {
    const { status, body } = await call('POST', '/activity/create', {
      as: HR_MANAGER,
      body: { action: 'approved', entityType: 'labour', entityName: 'Ramesh Naik', description: 'Approved wages' },
    });
    expect(status).toBe(201);
    expect(body.activity).toMatchObject({ userName: 'Sunita Rao', userRole: 'HR Manager', metadata: {}, entityId: null });
  });

  it.each([
    ['the action is unknown', { action: 'archived' }, `action must be one of: ${ACTIVITY_ACTIONS.join(', ')}`],
    ['the action is missing', { action: undefined }, `action must be one of: ${ACTIVITY_ACTIONS.join(', ')}`],
    ['the entity type is unknown', { entityType: 'invoice' }, `entityType must be one of: ${ACTIVITY_ENTITY_TYPES.join(', ')}`],
    ['the metadata is not an object', { metadata: ['budget'] }, 'Metadata must be a JSON object'],
  ])('refuses with 400 when %s', async (_case, change, message) => {
    const { status, body } = await call('POST', '/activity/create', { body: { ...projectCreated, ...change } });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
  });

  it('answers 401 without a signed-in user', async () => {
    expect((await call('POST', '/activity/create', { as: null, body: projectCreated })).status).toBe(401);
  });
});

describe('GET /activity/recent', () => {
  const recent = async (query: string) => (await call('GET', `/activity/recent${query}`, { as: HR_MANAGER })).body;

  it('answers the newest 10 by default, newest first', async () => {
    const body = await recent('');
    expect(body.success).toBe(true);
    expect(body.activities).toHaveLength(10);
    const times = body.activities.map((a: { createdAt: string }) => a.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.activities[0]).toMatchObject({ description: SEED_ACTIVITIES[0].description, userName: SEED_ACTIVITIES[0].by });
  });

  it.each([
    ['?limit=3', 3],
    ['?limit=0', 1],
    ['?limit=-5', 1],
    ['?limit=abc', 10],
    ['?limit=', 10],
    ['?limit=100', SEED_ACTIVITIES.length],
  ])('answers %s with %i entries', async (query, count) => {
    expect((await recent(query)).activities).toHaveLength(count);
  });

  it('caps the limit at 500', async () => {
    const now = Date.now();
    await db.activities.createMany(520, (i) => ({
      _id: newId(now - i),
      userName: 'Kiran Patil',
      userRole: 'Material Manager',
      action: 'updated',
      entityType: 'material',
      entityId: null,
      entityName: 'River sand',
      description: 'Updated river sand',
      metadata: {},
      createdAt: new Date(now - i).toISOString(),
    }));
    expect((await recent('?limit=100000')).activities).toHaveLength(500);
  });

  it('needs a signed-in user', async () => {
    expect((await call('GET', '/activity/recent', { as: null })).status).toBe(401);
  });
});

describe('GET /activity/stats', () => {
  const stats = async (query: string) => (await call('GET', `/activity/stats${query}`, { as: HR_MANAGER })).body;
  const today = () => new Date().toISOString().slice(0, 10);

  it('counts the last 7 days by default, by action, entity type and day, oldest day first', async () => {
    db.activities.clear();
    const startOfToday = Date.parse(`${today()}T00:00:00.000Z`);
    await addActivity(startOfToday + 1, 'created', 'project');
    await addActivity(startOfToday + 2, 'approved', 'bill');
    await addActivity(startOfToday - 2 * DAY_MS, 'created', 'material');
    await addActivity(startOfToday - 6 * DAY_MS, 'deleted', 'vendor');
    await addActivity(startOfToday - 7 * DAY_MS, 'deleted', 'vendor');

    const body = await stats('');
    expect(body.success).toBe(true);
    const { days, total, byAction, byEntityType, daily } = body.stats;
    expect(days).toBe(7);
    expect(total).toBe(4);
    expect(byAction).toEqual({ created: 2, updated: 0, deleted: 1, completed: 0, started: 0, paused: 0, approved: 1, rejected: 0 });
    expect(byEntityType).toEqual({ project: 1, user: 0, material: 1, purchase: 0, labour: 0, bill: 1, quotation: 0, vendor: 1, role: 0 });
    expect(daily).toHaveLength(7);
    expect(daily[6]).toEqual({ date: today(), count: 2 });
    expect(daily[0]).toEqual({ date: new Date(startOfToday - 6 * DAY_MS).toISOString().slice(0, 10), count: 1 });
    expect(daily.map((d: { count: number }) => d.count)).toEqual([1, 0, 0, 0, 1, 0, 2]);
    expect(daily.map((d: { date: string }) => d.date)).toEqual(daily.map((d: { date: string }) => d.date).sort());
  });

  it.each([
    ['?days=1', 1],
    ['?days=30', 30],
    ['?days=0', 1],
    ['?days=1000', 365],
    ['?days=week', 7],
  ])('answers %s over %i days', async (query, days) => {
    const body = await stats(query);
    expect(body.stats.days).toBe(days);
    expect(body.stats.daily).toHaveLength(days);
  });

  it('covers the whole seeded log over 30 days', async () => {
    expect((await stats('?days=30')).stats.total).toBe(SEED_ACTIVITIES.length);
  });

  it('needs a signed-in user', async () => {
    expect((await call('GET', '/activity/stats', { as: null })).status).toBe(401);
  });
});
