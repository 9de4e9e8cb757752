/** The Indian Financial System Code of a bank branch: four letters (the bank), a zero, six letters or digits (the branch). */
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** The IFSC as it is checked and sent: trimmed and in capitals. */
export function normaliseIfsc(value: string): string {
  return value.trim().toUpperCase();
}

export function isValidIfsc(value: string): boolean {
  return IFSC.test(normaliseIfsc(value));
}
