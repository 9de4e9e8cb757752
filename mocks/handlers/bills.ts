/**
 * Client bills on the provider's /bill/... paths, with the calls billing adds (statistics, next number,
 * projects). Reads need VIEW_ACCOUNTS, writes MANAGE_ACCOUNTS. The mock works out every amount
 * itself from the items and the tax rate (the amounts sent are not trusted), and refuses a bill number
 * that another bill already has with a 409.
 */
import { http, HttpResponse } from 'msw';
import { BILL_STATUSES, DEFAULT_BILL_STATUS, DEFAULT_BILL_TAX_RATE } from '@/config/constants';
import { billTotals, lineAmount } from '@/lib/billTotals';
import { nextBillNumber } from '@/lib/billNumber';
import { isDashedDate } from '@/lib/dashedDate';
import { isValidGstin, normaliseGstin } from '@/lib/gstin';
import { isHsnSacCode } from '@/lib/hsnSac';
import { PLACE_OF_SUPPLY_CODES } from '@/lib/gstStates';
import { roundMoney } from '@/lib/money';
import { allow, crudHandlers, type Fields } from '../crud';
import { db, type BillRecord } from '../db';
import { apiPath, fail, handle, numberOf, text } from '../respond';

export const BILL_TEXTS = {
  notFound: 'Bill not found',
  created: 'Bill created successfully',
  updated: 'Bill updated successfully',
  deleted: 'Bill deleted successfully',
  billNumberRequired: 'Bill number is required',
  duplicateNumber: 'A bill with this number already exists',
  clientRequired: 'Client is required',
  projectRequired: 'Project is required',
  dateRequired: 'Bill date is required',
  dueDateRequired: 'Due date is required',
  dateInvalid: 'Bill date must be a real date in the form dd-mm-yyyy',
  dueDateInvalid: 'Due date must be a real date in the form dd-mm-yyyy',
  statusUnknown: `Status must be one of ${BILL_STATUSES.join(', ')}`,
  itemsRequired: 'At least one item is required',
  itemNotObject: 'Each item must be an object',
  itemDescriptionRequired: 'Item description is required',
  itemQtyInvalid: 'Item quantity must be a whole number of at least 1',
  itemRateInvalid: 'Item rate must be a number of 0 or more',
  taxRateInvalid: 'Tax rate must be a number from 0 to 100',
  clientGstinInvalid: 'Client GSTIN is not a valid GSTIN',
  placeOfSupplyInvalid: 'Place of supply must be a GST state code (01 to 38 or 97)',
  hsnSacInvalid: 'Item HSN/SAC code must be 4, 6 or 8 digits',
} as const;

type BillFields = Fields<BillRecord>;
type Raw = Record<string, unknown>;

const sameNumber = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

function readItems(value: unknown): BillFields['items'] {
  if (!Array.isArray(value) || value.length === 0) fail(400, BILL_TEXTS.itemsRequired);
  return value.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) fail(400, BILL_TEXTS.itemNotObject);
    const item = entry as Raw;
    const description = text(item.description);
    if (!description) fail(400, BILL_TEXTS.itemDescriptionRequired);
    const qty = numberOf(item.qty);
    if (!Number.isInteger(qty) || qty < 1) fail(400, BILL_TEXTS.itemQtyInvalid);
    const rate = numberOf(item.rate);
    if (!Number.isFinite(rate) || rate < 0) fail(400, BILL_TEXTS.itemRateInvalid);
    const hsnSac = text(item.hsnSac);
    if (hsnSac && !isHsnSacCode(hsnSac)) fail(400, BILL_TEXTS.hsnSacInvalid);
    return { description, hsnSac, qty, unit: text(item.unit), rate, amount: lineAmount({ qty, rate }) };
  });
}

/** The tax invoice's GST details (issue 22), each optional: a client GSTIN must pass the check, a place of supply be a state code. */
function readGstDetails(body: Raw): Pick<BillFields, 'clientGstin' | 'clientAddress' | 'placeOfSupply' | 'reverseCharge'> {
  const clientGstin = normaliseGstin(text(body.clientGstin));
  if (clientGstin && !isValidGstin(clientGstin)) fail(400, BILL_TEXTS.clientGstinInvalid);
  const placeOfSupply = text(body.placeOfSupply);
  if (placeOfSupply && !PLACE_OF_SUPPLY_CODES.includes(placeOfSupply)) fail(400, BILL_TEXTS.placeOfSupplyInvalid);
  return { clientGstin, clientAddress: text(body.clientAddress), placeOfSupply, reverseCharge: body.reverseCharge === true };
}

