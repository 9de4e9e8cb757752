/**
 * The `evil` seed: the demo's roles and accounts (so that one can sign in), then a few records of every
 * collection whose every field holds a hostile value in turn, as a provider's data may well hold them:
 * markup and script payloads, a 2,000-character word, right-to-left text, emoji and zero-width characters;
 * numbers 0, negative, 1e15 and numeric text with commas; impossible dates; optional fields and whole
 * nested objects missing, values of the wrong type, and two records of each collection with one `_id`.
 * The same records on every run.
 *
 * The collections' schemas refuse such records, so each is planted: created from a stand-in that the
 * schema accepts, then given its hostile fields in place (the fields it does not list are removed).
 * Writes to a planted record are refused by the schema, as the provider may refuse them.
 */
import { DEMO_ACCOUNTS } from '@/config/demoAccounts';
import { db, newId, restartIds, standInRecord, type Db } from './db';
import { createRolesAndPeople, SEED_ROLES } from './seedPeople';

export const EVIL_TEXTS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '"><svg onload=alert(1)>',
  `LONG${'W'.repeat(1_996)}`,
  'مشروع البناء الجديد – פרויקט בנייה חדש',
  '👷🏽‍♀️🏗️\u200b\u200c\u200d\u2060\ufeff🧱',
] as const;

export const EVIL_NUMBERS = [0, -1_250.5, 1e15, '1,25,000.50'] as const;

export const EVIL_DATES = ['2026-02-30', '31/12/2025', 'yesterday', ''] as const;

/** How many hostile records each collection gets (some have more children per parent). */
const COUNT = 4;

/** The hostile text of field `field` of record `record`: each field runs through every kind in turn. */
const evilText = (record: number, field: number) => EVIL_TEXTS[(record + field) % EVIL_TEXTS.length];
const evilNumber = (record: number, field = 0) => EVIL_NUMBERS[(record + field) % EVIL_NUMBERS.length];
const evilDate = (record: number, field = 0) => EVIL_DATES[(record + field) % EVIL_DATES.length];

/** Texts for the named fields of record `record`. */
function texts<K extends string>(record: number, ...names: K[]): Record<K, string> {
  return Object.fromEntries(names.map((name, field) => [name, evilText(record, field)])) as Record<K, string>;
}

/** The value for record `record` of a field that is missing from every other one (`undefined`: left out). */
const everyOther = <T>(record: number, value: T): T | undefined => (record % 2 === 0 ? value : undefined);

type Hostile = Record<string, unknown> & { _id: string };

/** Stores `fields` as one record of `name`, exactly: fields not given (or `undefined`) are missing. */
async function plant(name: keyof Db, fields: Hostile): Promise<void> {
  const collection = db[name] as unknown as { create(values: object): Promise<Record<string, unknown>> };
  const record = await collection.create({ ...standInRecord(name), _id: fields._id, createdAt: new Date(0).toISOString() });
  for (const key of Object.keys(record)) delete record[key];
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) record[key] = value;
}

/** `COUNT` ids, the last a repeat of the first: two records of the collection share it. */
function idsFrom(at: number): string[] {
  const ids = Array.from({ length: COUNT - 1 }, (_, n) => newId(at + n * 60_000));
  return [...ids, ids[0]];
}

/** A creation time; the second record's is no time at all. */
const createdAt = (at: number, record: number) => (record === 1 ? evilDate(2) : new Date(at + record * 3_600_000).toISOString());

