import { GST_STATE_CODES, PLACE_OF_SUPPLY_CODES, gstStateLabel, gstStateName, placeOfSupplyCode } from './gstStates';

test('every 2-digit code from 01 to 38 names a state or territory, and so do 97 and 99', () => {
  const codes = [...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')), '97', '99'];
  expect(Object.keys(GST_STATE_CODES).sort()).toEqual(codes);
  expect(gstStateName('29')).toBe('Karnataka');
  expect(gstStateName('27')).toBe('Maharashtra');
  expect(gstStateName('97')).toBe('Other Territory');
  expect(gstStateName('00')).toBeNull();
  expect(gstStateName('constructor')).toBeNull();
});

test('a state is printed with its code', () => {
  expect(gstStateLabel('33')).toBe('Tamil Nadu (33)');
  expect(gstStateLabel('39')).toBeNull();
});

test('a place of supply is any state or territory, 97 included, but not the Centre’s jurisdiction (99)', () => {
  expect(PLACE_OF_SUPPLY_CODES).toHaveLength(39);
  expect(PLACE_OF_SUPPLY_CODES).toContain('97');
  expect(PLACE_OF_SUPPLY_CODES).not.toContain('99');
  expect([...PLACE_OF_SUPPLY_CODES]).toEqual([...PLACE_OF_SUPPLY_CODES].sort());
});

test('a place of supply read from a provider: a known code, a padded digit or a number; anything else is none', () => {
  expect(placeOfSupplyCode('29')).toBe('29');
  expect(placeOfSupplyCode(' 07 ')).toBe('07');
  expect(placeOfSupplyCode('7')).toBe('07');
  expect(placeOfSupplyCode(29)).toBe('29');
  for (const value of ['99', '00', '40', 'Karnataka', '', null, undefined, {}, 2.5, '<b>29</b>']) expect(placeOfSupplyCode(value)).toBe('');
});
