/**
 * Every response normaliser, given anything a provider might answer: none throws, and each gives its typed
 * shape (texts are texts, numbers finite, lists arrays, ids texts); a list drops the entries that are not records.
 */
import fc from 'fast-check';
import { PURCHASE_STATUSES } from '@/config/constants';
import { ROLE_FLAG_NAMES } from '@/lib/permissions';
import { answer, listAnswer } from '../../tests/responseArbitraries';
import { activityStatsFrom, normaliseActivity } from './activity';
import { normaliseCurrentUser } from './auth';
import { billsFrom, billStatisticsFrom, normaliseBill, normaliseBillingProject, statisticsOf } from './bills';
import { excessItemsFrom, normaliseExcessItem } from './excessItems';
import { normaliseLabourProfile } from './labourProfiles';
import { normaliseMaterialPurchase } from './materialPurchases';
import { listOf } from './normalise';
import { normaliseProject } from './projects';
import { normaliseLabourWork, normaliseMaterial, normaliseMeasurement } from './quotationSheets';
import { normaliseQuotationItem } from './quotations';
import { normaliseRole } from './roles';
import { normaliseUser, roleCountsFrom } from './users';
import { normaliseVendor } from './vendors';

/** What a field of a normalised record must be. */
type Kind = 'text' | 'optionalText' | 'number' | 'optionalNumber' | 'texts' | 'textsOrNull' | 'record' | ((value: unknown) => boolean);
type Shape = Record<string, Kind>;

const isText = (value: unknown) => typeof value === 'string' && !value.includes('[object Object]');
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const isTexts = (value: unknown) => Array.isArray(value) && value.every(isText);
const isRecord = (value: unknown) => !!value && typeof value === 'object' && !Array.isArray(value);

const FITS: Record<Exclude<Kind, (value: unknown) => boolean>, (value: unknown) => boolean> = {
  text: isText,
  optionalText: (value) => value === undefined || isText(value),
  number: isNumber,
  optionalNumber: (value) => value === undefined || isNumber(value),
  texts: isTexts,
  textsOrNull: (value) => value === null || isTexts(value),
  record: isRecord,
};

/** The fields of `value` that do not fit `shape` (or are missing from it), with what they hold. */
function misfits(value: unknown, shape: Shape): string[] {
  if (!isRecord(value)) return [`not a record: ${String(value)}`];
  const fields = value as Record<string, unknown>;
  return Object.entries(shape)
    .filter(([field, kind]) => !(typeof kind === 'function' ? kind : FITS[kind])(fields[field]))
    .map(([field]) => `${field}: ${JSON.stringify(fields[field]) ?? String(fields[field])}`);
}

const listWhere = (shape: Shape) => (value: unknown) => Array.isArray(value) && value.every((entry) => misfits(entry, shape).length === 0);

const BILL_ITEM: Shape = { id: 'text', description: 'text', qty: 'number', unit: 'text', rate: 'number', amount: 'number' };
const VENDOR_PHONE: Shape = { number: 'text', isPrimary: (value) => typeof value === 'boolean' };

interface Case {
  normalise: (raw: never) => unknown;
  shape: Shape;
  /** Field names the provider may use besides the shape's own. */
  aliases?: string[];
  /** The key a list answer may wrap its entries under. */
  listKey: string;
}

