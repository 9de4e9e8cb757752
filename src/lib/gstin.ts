/**
 * The GST identification number (GSTIN): 15 characters, a 2-digit state code, the holder's PAN (5 letters,
 * 4 digits, 1 letter), an entity character (1-9 or A-Z), 'Z', then a check character computed from the
 * first 14 with the GSTN's base-36 checksum.
 */
import { GST_NUMBER_LENGTH } from '@/config/constants';
import { GST_STATE_CODES, gstStateName } from './gstStates';

/** The table now lives in gstStates.ts; still offered here, where it was first declared. */
export { GST_STATE_CODES };

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const STRUCTURE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;


/** What is wrong with a GSTIN, in the order it is checked; null when it is a valid number. */
export type GstinProblem = 'length' | 'structure' | 'stateCode' | 'checksum';

/** The GSTIN as it is checked and sent: trimmed and in capitals. */
export function normaliseGstin(value: string): string {
  return value.trim().toUpperCase();
}

/** The check character for the first 14 characters of a GSTIN (which must be 0-9 and A-Z). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = CHARSET.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36];
}

/** The state or territory the number's first two digits name, or null when they name none. */
export function gstState(value: string): string | null {
  return gstStateName(normaliseGstin(value).slice(0, 2));
}

/** The 2-digit state code of a valid GSTIN ('29'), or null when the number is not valid (its code is not trusted). */
export function gstinStateCode(value: string): string | null {
  return isValidGstin(value) ? normaliseGstin(value).slice(0, 2) : null;
}

/** The state of a full, valid GSTIN ('Karnataka'), or null while the number is short or not valid: a form names it only then. */
export function validGstinState(value: string | null | undefined): string | null {
  return value && isValidGstin(value) ? gstState(value) : null;
}

export function gstinProblem(value: string): GstinProblem | null {
  const gstin = normaliseGstin(value);
  if (gstin.length !== GST_NUMBER_LENGTH) return 'length';
  if (!STRUCTURE.test(gstin)) return 'structure';
  if (!gstState(gstin)) return 'stateCode';
  if (gstinCheckCharacter(gstin) !== gstin[14]) return 'checksum';
  return null;
}

export function isValidGstin(value: string): boolean {
  return gstinProblem(value) === null;
}
