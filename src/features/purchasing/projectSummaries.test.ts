import { linesKnown, lineTotal, purchaseStatusLabel, purchasingTotals, summariseProject, summariseProjects, type SummaryLine } from './projectSummaries';

const PROJECT = { _id: 'p1', projectName: 'Sai Residency – Block A', projectNumber: '2026/SGKE/001' };

function line(overrides: Partial<SummaryLine> = {}): SummaryLine {
  return {
    projectId: 'p1',
    projectName: PROJECT.projectName,
    projectNumber: PROJECT.projectNumber,
    quotationId: 'q1',
    quotationDate: '2026-02-10',
    createdAt: '2026-02-01T10:00:00.000Z',
    name: 'Cement OPC 53 grade',
    qty: 10,
    rate: 420,
    vendor: 'Shree Traders',
    status: 'pending',
    ...overrides,
  };
}

test('every line completed: Completed', () => {
  const summary = summariseProject(PROJECT, [line({ status: 'completed' }), line({ status: 'Completed', quotationId: 'q2' })]);
  expect(summary).toMatchObject({ status: 'Completed', completed: 2, pending: 0, totalItems: 2, quotations: 2 });
  expect(purchaseStatusLabel(summary)).toBe('Completed');
});

test('every line pending: Pending', () => {
  const summary = summariseProject(PROJECT, [line(), line()]);
  expect(summary).toMatchObject({ status: 'Pending', completed: 0, pending: 2, quotations: 1 });
  expect(purchaseStatusLabel(summary)).toBe('Pending');
});

test('some lines completed: Partial with done of total', () => {
  const summary = summariseProject(PROJECT, [line({ status: 'completed' }), line(), line({ status: 'completed' }), line()]);
  expect(summary).toMatchObject({ status: 'Partial', completed: 2, pending: 2, totalItems: 4 });
  expect(purchaseStatusLabel(summary)).toBe('Partial (2/4)');
});

test('rates and quantities with thousands commas are read as numbers', () => {
  expect(lineTotal({ qty: '2', rate: '1,250.50' })).toBe(2501);
  const summary = summariseProject(PROJECT, [
    line({ qty: 2, rate: '1,250.50', vendor: 'Asian Build Chem' }),
    line({ qty: '1,000', rate: '62,000', vendor: 'Karnataka Steel Corporation' }),
  ]);
  expect(summary.totalCost).toBe(62_002_501);
  expect(summary.vendors).toEqual([
    { name: 'Asian Build Chem', cost: 2501 },
    { name: 'Karnataka Steel Corporation', cost: 62_000_000 },
  ]);
});

test('materials with counts, distinct vendors with their costs, the latest date and money rounded to paise', () => {
  const summary = summariseProject(PROJECT, [
    line({ name: 'River sand', qty: 3, rate: 0.1, vendor: 'Cauvery Sand Suppliers', quotationDate: '2026-03-01' }),
    line({ name: 'Cement OPC 53 grade', qty: 1, rate: 0.2, vendor: ' Shree Traders ', quotationDate: '2026-04-15' }),
    line({ name: 'River sand', qty: 1, rate: 0.7, vendor: 'Cauvery Sand Suppliers', quotationDate: '', createdAt: '2026-01-20T08:00:00.000Z' }),
  ]);
  expect(summary.materials).toEqual([
    { name: 'River sand', count: 2 },
    { name: 'Cement OPC 53 grade', count: 1 },
  ]);
  expect(summary.vendors).toEqual([
    { name: 'Cauvery Sand Suppliers', cost: 1 },
    { name: 'Shree Traders', cost: 0.2 },
  ]);
  expect(summary.totalCost).toBe(1.2);
  expect(summary.latestDate).toBe('2026-04-15');
});

test('a project without lines: nothing counted, Pending, no date', () => {
  const summary = summariseProject(PROJECT, []);
  expect(summary).toEqual({
    projectId: 'p1',
    projectName: PROJECT.projectName,
    projectNumber: PROJECT.projectNumber,
    latestDate: '',
    totalItems: 0,
    materials: [],
    vendors: [],
    totalCost: 0,
    quotations: 0,
    pending: 0,
    completed: 0,
    status: 'Pending',
  });
});

test('every project is summarised in the order read, lines grouped by project, and the page totals add them up', () => {
  const second = { _id: 'p2', projectName: 'Green Valley Villas', projectNumber: '2026/SGKE/002' };
  const summaries = summariseProjects(
    [PROJECT, second, { _id: 'p3', projectName: 'Empty', projectNumber: '2026/SGKE/003' }],
    [line(), line({ projectId: 'p2', qty: 1, rate: 100 }), line({ status: 'completed' })],
  );
  expect(summaries.map((s) => [s.projectId, s.totalItems, purchaseStatusLabel(s)])).toEqual([
    ['p1', 2, 'Partial (1/2)'],
    ['p2', 1, 'Pending'],
    ['p3', 0, 'Pending'],
  ]);
  expect(purchasingTotals(summaries)).toEqual({ projects: 3, totalCost: 8500, totalItems: 3 });
});

test('a project whose lines are still loading, or some failed to load, shows no status built from part of them', () => {
  const second = { _id: 'p2', projectName: 'Green Valley Villas', projectNumber: '2026/SGKE/002' };
  const third = { _id: 'p3', projectName: 'Empty', projectNumber: '2026/SGKE/003' };
  const summaries = summariseProjects([PROJECT, second, third], [line({ status: 'completed' }), line({ projectId: 'p2' })], { loading: ['p1'], failed: new Set(['p2']) });
  expect(summaries.map((s) => [s.projectId, s.status, purchaseStatusLabel(s), linesKnown(s)])).toEqual([
    ['p1', 'Loading', 'Loading…', false],
    ['p2', 'Not loaded', 'Not loaded', false],
    ['p3', 'Pending', 'Pending', true],
  ]);
});

test('with a memory, a project whose lines are the same as last time keeps its summary; one that gained lines is summarised again', () => {
  const second = { _id: 'p2', projectName: 'Green Valley Villas', projectNumber: '2026/SGKE/002' };
  const a = line();
  const b = line({ projectId: 'p2' });
  const memory = new Map();
  const first = summariseProjects([PROJECT, second], [a, b], {}, memory);
  const c = line({ projectId: 'p2', status: 'completed' });
  const next = summariseProjects([PROJECT, second], [a, b, c], {}, memory);
  expect(next[0]).toBe(first[0]);
  expect(next[1]).not.toBe(first[1]);
  expect(purchaseStatusLabel(next[1])).toBe('Partial (1/2)');
  // A renamed project is summarised again, its lines unchanged.
  const renamed = summariseProjects([{ ...PROJECT, projectName: 'Sai Residency – Block B' }, second], [a, b, c], {}, memory);
  expect(renamed[0].projectName).toBe('Sai Residency – Block B');
});