const CASES: Record<string, Case> = {
  normaliseActivity: {
    normalise: normaliseActivity,
    listKey: 'activities',
    aliases: ['id'],
    shape: {
      _id: 'text',
      userName: 'text',
      userRole: 'text',
      action: 'text',
      entityType: 'text',
      entityId: 'optionalText',
      entityName: 'text',
      description: 'text',
      metadata: 'record',
      createdAt: 'text',
    },
  },
  normaliseCurrentUser: {
    normalise: normaliseCurrentUser,
    listKey: 'users',
    aliases: ['id'],
    shape: { _id: 'optionalText', name: 'text', email: 'text', role: 'text', permissions: 'texts', status: 'text' },
  },
  normaliseBill: {
    normalise: normaliseBill,
    listKey: 'bills',
    aliases: ['id', 'clientName', 'projectName'],
    shape: {
      _id: 'text',
      billNumber: 'text',
      client: 'text',
      project: 'text',
      date: 'text',
      dueDate: 'text',
      status: 'text',
      items: listWhere(BILL_ITEM),
      notes: 'text',
      taxRate: 'number',
      subtotal: 'number',
      taxAmount: 'number',
      total: 'number',
    },
  },
  normaliseBillingProject: {
    normalise: normaliseBillingProject,
    listKey: 'projects',
    aliases: ['id', 'clientName'],
    shape: { _id: 'text', projectName: 'text', projectNumber: 'text', client: 'text' },
  },
  normaliseExcessItem: {
    normalise: normaliseExcessItem,
    listKey: 'items',
    aliases: ['id'],
    shape: { _id: 'text', description: 'text', quantity: 'number', units: 'text', location: 'text', condition: 'text', createdAt: 'optionalText' },
  },
  normaliseLabourProfile: {
    normalise: normaliseLabourProfile,
    listKey: 'profiles',
    aliases: ['id'],
    shape: {
      _id: 'text',
      name: 'text',
      category: 'text',
      phone: 'text',
      email: 'text',
      address: 'text',
      ifscCode: 'text',
      branchName: 'text',
      accountNumber: 'text',
      idProof: 'text',
      createdAt: 'optionalText',
    },
  },
  normaliseMaterialPurchase: {
    normalise: normaliseMaterialPurchase,
    listKey: 'purchases',
    aliases: ['id'],
    shape: {
      _id: 'text',
      material: 'text',
      vendor: 'text',
      amount: 'number',
      date: 'text',
      status: (value) => (PURCHASE_STATUSES as readonly unknown[]).includes(value),
    },
  },
  normaliseProject: {
    normalise: normaliseProject,
    listKey: 'projects',
    aliases: ['id', 'clientName'],
    shape: {
      _id: 'text',
      projectNumber: 'text',
      projectName: 'text',
      startDate: 'text',
      endDate: 'text',
      client: 'text',
      budget: 'number',
      projectManager: 'text',
      priority: 'text',
      status: 'text',
      description: 'text',
      createdAt: 'text',
    },
  },
  normaliseMaterial: {
    normalise: normaliseMaterial,
    listKey: 'materials',
    aliases: ['id', 'projId'],
    shape: { _id: 'text', projectId: 'text', quotationId: 'text', name: 'text', qty: 'number', unit: 'text', rate: 'number', vendor: 'text', status: 'text' },
  },
  normaliseLabourWork: {
    normalise: normaliseLabourWork,
    listKey: 'labour',
    aliases: ['id'],
    shape: { _id: 'text', quotationId: 'text', name: 'text', phone: 'text', task: 'text', hours: 'number', wage: 'number', paymentStatus: 'text' },
  },
  normaliseMeasurement: {
    normalise: normaliseMeasurement,
    listKey: 'rows',
    aliases: ['id', 'projId'],
    shape: {
      _id: 'text',
      projectId: 'text',
      quotationId: 'text',
      date: 'text',
      description: 'text',
      nos: 'number',
      length: 'number',
      breadth: 'number',
      depth: 'number',
      unit: 'text',
    },
  },
  normaliseQuotationItem: {
    normalise: normaliseQuotationItem,
    listKey: 'items',
    aliases: ['id'],
    shape: {
      _id: 'text',
      projectId: 'text',
      itemNo: 'text',
      description: 'text',
      date: 'text',
      totalAmount: 'number',
      quantity: 'optionalNumber',
      unit: 'optionalText',
      rate: 'optionalNumber',
      createdAt: 'text',
    },
  },
  normaliseRole: {
    normalise: normaliseRole,
    listKey: 'roles',
    aliases: ['id'],
    shape: {
      _id: 'text',
      name: 'text',
      description: 'text',
      permissions: (value) => isRecord(value) && Object.entries(value as object).every(([flag, held]) => ROLE_FLAG_NAMES.includes(flag as never) && typeof held === 'boolean'),
    },
  },
  normaliseUser: {
    normalise: normaliseUser,
    listKey: 'users',
    aliases: ['id'],
    shape: { _id: 'text', name: 'text', email: 'text', role: 'text', status: 'text', permissions: 'textsOrNull', createdAt: 'optionalText' },
  },
  normaliseVendor: {
    normalise: normaliseVendor,
    listKey: 'vendors',
    aliases: ['id', 'name', 'gst', 'bank', 'account', 'ifsc', 'phones', 'phone'],
    shape: {
      _id: 'text',
      vendorName: 'text',
      contactPerson: 'text',
      email: 'text',
      gstNumber: 'text',
      category: 'text',
      paymentTerms: 'text',
      bankName: 'text',
      accountNumber: 'text',
      ifscCode: 'text',
      address: 'text',
      phoneNumbers: listWhere(VENDOR_PHONE),
      productsServices: (value) => isTexts(value) && (value as string[]).every((product) => product.trim() !== ''),
    },
  },
};

const fieldsOf = ({ shape, aliases = [] }: Case) => [...Object.keys(shape), ...aliases];

