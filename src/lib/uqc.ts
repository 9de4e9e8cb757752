/**
 * The GST portal's unit quantity codes (UQC) for the units a bill's items are written in. A unit the list
 * has no code for (a lot, a running foot, a cubic foot) is OTH, other, as the portal asks; services (SAC
 * codes, which begin 99) carry no quantity at all and are NA.
 */

/** Units as staff type them (compared in lower case, dots and spaces dropped), by their UQC. */
const UQC_BY_UNIT: Readonly<Record<string, string>> = {
  bag: 'BAG',
  bags: 'BAG',
  box: 'BOX',
  boxes: 'BOX',
  bundle: 'BDL',
  bundles: 'BDL',
  'm³': 'CBM',
  m3: 'CBM',
  cum: 'CBM',
  cbm: 'CBM',
  cm: 'CMS',
  dozen: 'DOZ',
  g: 'GMS',
  gm: 'GMS',
  kg: 'KGS',
  kgs: 'KGS',
  kl: 'KLR',
  km: 'KME',
  l: 'LTR',
  litre: 'LTR',
  litres: 'LTR',
  liter: 'LTR',
  liters: 'LTR',
  ltr: 'LTR',
  m: 'MTR',
  metre: 'MTR',
  metres: 'MTR',
  meter: 'MTR',
  meters: 'MTR',
  rm: 'MTR',
  rmt: 'MTR',
  ml: 'MLT',
  t: 'MTS',
  mt: 'MTS',
  ton: 'MTS',
  tons: 'MTS',
  tonne: 'MTS',
  tonnes: 'MTS',
  no: 'NOS',
  nos: 'NOS',
  number: 'NOS',
  numbers: 'NOS',
  bricks: 'NOS',
  pc: 'PCS',
  pcs: 'PCS',
  piece: 'PCS',
  pieces: 'PCS',
  qtl: 'QTL',
  quintal: 'QTL',
  roll: 'ROL',
  rolls: 'ROL',
  set: 'SET',
  sets: 'SET',
  'ft²': 'SQF',
  sqft: 'SQF',
  sft: 'SQF',
  'm²': 'SQM',
  m2: 'SQM',
  sqm: 'SQM',
  sqmt: 'SQM',
  sqyd: 'SQY',
  unit: 'UNT',
  units: 'UNT',
};

/** What the portal takes for a unit it has no code for. */
export const OTHER_UQC = 'OTH';
/** A service's UQC: no quantity is reported. */
export const SERVICE_UQC = 'NA';

/** Whether an HSN/SAC code is a service's (SAC codes begin 99). */
export function isServiceCode(hsnSac: string): boolean {
  return hsnSac.trim().startsWith('99');
}

/** The UQC of a unit as written ('m²' → 'SQM', 'Bags' → 'BAG'); OTH for one the list has no code for. */
export function uqcOf(unit: string): string {
  const key = unit.trim().toLowerCase().replace(/[.\s]/g, '');
  return Object.hasOwn(UQC_BY_UNIT, key) ? UQC_BY_UNIT[key] : OTHER_UQC;
}
