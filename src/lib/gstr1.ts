/**
 * The GSTR-1 return of a tax period as the GST portal's offline tool takes it (JSON): the period's bills in
 * B2B (a registered client, by GSTIN), B2CL (inter-state to an unregistered client, invoice value above
 * B2CL_LIMIT), B2CS (every other unregistered supply, by place of supply and rate) or Nil (a bill at 0 %),
 * each bill in exactly one; the HSN summary split into B2B and B2C with UQC codes; and the documents issued.
 * Every amount is rupees with two decimals; each table's figures add up to the bills that went into it.
 */
import { roundMoney } from './money';
import { supplierGst } from './gstSplit';
import { isReady, readyForReturn, taxHeads, type LeftOutBill, type ReadyBill, type ReturnBill } from './gstr1Checks';
import { documentsIssued, type DocIssue } from './gstr1Documents';
import { inPeriod, returnPeriodCode, type TaxPeriod } from './taxPeriod';
import { isServiceCode, SERVICE_UQC, uqcOf } from './uqc';

/** An inter-state invoice to an unregistered client above this value (rupees) is B2C Large (since August 2024). */
export const B2CL_LIMIT = 100_000;
/** The portal schema version the file says it follows. */
export const GSTR1_VERSION = 'GST3.2.4';

export type Gstr1Table = 'b2b' | 'b2cl' | 'b2cs' | 'nil';

interface Heads {
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
}

export interface Gstr1TableSummary extends Heads {
  table: Gstr1Table;
  /** How many bills went into the table. */
  invoices: number;
  /** The bills' invoice values. */
  val: number;
}

export interface HsnRow extends Heads {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: string;
  qty: number;
  rt: number;
  csamt: number;
}

export interface Gstr1File {
  gstin: string;
  fp: string;
  version: string;
  hash: string;
  b2b: { ctin: string; inv: unknown[] }[];
  b2cl: { pos: string; inv: unknown[] }[];
  b2cs: unknown[];
  nil: { inv: { sply_ty: string; expt_amt: number; nil_amt: number; ngsup_amt: number }[] };
  hsn: { hsn_b2b: HsnRow[]; hsn_b2c: HsnRow[] };
  doc_issue: DocIssue;
}

export interface Gstr1Return<B extends ReturnBill = ReturnBill> {
  file: Gstr1File;
  fileName: string;
  summary: Gstr1TableSummary[];
  /** The HSN summary's own totals: they equal the tables' (a check the dialog can show). */
  hsnTotals: Heads;
  /** The period's bills that cannot go in as they stand, with the reason. */
  leftOut: LeftOutBill<B>[];
}

export type Gstr1Result<B extends ReturnBill = ReturnBill> = { ok: true; value: Gstr1Return<B> } | { ok: false; reason: string };

const money = roundMoney;
const paise = (amount: number) => Math.round(roundMoney(amount) * 100);

/** `total` shared out over `weights` to the paisa, the parts adding up to it exactly (the last takes the remainder). */
export function apportion(total: number, weights: readonly number[]): number[] {
  const whole = paise(total);
  const sum = weights.reduce((s, w) => s + Math.max(0, w), 0);
  const shares = weights.map((w) => (sum > 0 ? Math.max(0, w) / sum : 1 / weights.length));
  let given = 0;
  return shares.map((share, i) => {
    const part = i === shares.length - 1 ? whole - given : Math.round(whole * share);
    given += part;
    return part / 100;
  });
}

/** An item's number in the portal's scheme: the rate in hundredths plus one (18 % is 1801). */
const itemNumber = (rate: number) => Math.round(rate * 100) + 1;

function headsOf(ready: ReadyBill): Heads {
  return { txval: money(ready.bill.subtotal), ...taxHeads(ready.parts) };
}

/** Only the tax heads the supply pays: IGST across states, CGST and SGST within one. */
function taxFields(heads: Heads, interState: boolean) {
  return interState ? { iamt: money(heads.iamt) } : { camt: money(heads.camt), samt: money(heads.samt) };
}

