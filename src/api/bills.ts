/** Client bills (tax invoices). */

import { useQuery } from '@tanstack/react-query';
import { BILL_STATUSES, DEFAULT_BILL_TAX_RATE } from '@/config/constants';
import { nextBillNumber } from '@/lib/billNumber';
import { placeOfSupplyCode } from '@/lib/gstStates';
import { formatRupees, roundMoney, toNumber } from '@/lib/money';
import { isApiError } from './apiError';
import { billFiguresOf } from './billFigures';
import { getDigest, http } from './http';
import { LIST_KEYS } from './listKeys';
import { entityFrom, idOf, isRecord, listOf, recordOf, str } from './normalise';
import { fetchProjects } from './projects';
import { defineResource, KEPT_ON_DEVICE } from './resource';

/** The statuses now live with the other business constants; still offered here, where they were first declared. */
export { BILL_STATUSES };
export type BillStatus = (typeof BILL_STATUSES)[number];

export interface BillItem {
  /** Local only: a form row's key; dropped when the bill is saved. */
  id: string;
  description: string;
  qty: number;
  unit: string;
  rate: number;
  /** qty × rate: the item's taxable value. */
  amount: number;
  /** The HSN or SAC code; '' when none is given (the invoice prints the company's default SAC). */
  hsnSac: string;
}

export interface Bill {
  _id: string;
  billNumber: string;
  client: string;
  /** The client's GSTIN when the client is GST-registered, else ''. */
  clientGstin: string;
  /** The client's billing address; '' when none is given. */
  clientAddress: string;
  /** The 2-digit GST state code of the place of supply; '' when none is given (the default applies: lib/gstSplit). */
  placeOfSupply: string;
  /** Whether the tax is payable on reverse charge; false unless set. */
  reverseCharge: boolean;
  project: string;
  /** dd-mm-yyyy as typed; an older bill may hold another form, shown as it is. */
  date: string;
  dueDate: string;
  status: BillStatus | string;
  items: BillItem[];
  notes: string;
  /** Percent, 0 to 100. */
  taxRate: number;
  subtotal: number;
  taxAmount: number;
  total: number;
}

/** The four figures of the list's cards. */
export interface BillStatistics {
  totalBills: number;
  /** The sum of the totals of Pending bills (Overdue bills are counted in overdueCount instead). */
  pendingAmount: number;
  overdueCount: number;
  paidBills: number;
}

/** A project as billing offers it: the client comes with it. */
export interface BillingProject {
  _id: string;
  projectName: string;
  projectNumber: string;
  client: string;
}

/** What a create or an update sends: the bill without its items' local ids, with `_id` only when the bill has one (02 §3). */
export type BillBody = Omit<Bill, '_id' | 'items'> & { _id?: string; items: Omit<BillItem, 'id'>[] };

type Raw = Record<string, unknown>;

let localItemIds = 0;
/** A form row's key for an item, unique in this page's life. */
export function newBillItemId(): string {
  localItemIds += 1;
  return `item-${localItemIds}`;
}

function normaliseBillItem(input: unknown): BillItem {
  const raw = recordOf(input);
  return {
    id: newBillItemId(),
    description: str(raw.description),
    qty: toNumber(raw.qty),
    unit: str(raw.unit),
    rate: toNumber(raw.rate),
    amount: toNumber(raw.amount),
    hsnSac: str(raw.hsnSac).trim(),
  };
}

/** Reverse charge as a provider may send it: true, or the text true or yes; anything else (none included) is No. */
function reverseChargeOf(value: unknown): boolean {
  return value === true || (typeof value === 'string' && ['true', 'yes'].includes(value.trim().toLowerCase()));
}

