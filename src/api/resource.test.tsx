import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { logActivity } from './activity';
import { defineResource } from './resource';

vi.mock('./activity', () => ({ logActivity: vi.fn() }));

interface Thing {
  _id: string;
  name: string;
}

const listThings = vi.fn(async (scope: string): Promise<Thing[]> => [{ _id: `${scope}-1`, name: 'First' }]);
const things = defineResource<Thing>({ key: ['things'], list: listThings, scoped: true, alsoInvalidates: [['others']] });
const renameThing = vi.fn(async ({ thing }: { thing: Thing; name: string }) => thing._id);
const useRenameThing = things.mutation(renameThing, ({ thing, name }, id) => ({
  action: 'updated',
  entityType: 'project',
  entityId: id,
  entityName: name,
  description: `Renamed ${thing.name} to ${name}`,
}));

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

const thing: Thing = { _id: 't1', name: 'First' };

beforeEach(() => {
  vi.mocked(logActivity).mockClear();
  listThings.mockClear();
  renameThing.mockClear();
});

test('keys sit under the resource root, per scope and per id', () => {
  expect(things.keys.all).toEqual(['things']);
  expect(things.keys.list('p1')).toEqual(['things', 'list', 'p1']);
  expect(things.keys.detail('t1')).toEqual(['things', 'detail', 't1']);
});

test('a scoped list is read only once there is a scope, under its key', async () => {
  const { queryClient, wrapper } = setup();
  const { result, rerender } = renderHook(({ scope }: { scope?: string }) => things.useList(scope), { wrapper, initialProps: {} });
  expect(result.current.fetchStatus).toBe('idle');
  expect(listThings).not.toHaveBeenCalled();
  rerender({ scope: 'p1' });
  await waitFor(() => expect(result.current.data).toEqual([{ _id: 'p1-1', name: 'First' }]));
  expect(listThings).toHaveBeenCalledWith('p1');
  expect(queryClient.getQueryData(things.keys.list('p1'))).toEqual(result.current.data);
});

test('a successful write invalidates its resource and the ones it names, and logs its activity once', async () => {
  const { queryClient, wrapper } = setup();
  for (const key of [things.keys.list('p1'), ['others', 'list'], ['unrelated']]) queryClient.setQueryData(key, []);
  const { result } = renderHook(() => useRenameThing(), { wrapper });

  await act(() => result.current.mutateAsync({ thing, name: 'Renamed' }));

  expect(renameThing).toHaveBeenCalledTimes(1);
  expect(queryClient.getQueryState(things.keys.list('p1'))?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(['others', 'list'])?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(['unrelated'])?.isInvalidated).toBe(false);
  expect(logActivity).toHaveBeenCalledTimes(1);
  expect(logActivity).toHaveBeenCalledWith({
    action: 'updated',
    entityType: 'project',
    entityId: 't1',
    entityName: 'Renamed',
    description: 'Renamed First to Renamed',
  });
});

test('a write told not to refresh other resources re-reads only its own', async () => {
  const { queryClient, wrapper } = setup();
  for (const key of [things.keys.list('p1'), ['others', 'list']]) queryClient.setQueryData(key, []);
  const useQuietRename = things.mutation(renameThing, undefined, () => 'p1', { refreshOthers: false });
  const { result } = renderHook(() => useQuietRename(), { wrapper });

  await act(() => result.current.mutateAsync({ thing, name: 'Renamed' }));

  expect(queryClient.getQueryState(things.keys.list('p1'))?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(['others', 'list'])?.isInvalidated).toBe(false);
});

test('a failed write logs no activity, yet re-reads what it may have changed', async () => {
  const { queryClient, wrapper } = setup();
  queryClient.setQueryData(things.keys.list('p1'), []);
  renameThing.mockRejectedValueOnce(new Error('refused'));
  const { result } = renderHook(() => useRenameThing(), { wrapper });

  await act(() => expect(result.current.mutateAsync({ thing, name: 'Renamed' })).rejects.toThrow('refused'));

  expect(logActivity).not.toHaveBeenCalled();
  expect(queryClient.getQueryState(things.keys.list('p1'))?.isInvalidated).toBe(true);
});

test('a write given its scope re-reads only that scope, or the whole resource when the scope is unknown', async () => {
  const { queryClient, wrapper } = setup();
  const useMoveThing = things.mutation(async (vars: { scope: string }) => vars, undefined, ({ scope }) => scope);
  const { result } = renderHook(() => useMoveThing(), { wrapper });
  const reset = () => ['p1', 'p2'].forEach((scope) => queryClient.setQueryData(things.keys.list(scope), []));
  const invalidated = (scope: string) => queryClient.getQueryState(things.keys.list(scope))?.isInvalidated;

  reset();
  await act(() => result.current.mutateAsync({ scope: 'p1' }));
  expect([invalidated('p1'), invalidated('p2')]).toEqual([true, false]);

  reset();
  await act(() => result.current.mutateAsync({ scope: '' }));
  expect([invalidated('p1'), invalidated('p2')]).toEqual([true, true]);
});

test('a write without an activity logs nothing', async () => {
  const { wrapper } = setup();
  const useQuietWrite = things.mutation(async (id: string) => id);
  const { result } = renderHook(() => useQuietWrite(), { wrapper });
  await act(() => result.current.mutateAsync('t1'));
  expect(logActivity).not.toHaveBeenCalled();
});
