/**
 * What keeps a bill out of a GST return as it stands, and the figures a return reads off a bill that can go
 * in: its place of supply, its tax in parts and its items' HSN/SAC codes. The same rules the tax invoice
 * prints by: an item without a code of its own carries the company's default SAC, and a bill without a chosen
 * place of supply is supplied where the client's GSTIN says, else in the company's own state.
 */
import { HSN_SAC_PATTERN } from '@/config/constants';
import { isoDay } from './dates';
import { gstinProblem, normaliseGstin } from './gstin';
import { GSTIN_PROBLEM_TEXTS } from './gstinTexts';
import { placeOfSupplyOf, splitGst, type GstPart } from './gstSplit';

/** The GST rates a supply can be charged at (percent), the cess aside. */
export const GST_RATES: readonly number[] = [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40];

/** A bill as a return reads it: the app's bills have these fields (api/bills.ts). */
export interface ReturnBill {
  billNumber: string;
  client: string;
  clientGstin: string;
  placeOfSupply: string;
  reverseCharge: boolean;
  /** dd-mm-yyyy as typed (or another date form an older bill holds). */
  date: string;
  items: readonly { description: string; qty: number; unit: string; amount: number; hsnSac: string }[];
  taxRate: number;
  subtotal: number;
  taxAmount: number;
  total: number;
}

/** A bill ready for a return: its day, place of supply, tax parts and each item's code. */
export interface ReadyBill<B extends ReturnBill = ReturnBill> {
  bill: B;
  /** yyyy-mm-dd. */
  day: string;
  /** The client's GSTIN in capitals, '' for an unregistered client. */
  ctin: string;
  pos: string;
  interState: boolean;
  parts: GstPart[];
  /** Each item's HSN/SAC code, the company's default where the item gives none. */
  codes: string[];
}

export interface LeftOutBill<B extends ReturnBill = ReturnBill> {
  bill: B;
  /** yyyy-mm-dd, or null when the bill's date is not a real day. */
  day: string | null;
  reason: string;
}

const amountOf = (parts: GstPart[], kind: GstPart['kind']) => parts.find((part) => part.kind === kind)?.amount ?? 0;

/** The IGST, CGST and SGST of a bill's parts. */
export function taxHeads(parts: GstPart[]): { iamt: number; camt: number; samt: number } {
  return { iamt: amountOf(parts, 'IGST'), camt: amountOf(parts, 'CGST'), samt: amountOf(parts, 'SGST') };
}

/** The bill's day as yyyy-mm-dd, or null when its date is not a real day. */
export function billDay(date: string): string | null {
  const day = isoDay(date);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? day : null;
}

/**
 * A bill made ready for a return, or why it cannot go in as it stands. `supplierState` is the company's state
 * code (from a valid company GSTIN), `defaultSac` the code an item without its own carries.
 */
export function readyForReturn<B extends ReturnBill>(bill: B, supplierState: string, defaultSac: string): ReadyBill<B> | LeftOutBill<B> {
  const day = billDay(bill.date);
  if (!day) return { bill, day: null, reason: `The bill date "${bill.date}" is not a date the return can place.` };
  const leaveOut = (reason: string): LeftOutBill<B> => ({ bill, day, reason });
  const ctin = bill.clientGstin.trim() ? normaliseGstin(bill.clientGstin) : '';
  const problem = ctin ? gstinProblem(ctin) : null;
  if (problem) return leaveOut(`The client GSTIN ${ctin} is not valid: ${GSTIN_PROBLEM_TEXTS[problem]}.`);
  if (bill.items.length === 0) return leaveOut('The bill has no items.');
  if (!GST_RATES.includes(bill.taxRate)) return leaveOut(`The tax rate ${bill.taxRate} % is not a GST rate (${GST_RATES.join(', ')}).`);
  const codes = bill.items.map((item) => item.hsnSac.trim() || defaultSac);
  const badCode = codes.find((code) => !HSN_SAC_PATTERN.test(code));
  if (badCode !== undefined) return leaveOut(`The HSN/SAC code "${badCode}" is not 4, 6 or 8 digits.`);
  const pos = placeOfSupplyOf(bill.placeOfSupply, ctin, supplierState);
  const parts = splitGst(bill.taxAmount, bill.taxRate, supplierState, pos);
  if (!parts) return leaveOut('The bill has no place of supply.');
  return { bill, day, ctin, pos, interState: pos !== supplierState, parts, codes };
}

export function isReady<B extends ReturnBill>(result: ReadyBill<B> | LeftOutBill<B>): result is ReadyBill<B> {
  return 'parts' in result;
}
