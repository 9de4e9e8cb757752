import { describe, expect, it } from 'vitest';
import { costTotals, projectCostRows, type CostMemory, type CostSources } from './projectCostFigures';

const SAI = { _id: 'p1', projectName: 'Sai Residency – Block A', projectNumber: 'PRJ-1', budget: 1_000_000 };
const LAKE = { _id: 'p2', projectName: 'Lakeside Clinic', projectNumber: 'PRJ-2', budget: 0 };
const SAI_ITEMS = [
  { _id: 'slab', description: 'Slab', totalAmount: 99_999 },
  { _id: 'plaster', description: 'Plaster', totalAmount: 50_000 },
];
const NO_ITEMS: never[] = [];
const context = (quotationId: string, projectId = 'p1') => ({ projectId, projectName: '', projectNumber: '', quotationId, quotationDescription: `Item ${quotationId}` });

/** Worked by hand: slab (materials 2 × 4,500 + 100 × 62.5, wages 12,000 + 8,000 unpaid), plaster (no lines: created at 50,000). */
function sources(overrides: Partial<CostSources> = {}): CostSources {
  return {
    projects: [SAI, LAKE],
    materials: [
      { ...context('slab'), qty: 2, rate: 4_500 },
      { ...context('slab'), qty: '100', rate: '62.50' },
      { ...context('slab'), qty: 30, rate: 0 },
    ],
    labour: [
      { ...context('slab'), wage: 12_000, paymentStatus: 'paid' },
      { ...context('slab'), wage: '8,000', paymentStatus: 'unpaid' },
    ],
    // As the query cache gives them: the same list each time it is asked.
    itemsOf: (id) => (id === 'p1' ? SAI_ITEMS : NO_ITEMS),
    bills: [
      { project: ' sai residency – block a ', subtotal: 100_000, total: 118_000, status: 'Paid' },
      { project: 'Sai Residency – Block A', subtotal: 20_000, total: 23_600, status: 'Pending' },
      { project: 'Old Project', subtotal: 5_000, total: 5_900, status: 'Pending' },
    ],
    loading: new Set(),
    failed: new Set(),
    ...overrides,
  };
}

describe('projectCostRows', () => {
  it('a project’s figures, worked by hand', () => {
    const { rows } = projectCostRows(sources());
    expect(rows[0]).toEqual({
      projectId: 'p1',
      projectName: 'Sai Residency – Block A',
      projectNumber: 'PRJ-1',
      budget: 1_000_000,
      lines: 'known',
      // slab: 9,000 + 6,250 + 0 + 20,000 wages; plaster: its 50,000.
      quoted: 85_250,
      material: 15_250,
      labour: 20_000,
      unpaidLabour: 8_000,
      billedBeforeTax: 120_000,
      billed: 141_600,
      received: 118_000,
      outstanding: 23_600,
      margin: 84_750,
      spentPercent: 3.5,
    });
    expect(rows[1]).toMatchObject({ quoted: 0, material: 0, labour: 0, billed: 0, spentPercent: null });
  });

  it('says what it leaves out rather than guessing', () => {
    expect(projectCostRows(sources()).leftOut).toEqual({ unmatchedBills: 1, unmatchedTotal: 5_900, unratedLines: 1 });
  });

  it('no cost figures for a project whose lines are loading or failed; no billing figures without the bills', () => {
    const { rows } = projectCostRows(sources({ loading: new Set(['p1']), failed: new Set(['p2']), bills: null }));
    expect(rows.map((row) => [row.lines, row.quoted, row.material, row.margin, row.billed])).toEqual([
      ['loading', null, null, null, null],
      ['failed', null, null, null, null],
    ]);
  });

  it('no quoted amount while a project’s items are not read', () => {
    expect(projectCostRows(sources({ itemsOf: () => undefined })).rows[0].quoted).toBeNull();
  });
});

describe('projectCostRows with a memory', () => {
  it('keeps the row of a project whose lines are the very same, and works out again the one that gained some', () => {
    const memory: CostMemory = new Map();
    const first = sources();
    const before = projectCostRows(first, memory).rows;
    const lakeLine = { ...context('hall', 'p2'), qty: 1, rate: 1_000 };
    const after = projectCostRows({ ...first, materials: [...first.materials, lakeLine] }, memory).rows;
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1].material).toBe(1_000);
  });
});

describe('a budget not known', () => {
  it('is shown as unknown, and so is the share of it spent', () => {
    const { rows } = projectCostRows(sources({ projects: [{ ...SAI, budget: null }] }));
    expect(rows[0]).toMatchObject({ budget: null, spentPercent: null, material: 15_250 });
  });
});

describe('costTotals', () => {
  it('sums each figure over the rows where it is known; null where it is known on none', () => {
    const { rows } = projectCostRows(sources({ loading: new Set(['p2']) }));
    expect(costTotals(rows)).toMatchObject({ budget: 1_000_000, material: 15_250, billed: 141_600, margin: 84_750 });
    expect(costTotals(projectCostRows(sources({ bills: null })).rows).billed).toBeNull();
  });
});