function tableOf(ready: ReadyBill): Gstr1Table {
  if (ready.bill.taxRate === 0) return 'nil';
  if (ready.ctin) return 'b2b';
  return ready.interState && ready.bill.total > B2CL_LIMIT ? 'b2cl' : 'b2cs';
}

const addHeads = (into: Heads, heads: Heads) => {
  into.txval = money(into.txval + heads.txval);
  into.iamt = money(into.iamt + heads.iamt);
  into.camt = money(into.camt + heads.camt);
  into.samt = money(into.samt + heads.samt);
};

const zeroHeads = (): Heads => ({ txval: 0, iamt: 0, camt: 0, samt: 0 });

function groupInto<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The HSN summary rows of the bills: by code, rate and UQC, each item's taxable value and tax its share of the bill's. */
function hsnRows(bills: readonly ReadyBill[]): HsnRow[] {
  const rows = new Map<string, HsnRow>();
  for (const ready of bills) {
    const { bill } = ready;
    const heads = headsOf(ready);
    const weights = bill.items.map((item) => item.amount);
    const [txvals, iamts, camts, samts] = [heads.txval, heads.iamt, heads.camt, heads.samt].map((total) => apportion(total, weights));
    bill.items.forEach((item, i) => {
      const code = ready.codes[i];
      const service = isServiceCode(code);
      const uqc = service ? SERVICE_UQC : uqcOf(item.unit);
      const key = `${code}|${bill.taxRate}|${uqc}`;
      const row = rows.get(key) ?? { num: 0, hsn_sc: code, desc: item.description.trim().slice(0, 30), uqc, qty: 0, rt: bill.taxRate, ...zeroHeads(), csamt: 0 };
      if (!service) row.qty = Math.round((row.qty + item.qty) * 100) / 100;
      addHeads(row, { txval: txvals[i], iamt: iamts[i], camt: camts[i], samt: samts[i] });
      rows.set(key, row);
    });
  }
  return [...rows.values()].sort((a, b) => a.hsn_sc.localeCompare(b.hsn_sc) || a.rt - b.rt || a.uqc.localeCompare(b.uqc)).map((row, i) => ({ ...row, num: i + 1 }));
}

function invoiceOf(ready: ReadyBill, withPos: boolean) {
  const { bill } = ready;
  const heads = headsOf(ready);
  return {
    inum: bill.billNumber,
    idt: ready.day.split('-').reverse().join('-'),
    val: money(bill.total),
    ...(withPos ? { pos: ready.pos, rchrg: bill.reverseCharge ? 'Y' : 'N', inv_typ: 'R' } : {}),
    itms: [{ num: itemNumber(bill.taxRate), itm_det: { txval: heads.txval, rt: bill.taxRate, ...taxFields(heads, ready.interState), csamt: 0 } }],
  };
}

function b2csRows(bills: readonly ReadyBill[]) {
  const rows = new Map<string, { sply_ty: string; pos: string; typ: string; rt: number } & Heads>();
  for (const ready of bills) {
    const sply = ready.interState ? 'INTER' : 'INTRA';
    const key = `${sply}|${ready.pos}|${ready.bill.taxRate}`;
    const row = rows.get(key) ?? { sply_ty: sply, pos: ready.pos, typ: 'OE', rt: ready.bill.taxRate, ...zeroHeads() };
    addHeads(row, headsOf(ready));
    rows.set(key, row);
  }
  return [...rows.values()]
    .sort((a, b) => a.pos.localeCompare(b.pos) || a.rt - b.rt || a.sply_ty.localeCompare(b.sply_ty))
    .map(({ iamt, camt, samt, ...row }) => ({ ...row, txval: money(row.txval), ...taxFields({ txval: row.txval, iamt, camt, samt }, row.sply_ty === 'INTER'), csamt: 0 }));
}

function nilRows(bills: readonly ReadyBill[]) {
  const totals = new Map<string, number>();
  for (const ready of bills) {
    const type = `${ready.interState ? 'INTR' : 'INTRA'}${ready.ctin ? 'B2B' : 'B2C'}`;
    totals.set(type, money((totals.get(type) ?? 0) + ready.bill.subtotal));
  }
  return [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([sply_ty, nil_amt]) => ({ sply_ty, expt_amt: 0, nil_amt, ngsup_amt: 0 }));
}

