/** An HSN or SAC code as an invoice may print it: 4, 6 or 8 digits (9954, 995411). */
export function isHsnSacCode(value: string): boolean {
  return /^\d{4}(\d{2}){0,2}$/.test(value.trim());
}
