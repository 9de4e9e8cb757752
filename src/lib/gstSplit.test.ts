import { defaultPlaceOfSupply, placeOfSupplyOf, splitGst, supplierGst } from './gstSplit';

const KARNATAKA = '29';
const CLIENT_KA = '29AAKCS7421M1ZQ';
const CLIENT_MH = '27AAFFK3388P1ZL';

describe('the GST split', () => {
  test('intra-state: CGST and SGST at half the rate each, halves of the tax', () => {
    expect(splitGst(18_000, 18, KARNATAKA, KARNATAKA)).toEqual([
      { kind: 'CGST', rate: 9, amount: 9_000 },
      { kind: 'SGST', rate: 9, amount: 9_000 },
    ]);
    expect(splitGst(154.31, 12.5, KARNATAKA, KARNATAKA)).toEqual([
      { kind: 'CGST', rate: 6.25, amount: 77.16 },
      { kind: 'SGST', rate: 6.25, amount: 77.15 },
    ]);
  });

  test('inter-state: IGST, the whole tax at the full rate', () => {
    expect(splitGst(22_500, 18, KARNATAKA, '27')).toEqual([{ kind: 'IGST', rate: 18, amount: 22_500 }]);
  });

  test('an odd paisa goes to CGST; none is lost', () => {
    expect(splitGst(0.05, 18, KARNATAKA, KARNATAKA)?.map((p) => p.amount)).toEqual([0.03, 0.02]);
    expect(splitGst(0.01, 5, KARNATAKA, KARNATAKA)?.map((p) => p.amount)).toEqual([0.01, 0]);
    expect(splitGst(0, 0, KARNATAKA, KARNATAKA)?.map((p) => p.amount)).toEqual([0, 0]);
  });

  test('no split when the supplier’s state or the place of supply is unknown', () => {
    expect(splitGst(18_000, 18, null, KARNATAKA)).toBeNull();
    expect(splitGst(18_000, 18, KARNATAKA, '')).toBeNull();
  });
});

describe('the place of supply', () => {
  test('defaults to the state of the client’s GSTIN', () => {
    expect(defaultPlaceOfSupply(CLIENT_MH, KARNATAKA)).toBe('27');
    expect(defaultPlaceOfSupply(` ${CLIENT_KA.toLowerCase()} `, '07')).toBe('29');
  });

  test('without a client GSTIN, or with one that fails the check, the supplier’s state', () => {
    expect(defaultPlaceOfSupply('', KARNATAKA)).toBe(KARNATAKA);
    expect(defaultPlaceOfSupply('27AAFFK3388P1ZM', KARNATAKA)).toBe(KARNATAKA);
    expect(defaultPlaceOfSupply('', null)).toBe('');
  });

  test('a chosen place of supply wins over the default', () => {
    expect(placeOfSupplyOf('33', CLIENT_MH, KARNATAKA)).toBe('33');
    expect(placeOfSupplyOf('', CLIENT_MH, KARNATAKA)).toBe('27');
  });

  test('a registered client in the supplier’s state pays CGST and SGST; one in another state IGST', () => {
    const intra = placeOfSupplyOf('', CLIENT_KA, KARNATAKA);
    const inter = placeOfSupplyOf('', CLIENT_MH, KARNATAKA);
    expect(splitGst(1_800, 18, KARNATAKA, intra)?.map((p) => p.kind)).toEqual(['CGST', 'SGST']);
    expect(splitGst(1_800, 18, KARNATAKA, inter)?.map((p) => p.kind)).toEqual(['IGST']);
  });
});

describe('the supplier’s GSTIN', () => {
  test('a valid one gives its state', () => {
    expect(supplierGst('29ABCDE1234F1ZW')).toEqual({ problem: null, stateCode: '29' });
  });

  test('an invalid one is reported, and its state is not trusted, so no split is made', () => {
    const company = supplierGst('29ABCDE1234F1Z5');
    expect(company).toEqual({ problem: 'checksum', stateCode: null });
    expect(placeOfSupplyOf('', CLIENT_KA, company.stateCode)).toBe('29');
    expect(splitGst(18_000, 18, company.stateCode, '29')).toBeNull();
    expect(supplierGst('29ABC')).toEqual({ problem: 'length', stateCode: null });
  });

  test('none given is missing', () => {
    expect(supplierGst(null)).toEqual({ problem: 'missing', stateCode: null });
    expect(supplierGst('  ')).toEqual({ problem: 'missing', stateCode: null });
  });
});