function summaryOf(table: Gstr1Table, bills: readonly ReadyBill[]): Gstr1TableSummary {
  const summary: Gstr1TableSummary = { table, invoices: bills.length, val: 0, ...zeroHeads() };
  for (const ready of bills) {
    addHeads(summary, headsOf(ready));
    summary.val = money(summary.val + ready.bill.total);
  }
  return summary;
}

/**
 * The period's GSTR-1 from the bills (all of them: the documents' numbering needs those of other periods),
 * the company's GSTIN and the SAC an item without its own carries. Fails only when the company's GSTIN is
 * missing or not valid: the return is the company's, and its state decides every split.
 */
export function buildGstr1<B extends ReturnBill>(allBills: readonly B[], period: TaxPeriod, companyGstin: string | null, defaultSac: string): Gstr1Result<B> {
  const supplier = supplierGst(companyGstin);
  if (supplier.problem || !supplier.stateCode || !companyGstin) return { ok: false, reason: 'config.json gives no valid company GSTIN: a GST return is filed under the company’s own GSTIN.' };
  const gstin = companyGstin.trim().toUpperCase();
  const checked = allBills.map((bill) => readyForReturn(bill, supplier.stateCode as string, defaultSac));
  // A bill whose date cannot be read is listed in every period: it may belong to this one.
  const ofPeriod = checked.filter((result) => result.day === null || inPeriod(result.day, period));
  const ready = ofPeriod.filter(isReady);
  const leftOut = ofPeriod.filter((result): result is LeftOutBill<B> => !isReady(result));

  const byTable = new Map<Gstr1Table, ReadyBill<B>[]>();
  for (const bill of ready) groupInto(byTable, tableOf(bill), bill);
  const inTable = (table: Gstr1Table) => byTable.get(table) ?? [];

  const b2b = new Map<string, ReadyBill<B>[]>();
  for (const bill of inTable('b2b')) groupInto(b2b, bill.ctin, bill);
  const b2cl = new Map<string, ReadyBill<B>[]>();
  for (const bill of inTable('b2cl')) groupInto(b2cl, bill.pos, bill);
  const sortedKeys = <V>(map: Map<string, V>) => [...map.keys()].sort();

  const hsnB2b = hsnRows(ready.filter((bill) => bill.ctin));
  const hsnB2c = hsnRows(ready.filter((bill) => !bill.ctin));
  const hsnTotals = zeroHeads();
  for (const row of [...hsnB2b, ...hsnB2c]) addHeads(hsnTotals, row);

  const file: Gstr1File = {
    gstin,
    fp: returnPeriodCode(period),
    version: GSTR1_VERSION,
    hash: 'hash',
    b2b: sortedKeys(b2b).map((ctin) => ({ ctin, inv: (b2b.get(ctin) ?? []).map((bill) => invoiceOf(bill, true)) })),
    b2cl: sortedKeys(b2cl).map((pos) => ({ pos, inv: (b2cl.get(pos) ?? []).map((bill) => invoiceOf(bill, false)) })),
    b2cs: b2csRows(inTable('b2cs')),
    nil: { inv: nilRows(inTable('nil')) },
    hsn: { hsn_b2b: hsnB2b, hsn_b2c: hsnB2c },
    // Every bill issued in the period counts as a document, those left out of the tables included.
    doc_issue: documentsIssued(
      ofPeriod.filter((result) => result.day !== null).map((result) => result.bill.billNumber),
      allBills.map((bill) => bill.billNumber),
    ),
  };
  const tables: Gstr1Table[] = ['b2b', 'b2cl', 'b2cs', 'nil'];
  return {
    ok: true,
    value: { file, fileName: `GSTR1_${gstin}_${file.fp}.json`, summary: tables.map((table) => summaryOf(table, inTable(table))), hsnTotals, leftOut },
  };
}
