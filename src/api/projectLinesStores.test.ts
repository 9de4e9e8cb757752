import { QueryClient } from '@tanstack/react-query';
import { linesStoresOf } from './projectLinesStores';

test("each query client has its own joins' progress and row changes", () => {
  const one = new QueryClient();
  const other = new QueryClient();
  expect(linesStoresOf(one)).toBe(linesStoresOf(one));

  linesStoresOf(one).progress.set('labour', { done: 3, total: 10 }, true);
  expect(linesStoresOf(one).progress.get('labour')).toEqual({ done: 3, total: 10 });
  expect(linesStoresOf(other).progress.get('labour')).toBeNull();

  const paid = (row: { status: string }) => ({ ...row, status: 'paid' });
  linesStoresOf(one).changes.begin('labour');
  linesStoresOf(other).changes.begin('labour');
  linesStoresOf(one).changes.record('labour', paid as never);
  expect(linesStoresOf(one).changes.apply('labour', [{ status: 'unpaid' }])).toEqual([{ status: 'paid' }]);
  expect(linesStoresOf(other).changes.apply('labour', [{ status: 'unpaid' }])).toEqual([{ status: 'unpaid' }]);
});
