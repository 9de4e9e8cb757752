import { describe, expect, it } from 'vitest';
import { isServiceCode, uqcOf } from './uqc';

describe('uqcOf', () => {
  it('maps the units staff write to the portal’s codes, any case and spacing', () => {
    expect(['m²', 'sq.m', 'Bags', 'tons', 'litre', 'Pcs', 'm³', 'kg', 'R.M.T'].map(uqcOf)).toEqual(['SQM', 'SQM', 'BAG', 'MTS', 'LTR', 'PCS', 'CBM', 'KGS', 'MTR']);
  });

  it('a unit the portal has no code for is OTH', () => {
    expect(uqcOf('lot')).toBe('OTH');
    expect(uqcOf('ft³')).toBe('OTH');
  });

  it('SAC codes, which begin 99, are services', () => {
    expect(isServiceCode('995411')).toBe(true);
    expect(isServiceCode('7308')).toBe(false);
  });
});
