import { useCallback, useLayoutEffect, useRef } from 'react';
import { useIsMutating, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { logActivity, type ActivityAction, type ActivityEntityType, type ActivityEntry } from './activity';
import { isApiError } from './apiError';

/** What a successful write reports to the activity log; undefined logs nothing. */
export type ActivityOf<Vars, Result> = (vars: Vars, result: Result) => ActivityEntry | undefined;

/** What a create, update or delete tells the activity log of its record; the resource adds its type and the maker its action. */
export interface WriteNote {
  /** The record; a create falls back on the id the server answered with. */
  id?: string;
  name: string;
  description: string;
  metadata?: Record<string, unknown>;
}

interface WriteOptions<Vars> {
  /** The one list a write of a scoped resource changes (a sheet row changes its item's rows, not every item's). */
  scopeOf?: (vars: Vars) => string;
  /** false leaves the other resources' queries alone, for a write made on a screen that already shows it in them. */
  refreshOthers?: boolean;
}

/**
 * Marks a query whose last result the device keeps for its user (ruling 35): every resource's list, so a
 * screen opened again, offline too, shows its last data at once with the time it was read.
 */
export const KEPT_ON_DEVICE = { keptOnDevice: true } as const;

export const isKeptOnDevice = (query: { meta?: Record<string, unknown> }) => query.meta?.keptOnDevice === true;

/** What a delete answers when the record was already gone: someone else deleted it first. */
export const ALREADY_DELETED = Symbol('already deleted');

/**
 * A delete whose record someone else already deleted (the provider's 404 and its not-found message) has
 * the outcome the user asked for: it succeeds quietly, answering `ALREADY_DELETED`, and logs nothing.
 */
export function goneCountsAsDeleted<Vars>(call: (vars: Vars) => Promise<unknown>) {
  return (vars: Vars): Promise<unknown> =>
    call(vars).catch((error: unknown) => {
      if (isApiError(error) && error.kind === 'http' && error.status === 404) return ALREADY_DELETED;
      throw error;
    });
}

/** The id a create's answer carries, when it carries one. */
function savedId(saved: unknown): string | undefined {
  const id = saved && typeof saved === 'object' ? (saved as { _id?: unknown })._id : undefined;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

export interface ResourceConfig<Item extends { _id: string }> {
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
  /** The activity log's type for the resource's creates, updates and deletes. */
  entityType?: ActivityEntityType;
  /** How the activity log names a record the resource deletes. */
  nameOf?: (item: Item) => string;
  /** The scope a record belongs to (its quotation item), for the writes of a scoped resource. */
  scopeOf?: (item: Item) => string;
}

/**
 * One provider resource: its query keys, list and get hooks, and a maker of write hooks that refresh
 * every query the write changes once it settles and log its activity only when it succeeds.
 */
export function defineResource<Item extends { _id: string }>(config: ResourceConfig<Item>) {
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
      meta: KEPT_ON_DEVICE,
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
    { refreshOthers = true }: Pick<WriteOptions<Vars>, 'refreshOthers'> = {},
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

  /**
   * The record as the server has it now, read past every cache: its get-by-id where the provider has
   * one, else its (scope's) list. Undefined when the list no longer holds it.
   */
  async function readFresh(id: string, scope = ''): Promise<Item | undefined> {
    const { get, list } = config;
    if (get) return get(id);
    if (!list) throw new Error(`${root.join('/')} has no read`);
    return (await list(scope)).find((item) => item._id === id);
  }

  /** The log entry of a create, update or delete; a resource without an entity type cannot make those hooks. */
  const entryMaker = () => {
    const { entityType } = config;
    if (!entityType) throw new Error(`${root.join('/')} names no entity type for its activity`);
    return (action: ActivityAction, { id, name, description, metadata }: WriteNote): ActivityEntry => ({
      action,
      entityType,
      entityId: id,
      entityName: name,
      description,
      ...(metadata ? { metadata } : {}),
    });
  };

  /** A create hook: `note` tells the log what was made; its id is the one the server answered with unless it names another. */
  function creates<Vars, Result>(
    call: (vars: Vars) => Promise<Result>,
    note: (vars: Vars, saved: Result) => WriteNote,
    { scopeOf, refreshOthers }: WriteOptions<Vars> = {},
  ) {
    const entryOf = entryMaker();
    return mutation(
      call,
      (vars, saved) => {
        const told = note(vars, saved);
        return entryOf('created', { ...told, id: told.id || savedId(saved) });
      },
      scopeOf,
      { refreshOthers },
    );
  }

  /** An update hook: `note` tells the log which record changed and how. */
  function updates<Vars, Result>(
    call: (vars: Vars) => Promise<Result>,
    note: (vars: Vars) => WriteNote & { id: string },
    { scopeOf, refreshOthers }: WriteOptions<Vars> = {},
  ) {
    const entryOf = entryMaker();
    return mutation(call, (vars) => entryOf('updated', note(vars)), scopeOf, { refreshOthers });
  }

  /** A delete hook taking the record: the API call gets its id, the log its name and `describe`'s words. */
  function deletes(call: (id: string) => Promise<unknown>, describe: (item: Item) => string) {
    const { nameOf, scopeOf } = config;
    if (!nameOf) throw new Error(`${root.join('/')} names no record for its deletes`);
    const entryOf = entryMaker();
    return mutation(
      goneCountsAsDeleted((item: Item) => call(item._id)),
      (item, answer) => (answer === ALREADY_DELETED ? undefined : entryOf('deleted', { id: item._id, name: nameOf(item), description: describe(item) })),
      scopeOf,
    );
  }

  return { keys, useList, useGet, readFresh, mutation, creates, updates, deletes };
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