describe.each(Object.entries(CASES))('%s', (_name, testCase) => {
  const normalise = testCase.normalise as (raw: unknown) => unknown;

  it('reads any answer into its typed shape without throwing', () => {
    fc.assert(
      fc.property(answer(fieldsOf(testCase)), (raw) => {
        expect(misfits(normalise(raw), testCase.shape)).toEqual([]);
      }),
    );
  });

  it('reads a list answer, bare or wrapped, into one typed entry per record in it', () => {
    fc.assert(
      fc.property(listAnswer(testCase.listKey, fieldsOf(testCase)), (data) => {
        const entries = Array.isArray(data) ? data : isRecord(data) ? (data as Record<string, unknown>)[testCase.listKey] : [];
        const records = Array.isArray(entries) ? entries.filter(isRecord) : [];
        const list = listOf(data, testCase.listKey, normalise);
        expect(list).toHaveLength(records.length);
        for (const entry of list) expect(misfits(entry, testCase.shape)).toEqual([]);
      }),
    );
  });
});

describe('the list readers of bills and excess items', () => {
  it('billsFrom and excessItemsFrom keep one typed entry per record', () => {
    const billKeys = fieldsOf(CASES.normaliseBill);
    fc.assert(
      fc.property(listAnswer('bills', billKeys), (data) => {
        for (const bill of billsFrom(data)) expect(misfits(bill, CASES.normaliseBill.shape)).toEqual([]);
      }),
    );
    fc.assert(
      fc.property(listAnswer('items', fieldsOf(CASES.normaliseExcessItem)), (data) => {
        const items = excessItemsFrom(data);
        expect(items).toHaveLength(Array.isArray(data) ? data.filter(isRecord).length : 0);
        for (const item of items) expect(misfits(item, CASES.normaliseExcessItem.shape)).toEqual([]);
      }),
    );
  });
});

describe('statisticsOf', () => {
  it('counts the bills and sums the pending totals, whatever the answer held', () => {
    fc.assert(
      fc.property(listAnswer('bills', fieldsOf(CASES.normaliseBill)), (data) => {
        const bills = billsFrom(data);
        const stats = statisticsOf(bills);
        expect(misfits(stats, { totalBills: 'number', pendingAmount: 'number', overdueCount: 'number', paidBills: 'number' })).toEqual([]);
        expect(stats.totalBills).toBe(bills.length);
        expect(stats.overdueCount + stats.paidBills).toBeLessThanOrEqual(bills.length);
      }),
    );
  });

  it('sums to the paisa the pending totals of well-formed bills', () => {
    const paise = fc.integer({ min: -1e11, max: 1e11 });
    const bill = fc.record({ status: fc.constantFrom('Pending', 'Paid', 'Overdue', 'Draft'), total: paise.map((p) => p / 100) });
    fc.assert(
      fc.property(fc.array(bill, { maxLength: 20 }), (bills) => {
        const pendingPaise = bills.filter((b) => b.status === 'Pending').reduce((sum, b) => sum + Math.round(b.total * 100), 0);
        expect(Math.round(statisticsOf(bills).pendingAmount * 100)).toBe(pendingPaise);
      }),
    );
  });
});

describe('the entity readers of the fetch calls', () => {
  const STATISTICS = ['totalBills', 'pendingAmount', 'overdueCount', 'paidBills'];

  it('billStatisticsFrom reads four finite figures from any answer', () => {
    fc.assert(
      fc.property(fc.oneof(answer(STATISTICS), answer(STATISTICS).map((statistics) => ({ statistics }))), (data) => {
        expect(misfits(billStatisticsFrom(data), Object.fromEntries(STATISTICS.map((key) => [key, 'number' as const])))).toEqual([]);
      }),
    );
  });

  it('activityStatsFrom reads the stats with finite figures, or null when the answer holds none', () => {
    const KEYS = ['days', 'total', 'byAction', 'byEntityType', 'daily'];
    const counts = (value: unknown) => isRecord(value) && Object.values(value as object).every(isNumber);
    const daily = listWhere({ date: 'text', count: 'number' });
    fc.assert(
      fc.property(fc.oneof(answer(['stats']), answer(KEYS).map((stats) => ({ stats }))), (data) => {
        const stats = activityStatsFrom(data);
        if (stats === null) return;
        expect(misfits(stats, { days: 'number', total: 'number', byAction: counts, byEntityType: counts, daily })).toEqual([]);
      }),
    );
  });

  it('roleCountsFrom reads one role and finite count per record', () => {
    fc.assert(
      fc.property(listAnswer('counts', ['_id', 'count']), (data) => {
        for (const row of roleCountsFrom(data)) expect(misfits(row, { role: 'text', count: 'number' })).toEqual([]);
      }),
    );
  });
});
