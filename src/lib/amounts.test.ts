import { materialAmount, measurementQuantity, quotationAmount, totalMaterials, totalWages } from './amounts';

test('material amount is qty × rate, to two decimals', () => {
  expect(materialAmount(12.5, 405.5)).toBe(5068.75);
  expect(materialAmount(3, 0.335)).toBe(1.01);
  expect(materialAmount(Number.NaN, 10)).toBe(0);
});

test('measurement quantity is nos × length × breadth × depth', () => {
  expect(measurementQuantity({ nos: 2, length: 10, breadth: 0.23, depth: 3 })).toBe(13.8);
  expect(measurementQuantity({ nos: 0, length: 10, breadth: 1, depth: 1 })).toBe(0);
});

test('totals add up materials and wages', () => {
  expect(totalMaterials([{ qty: 2, rate: 100 }, { qty: 1.5, rate: 10 }])).toBe(215);
  expect(totalWages([{ wage: 800 }, { wage: 650.5 }])).toBe(1450.5);
});

test('a quotation amount is materials plus wages, else the amount it was created with', () => {
  expect(quotationAmount([{ qty: 2, rate: 100 }], [{ wage: 800 }], 999)).toBe(1000);
  expect(quotationAmount([], [{ wage: 800 }], 999)).toBe(800);
  expect(quotationAmount([], [], 4500)).toBe(4500);
  expect(quotationAmount([], [], 0)).toBe(0);
});
