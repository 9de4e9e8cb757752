/**
 * The GST state codes: the two digits that open a GSTIN and name a place of supply (the GSTN's list, with
 * 97 for the Other Territory and 99 for the Centre's jurisdiction).
 */

/** The states and territories a GSTIN's first two digits name (the GST state codes). */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (before 2014)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
  '99': 'Centre Jurisdiction',
};

/** The codes a place of supply may be: every state and territory (99, the Centre's jurisdiction, is not a place). */
export const PLACE_OF_SUPPLY_CODES: readonly string[] = Object.keys(GST_STATE_CODES)
  .filter((code) => code !== '99')
  .sort();

/** The name of a state code ('29' → 'Karnataka'), or null when it names none. */
export function gstStateName(code: string): string | null {
  return Object.hasOwn(GST_STATE_CODES, code) ? GST_STATE_CODES[code] : null;
}

/** A state as printed with its code: 'Karnataka (29)'; null for a code that names none. */
export function gstStateLabel(code: string): string | null {
  const name = gstStateName(code);
  return name === null ? null : `${name} (${code})`;
}

/** A place of supply as read from a provider: a known 2-digit code (a single digit is padded), else ''. */
export function placeOfSupplyCode(value: unknown): string {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  const code = /^\d$/.test(text) ? `0${text}` : text;
  return PLACE_OF_SUPPLY_CODES.includes(code) ? code : '';
}