export function normaliseBill(input: unknown): Bill {
  const raw = recordOf(input);
  const items = Array.isArray(raw.items) ? raw.items.filter(isRecord) : [];
  return {
    _id: idOf(raw),
    billNumber: str(raw.billNumber),
    client: str(raw.client ?? raw.clientName),
    clientGstin: str(raw.clientGstin).trim(),
    clientAddress: str(raw.clientAddress),
    placeOfSupply: placeOfSupplyCode(raw.placeOfSupply),
    reverseCharge: reverseChargeOf(raw.reverseCharge),
    project: str(raw.project ?? raw.projectName),
    ...billFiguresOf(raw),
    dueDate: str(raw.dueDate),
    items: items.map(normaliseBillItem),
    notes: str(raw.notes),
    taxRate: raw.taxRate === undefined || raw.taxRate === null ? DEFAULT_BILL_TAX_RATE : toNumber(raw.taxRate),
    subtotal: toNumber(raw.subtotal),
    taxAmount: toNumber(raw.taxAmount),
  };
}

/** `{ bills: [...] }` or a bare array (02 §7). */
export function billsFrom(data: unknown): Bill[] {
  return listOf(data, LIST_KEYS.bills, normaliseBill);
}

/** The body of a create or an update: every field but the items' local ids; `_id` kept when present. */
export function billBody(bill: Omit<Bill, '_id'> & { _id?: string }): BillBody {
  const { _id, items, ...fields } = bill;
  return { ...(_id ? { _id } : {}), ...fields, items: items.map(({ id: _local, ...item }) => item) };
}

/** The figures worked out from the bill list, for a provider without the statistics call. */
export function statisticsOf(bills: readonly Pick<Bill, 'status' | 'total'>[]): BillStatistics {
  let pendingAmount = 0;
  let overdueCount = 0;
  let paidBills = 0;
  for (const bill of bills) {
    if (bill.status === 'Pending') pendingAmount += bill.total;
    else if (bill.status === 'Overdue') overdueCount += 1;
    else if (bill.status === 'Paid') paidBills += 1;
  }
  return { totalBills: bills.length, pendingAmount: roundMoney(pendingAmount), overdueCount, paidBills };
}

const is404 = (error: unknown) => isApiError(error) && error.status === 404;

/** Runs `call`; a 404 (the provider has no such call, ruling 29) runs `fallback` instead. */
async function orOn404<T>(call: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (is404(error)) return fallback();
    throw error;
  }
}

const q = encodeURIComponent;

const BILL_LIST_PATH = '/bill/getall/bills';

export async function fetchBills(): Promise<Bill[]> {
  const { data } = await http.get(BILL_LIST_PATH);
  return billsFrom(data);
}

/** Each bill's date, status and total, without the rest of the bills (the dashboard's revenue and chart). */
export const fetchBillFigures = () => getDigest(BILL_LIST_PATH, 'billFigures');

export async function createBill(bill: Omit<Bill, '_id'>): Promise<Bill | undefined> {
  const { data } = await http.post('/bill/create/bills', billBody(bill));
  const raw = entityFrom<Raw>(data, 'bill');
  return raw && 'billNumber' in raw ? normaliseBill(raw) : undefined;
}

export async function updateBill(bill: Bill): Promise<void> {
  await http.put(`/bill/update/bills/${q(bill._id)}`, billBody(bill));
}

export async function deleteBill(id: string): Promise<void> {
  await http.delete(`/bill/delete/bills/${q(id)}`);
}

/** The figures of a statistics answer, bare or under `statistics`; a missing or unreadable figure is 0. */
export function billStatisticsFrom(data: unknown): BillStatistics {
  const raw = recordOf(entityFrom(data, 'statistics'));
  return {
    totalBills: toNumber(raw.totalBills),
    pendingAmount: toNumber(raw.pendingAmount),
    overdueCount: toNumber(raw.overdueCount),
    paidBills: toNumber(raw.paidBills),
  };
}

/**
 * GET /bill/statistics; when the server has no such call (404, ruling 29) or the call fails otherwise, the
 * figures worked out from the bill list, so the cards are never left blank while the bills they count
 * can be read. Only when the list fails too does the read fail (the list shows that error, with Retry).
 */
