/**
 * The simple material purchase records of /material-purchase, on the management calls of ruling 28.
 * The list answers a bare array, newest purchase first. The amount arrives as text with two decimals
 * ("1250.00"); a number and text with thousands commas ("1,250.50") are accepted too, and it is stored
 * and answered as a number.
 */
import { PURCHASE_STATUSES, DEFAULT_PURCHASE_STATUS } from '@/config/constants';
import { roundMoney } from '@/lib/money';
import { crudHandlers, type Fields } from '../crud';
import { db, type MaterialPurchaseRecord } from '../db';
import { fail, numberOf, text } from '../respond';

export const MATERIAL_PURCHASE_TEXTS = {
  notFound: 'Purchase record not found',
  created: 'Purchase record created successfully',
  updated: 'Purchase record updated successfully',
  deleted: 'Purchase record deleted successfully',
  material: 'Material is required',
  vendor: 'Vendor is required',
  amount: 'Amount must be a number of 0 or more',
  date: 'Date must be a valid date (yyyy-mm-dd)',
  status: 'Status must be Unpaid or Paid',
} as const;

type PurchaseFields = Fields<MaterialPurchaseRecord>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/;

/** The calendar day of a yyyy-mm-dd (or ISO timestamp) value, when it is a real date; otherwise the 400. */
function dateOf(value: unknown): string {
  const match = DATE.exec(text(value));
  if (!match) fail(400, MATERIAL_PURCHASE_TEXTS.date);
  const [, y, m, d] = match.map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) fail(400, MATERIAL_PURCHASE_TEXTS.date);
  return `${match[1]}-${match[2]}-${match[3]}`;
}

function amountOf(value: unknown): number {
  const amount = numberOf(value);
  if (!Number.isFinite(amount) || amount < 0) fail(400, MATERIAL_PURCHASE_TEXTS.amount);
  return roundMoney(amount);
}

function statusOf(value: unknown): string {
  const status = text(value);
  if (!(PURCHASE_STATUSES as readonly string[]).includes(status)) fail(400, MATERIAL_PURCHASE_TEXTS.status);
  return status;
}

/** Checks the body in the order material, vendor, amount, date, status; `partial` (an update) checks only the fields sent. */
function readPurchase(body: Record<string, unknown>, partial: boolean): Partial<PurchaseFields> {
  const sent = (key: keyof PurchaseFields) => !partial || key in body;
  const fields: Partial<PurchaseFields> = {};
  if (sent('material')) {
    fields.material = text(body.material);
    if (!fields.material) fail(400, MATERIAL_PURCHASE_TEXTS.material);
  }
  if (sent('vendor')) {
    fields.vendor = text(body.vendor);
    if (!fields.vendor) fail(400, MATERIAL_PURCHASE_TEXTS.vendor);
  }
  if (sent('amount')) fields.amount = amountOf(body.amount);
  if (sent('date')) fields.date = dateOf(body.date);
  // A new record without a status is Unpaid (02 §3).
  const noStatus = body.status === undefined || body.status === null || body.status === '';
  if (!partial) fields.status = noStatus ? DEFAULT_PURCHASE_STATUS : statusOf(body.status);
  else if ('status' in body) fields.status = statusOf(body.status);
  return fields;
}

/** Newest purchase first; records of one day in the order they were made, newest first. */
function newestFirst(a: MaterialPurchaseRecord, b: MaterialPurchaseRecord): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;
}

export const materialPurchaseHandlers = crudHandlers(
  { store: db.materialPurchases, notFound: MATERIAL_PURCHASE_TEXTS.notFound },
  {
    list: {
      path: '/material-purchases/get-mgmt',
      // The dashboard reads the purchases too, for everyone who may see it (ruling 28).
      access: ['VIEW_MATERIALS', 'VIEW_DASHBOARD'],
      records: () => [...db.materialPurchases.all()].sort(newestFirst),
    },
    create: {
      path: '/material-purchases/create-mgmt',
      access: 'MANAGE_MATERIALS',
      message: MATERIAL_PURCHASE_TEXTS.created,
      key: 'purchase',
      read: (body) => readPurchase(body, false) as PurchaseFields,
    },
    update: {
      path: '/material-purchases/update-mgmt/:id',
      access: 'MANAGE_MATERIALS',
      message: MATERIAL_PURCHASE_TEXTS.updated,
      key: 'purchase',
      read: (body) => readPurchase(body, true),
    },
    remove: {
      path: '/material-purchases/delete-mgmt/:id',
      access: 'MANAGE_MATERIALS',
      message: MATERIAL_PURCHASE_TEXTS.deleted,
    },
  },
);
