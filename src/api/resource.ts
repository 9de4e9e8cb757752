import { useCallback, useLayoutEffect, useRef } from 'react';
import { useIsMutating, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { logActivity, type ActivityEntry } from './activity';

/** What a successful write reports to the activity log; undefined logs nothing. */
export type ActivityOf<Vars, Result> = (vars: Vars, result: Result) => ActivityEntry | undefined;

export interface ResourceConfig<Item> {
  /** The root of every query key of the resource, e.g. `['users']` or `['sheets', 'materials']`. */
  key: readonly string[];
  /**
   * The list. A scoped list (a project's items, an item's sheet rows) is read per scope and only once
   * there is one; an unscoped list ignores the scope.
   */
  list?: (scope: string) => Promise<Item[]>;
  scoped?: boolean;
  get?: (id: string) => Promise<Item>;
  /** Other resources' queries that a write here changes (a role rename changes the users' roles). */
  alsoInvalidates?: readonly QueryKey[];
  staleTime?: number;
}

/**
 * One provider resource: its query keys, list and get hooks, and a maker of write hooks that refresh
 * every query the write changes once it settles and log its activity only when it succeeds.
 */
export function defineResource<Item>(config: ResourceConfig<Item>) {
  const root = config.key;
  const keys = {
    all: root,
    list: (scope = '') => [...root, 'list', scope] as const,
    detail: (id: string) => [...root, 'detail', id] as const,
  };
  /** What a write changes: the scope it wrote to when known, else the whole resource; and what the resource names, unless told not to. */
  const changedBy = (scope: string | undefined, others: boolean): readonly QueryKey[] => [
    scope ? keys.list(scope) : root,
    ...(others ? (config.alsoInvalidates ?? []) : []),
  ];

  function useList(scope?: string | null) {
    const { list, scoped, staleTime } = config;
    return useQuery({
      queryKey: keys.list(scope ?? ''),
      queryFn: () => (list ? list(scope ?? '') : Promise.reject(new Error(`${root.join('/')} has no list`))),
      enabled: !scoped || !!scope,
      staleTime,
    });
  }

  function useGet(id: string | undefined) {
    const { get } = config;
    return useQuery({
      queryKey: keys.detail(id ?? ''),
      queryFn: () => (get ? get(id ?? '') : Promise.reject(new Error(`${root.join('/')} has no get`))),
      enabled: !!id,
    });
  }

  /**
   * A write hook: `call` is the API module's typed call; `activity` what a success logs; `scopeOf` the
   * one list a write of a scoped resource changes (a sheet row changes its item's rows, not every item's);
   * `refreshOthers: false` leaves the other resources' queries alone, for a write made on a screen that
   * already shows it in them.
   */
  function mutation<Vars, Result>(
    call: (vars: Vars) => Promise<Result>,
    activity?: ActivityOf<Vars, Result>,
    scopeOf?: (vars: Vars) => string,
    { refreshOthers = true }: { refreshOthers?: boolean } = {},
  ) {
    return function useResourceMutation() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationKey: root,
        mutationFn: call,
        onSuccess: (result: Result, vars: Vars) => {
          const entry = activity?.(vars, result);
          if (entry) logActivity(entry);
        },
        onSettled: (_result, _error, vars: Vars) =>
          Promise.all(changedBy(scopeOf?.(vars), refreshOthers).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
      });
    };
  }

  return { keys, useList, useGet, mutation };
}

/**
 * Whether a write of a resource is running: `busy` for the screen, and `writing()` read from the mutation
 * cache, which knows of a write as soon as it starts, so a double click cannot slip in before a render.
 */
export function useWritesInFlight(mutationKey: QueryKey) {
  const queryClient = useQueryClient();
  const busy = useIsMutating({ mutationKey }) > 0;
  const key = useRef(mutationKey);
  useLayoutEffect(() => {
    key.current = mutationKey;
  });
  const writing = useCallback(() => queryClient.isMutating({ mutationKey: key.current }) > 0, [queryClient]);
  return { busy, writing };
}