export async function fetchBillStatistics(): Promise<BillStatistics> {
  let data: unknown;
  try {
    ({ data } = await http.get('/bill/statistics'));
  } catch {
    return statisticsOf(await fetchBills());
  }
  return billStatisticsFrom(data);
}

/** GET /bill/next-number, or on 404 the first unused INV-{year}-NNN of the bill list (never a random one). */
export async function fetchNextBillNumber(now: Date = new Date()): Promise<string> {
  const fromList = async () => nextBillNumber((await fetchBills()).map((bill) => bill.billNumber), now.getFullYear());
  return orOn404(async () => {
    const { data } = await http.get('/bill/next-number');
    const number = str((entityFrom<Raw>(data, 'data') ?? {}).billNumber).trim();
    return number || fromList();
  }, fromList);
}

export function normaliseBillingProject(input: unknown): BillingProject {
  const raw = recordOf(input);
  return { _id: idOf(raw), projectName: str(raw.projectName), projectNumber: str(raw.projectNumber), client: str(raw.client ?? raw.clientName) };
}

/** GET /bill/projects, or on 404 the project list (GET /project/getAllProjects). */
export async function fetchBillingProjects(): Promise<BillingProject[]> {
  return orOn404(
    async () => {
      const { data } = await http.get('/bill/projects');
      return listOf(data, 'projects', normaliseBillingProject);
    },
    async () => (await fetchProjects()).map(({ _id, projectName, projectNumber, client }) => ({ _id, projectName, projectNumber, client })),
  );
}

const bills = defineResource<Bill>({ key: ['bills'], list: fetchBills, entityType: 'bill', nameOf: (bill) => bill.billNumber });

/** A bill as the server has it now (an edit's conflict check). */
export const readBill = (id: string) => bills.readFresh(id);

export const billKeys = {
  ...bills.keys,
  statistics: [...bills.keys.all, 'statistics'] as const,
  nextNumber: [...bills.keys.all, 'nextNumber'] as const,
  projects: [...bills.keys.all, 'projects'] as const,
  /** The bills' figures alone (`fetchBillFigures`): refreshed by every bill write, as the list is. */
  figures: [...bills.keys.all, 'figures'] as const,
};

export const useBills = () => bills.useList();

/** The cards' figures; they reload with the list after every write (their key is under the bills'). */
export const useBillStatistics = () => useQuery({ queryKey: billKeys.statistics, queryFn: () => fetchBillStatistics(), meta: KEPT_ON_DEVICE });

/** The number a new bill starts with: read afresh each time the form opens. */
export const useNextBillNumber = (enabled: boolean) =>
  useQuery({ queryKey: billKeys.nextNumber, queryFn: () => fetchNextBillNumber(), enabled, staleTime: 0, gcTime: 0 });

export const useBillingProjects = () => useQuery({ queryKey: billKeys.projects, queryFn: fetchBillingProjects, meta: KEPT_ON_DEVICE });

const summary = (bill: Pick<Bill, 'billNumber' | 'client' | 'total' | 'status'>) => `${bill.billNumber} for ${bill.client}, ${formatRupees(bill.total)} (${bill.status})`;
const metadataOf = (bill: Pick<Bill, 'client' | 'project' | 'total' | 'status'>) => ({ client: bill.client, project: bill.project, total: bill.total, status: bill.status });

export const useCreateBill = bills.creates(createBill, (bill: Omit<Bill, '_id'>) => ({
  name: bill.billNumber,
  description: `Raised bill ${summary(bill)}`,
  metadata: metadataOf(bill),
}));

export const useUpdateBill = bills.updates(updateBill, (bill: Bill) => ({
  id: bill._id,
  name: bill.billNumber,
  description: `Updated bill ${summary(bill)}`,
  metadata: metadataOf(bill),
}));

export const useDeleteBill = bills.deletes(deleteBill, (bill) => `Deleted bill ${summary(bill)}`);
