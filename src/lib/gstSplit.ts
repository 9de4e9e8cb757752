/**
 * How a bill's GST is charged (CGST Act: intra-State supply; IGST Act: inter-State supply). A supply whose
 * place of supply is the supplier's own state pays CGST and SGST at half the rate each; any other supply
 * pays IGST at the full rate. Each part is rounded to the paisa, and the parts add up to the bill's tax.
 */
import { gstinProblem, gstinStateCode, type GstinProblem } from './gstin';
import { roundMoney } from './money';

export type GstKind = 'CGST' | 'SGST' | 'IGST';

export interface GstPart {
  kind: GstKind;
  /** Percent. */
  rate: number;
  amount: number;
}

/** The place of supply when none is chosen: the state of the client's GSTIN when it is valid, else the supplier's ('' when neither is known). */
export function defaultPlaceOfSupply(clientGstin: string, supplierState: string | null): string {
  return gstinStateCode(clientGstin) ?? supplierState ?? '';
}

/** The place of supply a bill has: the one chosen, else the default. */
export function placeOfSupplyOf(chosen: string, clientGstin: string, supplierState: string | null): string {
  return chosen || defaultPlaceOfSupply(clientGstin, supplierState);
}

/**
 * The tax of a bill in its parts: for a supply within the supplier's state CGST and SGST, each at half the
 * rate, CGST being half the tax rounded to the paisa and SGST the rest (an odd paisa goes to CGST, and none
 * is lost or made up); for any other supply IGST, the whole tax at the full rate.
 * Null when the supplier's state or the place of supply is unknown: then no split can be told truly.
 */
export function splitGst(taxAmount: number, taxRate: number, supplierState: string | null, placeOfSupply: string): GstPart[] | null {
  if (!supplierState || !placeOfSupply) return null;
  const tax = roundMoney(taxAmount);
  const rate = Number.isFinite(taxRate) ? taxRate : 0;
  if (placeOfSupply !== supplierState) return [{ kind: 'IGST', rate, amount: tax }];
  const cgst = roundMoney(tax / 2);
  return [
    { kind: 'CGST', rate: rate / 2, amount: cgst },
    { kind: 'SGST', rate: rate / 2, amount: roundMoney(tax - cgst) },
  ];
}

/** The supplier's GST standing, from config.json's company GSTIN: its problem (null when valid) and its state code (only from a valid one). */
export interface SupplierGst {
  /** 'missing' when config.json gives none. */
  problem: GstinProblem | 'missing' | null;
  stateCode: string | null;
}

export function supplierGst(gstin: string | null): SupplierGst {
  if (gstin === null || gstin.trim() === '') return { problem: 'missing', stateCode: null };
  return { problem: gstinProblem(gstin), stateCode: gstinStateCode(gstin) };
}
