/**
 * The `years` seed: five years of business ending at the demo seed's epoch, with the demo's accounts. The
 * mock's test setup seeds the demo data before each test, so the file seeds `years` once (and once more, to
 * compare) before its tests and keeps what they check.
 */
import { createHash } from 'node:crypto';
import { collectionNames, db, type CollectionName } from './db';
import { seedDb, SEED_EPOCH } from './seed';
import { seedPeople } from './seedPeople';

const DAY_MS = 86_400_000;

interface Seeded {
  counts: Record<CollectionName, number>;
  /** The first and last record of each collection, as plain data. */
  ends: Record<string, unknown>;
  /** A digest of every record. */
  digest: string;
  /** Values that must not repeat, by what they are. */
  unique: Record<string, string[]>;
  projectTimes: number[];
  billYears: Set<string>;
  counters: Record<string, number>;
  projectNumbers: string[];
  signIns: Answer[];
}

interface Answer {
  email: string;
  status: number;
  body: Record<string, unknown>;
  profileStatus?: number;
}

const plain = (record: unknown) => JSON.parse(JSON.stringify(record)) as unknown;

async function signIn(email: string, password: string): Promise<Answer> {
  const response = await fetch('http://localhost:3000/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as Record<string, unknown>;
  const answer: Answer = { email, status: response.status, body };
  if (typeof body.token === 'string') {
    const profile = await fetch('http://localhost:3000/api/auth/profile', { headers: { Authorization: `Bearer ${body.token}` } });
    answer.profileStatus = profile.status;
  }
  return answer;
}

/** What a sign-in answers, without what differs from one seed to another (the user's id, the token). */
function comparable({ email, status, body, profileStatus }: Answer) {
  const { token, user, ...rest } = body as { token?: string; user?: Record<string, unknown> };
  const { _id, ...identity } = user ?? {};
  return { email, status, profileStatus, hasToken: typeof token === 'string', hasId: typeof _id === 'string', user: identity, ...rest };
}

async function seedYears(): Promise<Seeded> {
  await seedDb('years');
  const counts = Object.fromEntries(collectionNames.map((name) => [name, db[name].count()])) as Record<CollectionName, number>;
  const ends = Object.fromEntries(collectionNames.map((name) => [name, plain([db[name].all()[0], db[name].all().at(-1)])]));
  const hash = createHash('sha256');
  for (const name of collectionNames) hash.update(JSON.stringify(db[name].all()));
  const vendors = db.vendors.all();
  const labour = db.labourProfiles.all();
  const unique = {
    'record ids': collectionNames.flatMap((name) => (db[name].all() as { _id: string }[]).map((r) => r._id)),
    'user e-mails': db.users.all().map((u) => u.email.toLowerCase()),
    'role names': db.roles.all().map((r) => r.name.toLowerCase()),
    'vendor GST numbers': vendors.map((v) => v.gstNumber.toUpperCase()),
    'vendor names': vendors.map((v) => v.vendorName),
    'vendor phone numbers': vendors.flatMap((v) => v.phoneNumbers.map((p) => p.number)),
    'labour phone numbers': labour.map((p) => p.phone),
    'labour e-mails': labour.filter((p) => p.email).map((p) => p.email.toLowerCase()),
    'project numbers': db.projects.all().map((p) => p.projectNumber),
    'bill numbers': db.bills.all().map((b) => b.billNumber.toUpperCase()),
  };
  const signIns = [];
  for (const person of seedPeople()) signIns.push(await signIn(person.email, person.password));
  return {
    counts,
    ends,
    digest: hash.digest('hex'),
    unique,
    projectTimes: db.projects.all().map((p) => Date.parse(p.createdAt)),
    billYears: new Set(db.bills.all().map((b) => b.date.slice(-4))),
    counters: Object.fromEntries(db.counters.all().map((c) => [c._id, c.value])),
    projectNumbers: db.projects.all().map((p) => p.projectNumber),
    signIns,
  };
}

let first: Seeded;
let second: Seeded;

beforeAll(async () => {
  first = await seedYears();
  second = await seedYears();
}, 120_000);

test('holds five years of records in the counts asked for', () => {
  expect(first.counts).toMatchObject({
    projects: 500,
    quotationItems: 5_000,
    labourWork: 25_000,
    quotationMaterials: 20_000,
    labourProfiles: 10_000,
    vendors: 2_000,
    bills: 5_000,
    activities: 10_000,
    excessItems: 5_000,
    materialPurchases: 300,
    users: 1_000,
    roles: 40,
  });
});

test('gives the same records every time it is seeded, whatever the time', () => {
  expect(second.ends).toEqual(first.ends);
  expect(second.digest).toBe(first.digest);
});

test('spreads the projects and bills over the five years before the epoch', () => {
  const oldest = Math.min(...first.projectTimes);
  const newest = Math.max(...first.projectTimes);
  expect(oldest).toBeGreaterThanOrEqual(SEED_EPOCH - 5 * 365 * DAY_MS);
  expect(oldest).toBeLessThan(SEED_EPOCH - (5 * 365 - 60) * DAY_MS);
  // The demo's four projects are made in the days after the epoch, as in the demo seed.
  expect(newest).toBeLessThan(SEED_EPOCH + 7 * DAY_MS);
  expect([...first.billYears].sort()).toEqual(['2021', '2022', '2023', '2024', '2025', '2026']);
});

test('keeps unique what the mock refuses to repeat, and numbers the next project of each year after the seeded ones', () => {
  for (const [what, values] of Object.entries(first.unique)) {
    expect({ what, repeats: values.length - new Set(values).size }).toEqual({ what, repeats: 0 });
  }
  const highest: Record<string, number> = {};
  for (const number of first.projectNumbers) {
    const [year, , sequence] = number.split('/');
    highest[`project-number-${year}`] = Math.max(highest[`project-number-${year}`] ?? 0, Number(sequence));
  }
  expect(first.counters).toEqual(highest);
});

test('signs the demo accounts and staff in exactly as the demo seed does', async () => {
  // The demo seed is in place for each test.
  const demo = [];
  for (const person of seedPeople()) demo.push(await signIn(person.email, person.password));

  expect(first.signIns.map(comparable)).toEqual(demo.map(comparable));
  const admin = first.signIns[0];
  expect(admin).toMatchObject({ status: 200, profileStatus: 200, body: { user: { email: 'admin@sgkconstructions.in', role: 'Admin' } } });
});
