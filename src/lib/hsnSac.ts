import { HSN_SAC_PATTERN } from '@/config/constants';

/** An HSN or SAC code as an invoice may print it: 4, 6 or 8 digits (9954, 995411), spaces around ignored. */
export function isHsnSacCode(value: string): boolean {
  return HSN_SAC_PATTERN.test(value.trim());
}