export async function seedEvil(epoch: number): Promise<void> {
  restartIds();
  const demoPeople = Object.values(DEMO_ACCOUNTS).map(({ name, email, password, role }) => ({ name, email, password, role, status: 'Active' as const }));
  await createRolesAndPeople(SEED_ROLES, demoPeople, (n) => epoch + n * 60_000);

  const permissionsOf = [{}, undefined, { userManagement: 'yes', dashboard: true }, { dashboard: true }];
  for (const [i, _id] of idsFrom(epoch).entries()) {
    await plant('roles', { _id, ...texts(i, 'name', 'description'), description: everyOther(i, evilText(i, 1)), permissions: permissionsOf[i], createdAt: createdAt(epoch, i) });
  }
  const roleOf = [evilText(0, 0), undefined, 'Project Manager', 42];
  const statusOf = ['Active', evilText(1, 3), undefined, 'Inactive'];
  const userPermissionsOf = [null, [evilText(1, 4)], undefined, 'all'];
  for (const [i, _id] of idsFrom(epoch + 3_600_000).entries()) {
    await plant('users', { _id, ...texts(i, 'name', 'email'), password: 'not-for-signing-in', role: roleOf[i], status: statusOf[i], permissions: userPermissionsOf[i], createdAt: createdAt(epoch, i) });
  }

  await seedEvilProjects(epoch + 86_400_000);
  await seedEvilRegister(epoch + 2 * 86_400_000);
  await seedEvilTrade(epoch + 3 * 86_400_000);
  await seedEvilActivities(epoch + 4 * 86_400_000);
}

async function seedEvilProjects(at: number): Promise<void> {
  const projectIds = idsFrom(at);
  for (const [i, _id] of projectIds.entries()) {
    await plant('projects', {
      _id,
      ...texts(i, 'projectNumber', 'projectName', 'client', 'projectManager', 'priority', 'status', 'description'),
      client: everyOther(i, evilText(i, 2)),
      description: everyOther(i + 1, evilText(i, 6)),
      budget: evilNumber(i),
      startDate: evilDate(i),
      endDate: i === 3 ? undefined : evilDate(i, 1),
      createdAt: createdAt(at, i),
    });
  }
  // Two items under each project id (the repeated one has four), each with its three sheets.
  const sheetIds = { materials: [] as string[], labour: [] as string[], measurements: [] as string[] };
  // The fourth row of each sheet has the first one's id.
  const sheetId = (sheet: keyof typeof sheetIds) => {
    const ids = sheetIds[sheet];
    ids.push(ids.length === COUNT - 1 ? ids[0] : newId(at));
    return ids[ids.length - 1];
  };
  for (const [p, projectId] of projectIds.slice(0, COUNT - 1).entries()) {
    const itemIds = idsFrom(at + (p + 1) * 3_600_000);
    for (const [i, _id] of itemIds.slice(p === 0 ? 0 : 2).entries()) {
      const n = p + i;
      await plant('quotationItems', {
        _id,
        projectId,
        ...texts(n, 'itemNo', 'description'),
        itemNo: everyOther(n, evilText(n, 0)),
        date: evilDate(n),
        totalAmount: evilNumber(n),
        quantity: everyOther(n, evilNumber(n, 1)),
        unit: n % 3 === 0 ? null : evilText(n, 2),
        rate: everyOther(n + 1, evilNumber(n, 2)),
        createdAt: createdAt(at, n),
      });
      await plant('quotationMaterials', {
        _id: sheetId('materials'),
        projectId,
        quotationId: _id,
        ...texts(n, 'name', 'unit', 'vendor', 'status'),
        vendor: everyOther(n, evilText(n, 2)),
        qty: evilNumber(n),
        rate: evilNumber(n, 1),
        createdAt: createdAt(at, n),
      });
      await plant('labourWork', {
        _id: sheetId('labour'),
        quotationId: _id,
        ...texts(n, 'name', 'phone', 'task', 'paymentStatus'),
        phone: everyOther(n, evilText(n, 1)),
        hours: evilNumber(n),
        wage: evilNumber(n, 1),
        createdAt: createdAt(at, n),
      });
      await plant('measurements', {
        _id: sheetId('measurements'),
        projectId,
        quotationId: _id,
        ...texts(n, 'description', 'unit'),
        date: evilDate(n),
        nos: evilNumber(n),
        length: evilNumber(n, 1),
        breadth: everyOther(n, evilNumber(n, 2)),
        depth: evilNumber(n, 3),
        createdAt: createdAt(at, n),
      });
    }
  }
}

