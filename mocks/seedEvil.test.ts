/**
 * The `evil` seed: hostile values in every collection, the demo accounts unchanged, and every read of the
 * API still answering with them.
 */
import { DEMO_ACCOUNTS } from '@/config/demoAccounts';
import { callMock } from './callMock';
import { collectionNames, db } from './db';
import { seedDb } from './seed';
import { EVIL_TEXTS } from './seedEvil';

beforeEach(async () => {
  await seedDb('evil');
});

/** `:projectId` and `:itemId` stand for the first hostile project and quotation item. */
const pathOf = (read: string) => read.replace(':projectId', db.projects.all()[0]._id).replace(':itemId', db.quotationItems.all()[0]._id);

const READS = [
  '/auth/profile',
  '/user/viewAllUsers',
  '/user/countUsersByRole',
  '/role/getRoles',
  '/activity/recent',
  '/activity/stats',
  '/project/getAllProjects',
  '/project/getProjectById/:projectId',
  '/quotation/getQuotationItemsByProject/:projectId',
  '/material/quotationMaterial/:itemId',
  '/labourwork/quotation/:itemId',
  '/msheet/quotation/:itemId',
  '/labourprofile/getAll',
  '/vendor/getAllVendors',
  '/material-purchases/get-mgmt',
  '/excess-quantity/getall',
  '/bill/getall/bills',
  '/bill/statistics',
  '/bill/next-number',
  '/bill/projects',
];

test.each(READS)('GET %s answers with the hostile records', async (read) => {
  const answer = await callMock('GET', pathOf(read));
  expect(answer.status).toBe(200);
});

test('every collection but the counters and uploads holds records of one id twice, and every hostile text', () => {
  for (const name of collectionNames.filter((name) => !['counters', 'uploads'].includes(name))) {
    const ids = db[name].all().map((record) => record._id);
    expect(new Set(ids).size, name).toBeLessThan(ids.length);
  }
  const everything = JSON.stringify(collectionNames.map((name) => db[name].all()));
  for (const text of EVIL_TEXTS) expect(everything).toContain(JSON.stringify(text).slice(1, -1));
});

test('the demo accounts sign in as in the demo seed', async () => {
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    const answer = await callMock('POST', '/auth/login', { as: null, body: { email: account.email, password: account.password } });
    expect(answer.status, account.email).toBe(200);
  }
});

test('a write to a hostile record is refused, not a crash of the server', async () => {
  const project = db.projects.all()[1];
  const answer = await callMock('PUT', `/project/updateProject/${project._id}`, { body: { projectName: 'Renamed' } });
  expect(answer.status).toBe(500);
  expect(answer.body).toEqual({ success: false, message: 'Internal server error' });
});

test('the same records on every seeding', async () => {
  const first = JSON.stringify(collectionNames.map((name) => db[name].all()));
  await seedDb('evil');
  expect(JSON.stringify(collectionNames.map((name) => db[name].all()))).toBe(first);
});