/** Checks a whole bill (create and update both send all of it) and works out its amounts; `self` is the bill being updated. */
function readBill(body: Raw, self?: BillRecord): BillFields {
  const billNumber = text(body.billNumber);
  if (!billNumber) fail(400, BILL_TEXTS.billNumberRequired);
  const client = text(body.client);
  if (!client) fail(400, BILL_TEXTS.clientRequired);
  const project = text(body.project);
  if (!project) fail(400, BILL_TEXTS.projectRequired);
  const date = text(body.date);
  if (!date) fail(400, BILL_TEXTS.dateRequired);
  if (!isDashedDate(date)) fail(400, BILL_TEXTS.dateInvalid);
  const dueDate = text(body.dueDate);
  if (!dueDate) fail(400, BILL_TEXTS.dueDateRequired);
  if (!isDashedDate(dueDate)) fail(400, BILL_TEXTS.dueDateInvalid);
  const status = text(body.status) || DEFAULT_BILL_STATUS;
  if (!(BILL_STATUSES as readonly string[]).includes(status)) fail(400, BILL_TEXTS.statusUnknown);
  const items = readItems(body.items);
  const taxRate = body.taxRate === undefined || body.taxRate === null || body.taxRate === '' ? DEFAULT_BILL_TAX_RATE : numberOf(body.taxRate);
  if (!Number.isFinite(taxRate) || taxRate < 0 || taxRate > 100) fail(400, BILL_TEXTS.taxRateInvalid);
  if (db.bills.all().some((bill) => bill._id !== self?._id && sameNumber(bill.billNumber, billNumber))) fail(409, BILL_TEXTS.duplicateNumber);
  const { subtotal, taxAmount, total } = billTotals(items, taxRate);
  const notes = typeof body.notes === 'string' ? body.notes : '';
  return { billNumber, client, ...readGstDetails(body), project, date, dueDate, status, items, notes, taxRate, subtotal, taxAmount, total };
}

const newestFirst = () => db.bills.findMany(undefined, { orderBy: [{ createdAt: 'desc' }, { _id: 'desc' }] });

/** The four figures of the list's cards: Pending Amount sums the totals of Pending bills only (Overdue ones are counted apart). */
export function billStatistics(bills: readonly Pick<BillRecord, 'status' | 'total'>[]) {
  return {
    totalBills: bills.length,
    pendingAmount: roundMoney(bills.filter((b) => b.status === 'Pending').reduce((sum, b) => sum + b.total, 0)),
    overdueCount: bills.filter((b) => b.status === 'Overdue').length,
    paidBills: bills.filter((b) => b.status === 'Paid').length,
  };
}

const crud = crudHandlers(
  { store: db.bills, notFound: BILL_TEXTS.notFound },
  {
    list: { path: '/bill/getall/bills', access: ['VIEW_ACCOUNTS', 'VIEW_DASHBOARD'], key: 'bills', records: newestFirst },
    create: {
      path: '/bill/create/bills',
      access: 'MANAGE_ACCOUNTS',
      message: BILL_TEXTS.created,
      key: 'bill',
      read: (body) => readBill(body),
    },
    update: {
      path: '/bill/update/bills/:id',
      access: 'MANAGE_ACCOUNTS',
      message: BILL_TEXTS.updated,
      key: 'bill',
      read: (body, bill) => readBill(body, bill),
    },
    remove: { path: '/bill/delete/bills/:id', access: 'MANAGE_ACCOUNTS', message: BILL_TEXTS.deleted },
  },
);

const read = (path: string, answer: () => Raw) =>
  http.get(
    apiPath(path),
    handle(({ request }) => {
      allow(request, 'VIEW_ACCOUNTS');
      return HttpResponse.json({ success: true, ...answer() });
    }),
  );

const projectsNewestFirst = () => db.projects.findMany(undefined, { orderBy: { createdAt: 'desc' } });

export const billHandlers = [
  read('/bill/statistics', () => billStatistics(db.bills.all())),
  read('/bill/next-number', () => ({ billNumber: nextBillNumber(db.bills.all().map((b) => b.billNumber), new Date().getFullYear()) })),
  read('/bill/projects', () => ({
    projects: projectsNewestFirst().map(({ _id, projectName, projectNumber, client }) => ({ _id, projectName, projectNumber, client })),
  })),
  ...crud,
];