async function seedEvilRegister(at: number): Promise<void> {
  const idProofOf = [null, evilText(2, 0), undefined, 'javascript:alert(1)'];
  for (const [i, _id] of idsFrom(at).entries()) {
    await plant('labourProfiles', {
      _id,
      ...texts(i, 'name', 'category', 'phone', 'email', 'address', 'ifscCode', 'branchName', 'accountNumber'),
      email: everyOther(i, evilText(i, 3)),
      branchName: everyOther(i + 1, evilText(i, 6)),
      idProof: idProofOf[i],
      createdAt: createdAt(at, i),
    });
  }
}

async function seedEvilTrade(at: number): Promise<void> {
  const phonesOf = [undefined, [], [{ number: evilText(2, 0), isPrimary: 'yes' }, { number: 9_876_543_210 }], [{}]];
  const productsOf = [undefined, [evilText(1, 0), evilText(1, 4)], [], 'cement'];
  for (const [i, _id] of idsFrom(at).entries()) {
    await plant('vendors', {
      _id,
      ...texts(i, 'vendorName', 'contactPerson', 'email', 'gstNumber', 'category', 'paymentTerms', 'bankName', 'accountNumber', 'ifscCode', 'address'),
      contactPerson: everyOther(i, evilText(i, 1)),
      phoneNumbers: phonesOf[i],
      productsServices: productsOf[i],
      createdAt: createdAt(at, i),
    });
  }
  for (const [i, _id] of idsFrom(at + 3_600_000).entries()) {
    await plant('materialPurchases', {
      _id,
      ...texts(i, 'material', 'vendor', 'status'),
      vendor: everyOther(i, evilText(i, 1)),
      amount: evilNumber(i),
      date: evilDate(i),
      createdAt: createdAt(at, i),
    });
  }
  for (const [i, _id] of idsFrom(at + 2 * 3_600_000).entries()) {
    await plant('excessItems', {
      _id,
      ...texts(i, 'description', 'units', 'location', 'condition'),
      location: everyOther(i, evilText(i, 2)),
      quantity: evilNumber(i),
      createdAt: createdAt(at, i),
    });
  }
  const itemsOf = [
    undefined,
    [],
    [
      { description: evilText(2, 0), hsnSac: evilText(2, 3), qty: '1,25,000.50', rate: 1e15, amount: -5 },
      { description: evilText(2, 1), hsnSac: 995411, qty: 0, unit: evilText(2, 2), rate: -1_250.5, amount: 0 },
    ],
    [{}],
  ];
  for (const [i, _id] of idsFrom(at + 3 * 3_600_000).entries()) {
    await plant('bills', {
      _id,
      ...texts(i, 'billNumber', 'client', 'project', 'status', 'notes', 'clientGstin', 'clientAddress'),
      project: everyOther(i, evilText(i, 2)),
      placeOfSupply: [evilText(i, 5), '99', undefined, '7'][i],
      reverseCharge: ['yes', 1, undefined, true][i],
      notes: everyOther(i + 1, evilText(i, 4)),
      date: evilDate(i),
      dueDate: i === 2 ? undefined : evilDate(i, 1),
      items: itemsOf[i],
      taxRate: evilNumber(i, 1),
      subtotal: evilNumber(i),
      taxAmount: everyOther(i, evilNumber(i, 2)),
      total: evilNumber(i, 3),
      createdAt: createdAt(at, i),
    });
  }
}

async function seedEvilActivities(at: number): Promise<void> {
  const metadataOf = [undefined, {}, { note: evilText(2, 0), amount: 1e15 }, 'metadata'];
  for (const [i, _id] of idsFrom(at).entries()) {
    await plant('activities', {
      _id,
      ...texts(i, 'userName', 'userRole', 'action', 'entityType', 'entityId', 'entityName', 'description'),
      action: i === 2 ? 'created' : evilText(i, 2),
      entityType: i === 3 ? 'project' : evilText(i, 3),
      entityId: everyOther(i, evilText(i, 4)) ?? null,
      entityName: everyOther(i + 1, evilText(i, 5)),
      metadata: metadataOf[i],
      createdAt: createdAt(at, i),
    });
  }
}
