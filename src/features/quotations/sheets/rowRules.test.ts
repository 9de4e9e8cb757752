import { hasText, isPositive, numberIn, requiredCells } from './cellValues';
import { labourFieldsOf, missingLabourFields } from './labourRows';
import { materialFieldsOf, missingMaterialFields } from './materialRows';
import { measurementFieldsOf, missingMeasurementFields, typedQuantity } from './measurementRows';

test('required numbers must be above 0', () => {
  expect(['', ' ', '0', '-1', 'abc'].map(isPositive)).toEqual([false, false, false, false, false]);
  expect(['0.5', '12'].map(isPositive)).toEqual([true, true]);
  expect(numberIn('')).toBe(0);
});

test('material rows need name, qty, unit, rate and vendor', () => {
  expect(missingMaterialFields({ name: ' ', qty: '0', unit: '', rate: '', vendor: '' })).toEqual(['name', 'qty', 'unit', 'rate', 'vendor']);
  const complete = { name: ' Cement ', qty: '2', unit: 'bags', rate: '420.5', vendor: 'Shree Traders' };
  expect(missingMaterialFields(complete)).toEqual([]);
  expect(materialFieldsOf(complete)).toEqual({ name: 'Cement', qty: 2, unit: 'bags', rate: 420.5, vendor: 'Shree Traders' });
});

test('labour rows need name, task, hours and wage; the phone is optional', () => {
  expect(missingLabourFields({ name: '', phone: '', task: '', hours: '0', wage: '' })).toEqual(['name', 'task', 'hours', 'wage']);
  const complete = { name: 'Ramesh Naik', phone: '', task: 'Masonry', hours: '8', wage: '950' };
  expect(missingLabourFields(complete)).toEqual([]);
  expect(labourFieldsOf(complete)).toEqual({ name: 'Ramesh Naik', phone: '', task: 'Masonry', hours: 8, wage: 950 });
});

test('measurement rows need every field, zero counting as missing; quantity is the product', () => {
  const row = { description: 'Footing', nos: '4', length: '2.1', breadth: '2.1', depth: '0', unit: 'm³' };
  expect(missingMeasurementFields(row)).toEqual(['depth']);
  expect(typedQuantity({ ...row, depth: '1.5' })).toBe(26.46);
  expect(measurementFieldsOf({ ...row, depth: '1.5' }, '2026-05-01')).toEqual({
    date: '2026-05-01',
    description: 'Footing',
    nos: 4,
    length: 2.1,
    breadth: 2.1,
    depth: 1.5,
    unit: 'm³',
  });
});

test('required cells are reported in the order they are declared; undeclared fields are optional', () => {
  const missing = requiredCells<{ a: string; b: string; c: string }>({ c: hasText, a: isPositive });
  expect(missing({ a: '0', b: '', c: '' })).toEqual(['c', 'a']);
  expect(missing({ a: '1', b: '', c: 'x' })).toEqual([]);
});
