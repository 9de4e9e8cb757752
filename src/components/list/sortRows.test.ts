import type { ListColumn } from './listTypes';
import { sortedLike, sortRows, type SortState } from './sortRows';

interface Wage {
  id: string;
  name: string;
  wage: number;
}

const COLUMNS = [
  { key: 'name', header: 'Name', cell: (w: Wage) => w.name, sortValue: (w: Wage) => w.name },
  { key: 'wage', header: 'Wage', cell: (w: Wage) => String(w.wage), sortValue: (w: Wage) => w.wage },
  { key: 'note', header: 'Note', cell: () => '' },
] as unknown as readonly ListColumn<Wage>[];

const WAGES: Wage[] = [
  { id: '1', name: 'Venkatesh Rao', wage: 900 },
  { id: '2', name: 'abdul Rahim', wage: 1200 },
  { id: '3', name: 'Lakshmi Bai', wage: 650 },
  { id: '4', name: 'Ramesh Naik', wage: 1200 },
  { id: '5', name: 'Item 10', wage: 10 },
  { id: '6', name: 'Item 9', wage: 9 },
];
const ids = (rows: readonly Wage[]) => rows.map((w) => w.id);

test('sorts by the column’s value, ignoring case, numbers by size, equal values in the screen’s order', () => {
  expect(ids(sortRows(WAGES, COLUMNS, { key: 'name', direction: 'asc' }))).toEqual(['2', '6', '5', '3', '4', '1']);
  expect(ids(sortRows(WAGES, COLUMNS, { key: 'wage', direction: 'desc' }))).toEqual(['2', '4', '1', '3', '5', '6']);
  expect(sortRows(WAGES, COLUMNS, null)).toBe(WAGES);
  expect(sortRows(WAGES, COLUMNS, { key: 'note', direction: 'asc' })).toBe(WAGES);
});

describe('a narrowed list in the order of its sorted source', () => {
  const sort: SortState = { key: 'wage', direction: 'asc' };
  const sortedSource = sortRows(WAGES, COLUMNS, sort);

  test('the rows a search keeps come out as a sort of them would put them', () => {
    const narrowed = WAGES.filter((w) => w.name.includes('a'));
    expect(sortedLike(narrowed, WAGES, sortedSource, COLUMNS, sort)).toEqual(sortRows(narrowed, COLUMNS, sort));
  });

  test('the whole source is the sorted source itself, with no new sort', () => {
    expect(sortedLike(WAGES, WAGES, sortedSource, COLUMNS, sort)).toBe(sortedSource);
  });

  test('rows made elsewhere (not from the source) are sorted themselves', () => {
    const copies = WAGES.slice(0, 3).map((w) => ({ ...w }));
    expect(ids(sortedLike(copies, WAGES, sortedSource, COLUMNS, sort))).toEqual(['3', '1', '2']);
  });

  test('without a sort the rows keep the screen’s order', () => {
    const narrowed = [WAGES[3], WAGES[0]];
    expect(sortedLike(narrowed, WAGES, WAGES, COLUMNS, null)).toBe(narrowed);
  });
});
