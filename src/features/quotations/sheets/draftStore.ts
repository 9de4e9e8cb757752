import { useCallback, useState, useSyncExternalStore } from 'react';

/**
 * What a sheet's user is typing, kept outside React state so that a keystroke re-renders only the row
 * it belongs to: every row subscribes to its own key, the page only to the list of new rows.
 *
 * A draft is either a new row (key `new-n`, not on the server yet) or a saved row being edited (key =
 * the row's id). A saved row without a draft is shown read-only.
 */
export interface Draft<Values> {
  values: Values;
  /** Set once a save was refused: the row's empty required cells say so. */
  showErrors: boolean;
}

type Listener = () => void;

export interface DraftStore<Values> {
  /** The keys of the new rows, in the order they were added (a new array after every change). */
  newKeys(): readonly string[];
  get(key: string): Draft<Values> | undefined;
  /** Increases on every change; for views that sum over every row. */
  version(): number;
  /** Appends a new row and returns its key. */
  add(values: Values): string;
  /** Starts editing a saved row. */
  begin(key: string, values: Values): void;
  update(key: string, patch: Partial<Values>): void;
  markErrors(keys: readonly string[]): void;
  remove(keys: readonly string[]): void;
  subscribeRow(key: string, listener: Listener): () => void;
  subscribeKeys(listener: Listener): () => void;
  subscribeAll(listener: Listener): () => void;
}

const NEW_KEY_PREFIX = 'new-';

export function isNewKey(key: string): boolean {
  return key.startsWith(NEW_KEY_PREFIX);
}

export function createDraftStore<Values>(): DraftStore<Values> {
  const drafts = new Map<string, Draft<Values>>();
  const rowListeners = new Map<string, Set<Listener>>();
  const keyListeners = new Set<Listener>();
  const allListeners = new Set<Listener>();
  let newKeys: readonly string[] = [];
  let version = 0;
  let counter = 0;

  const notify = (keys: readonly string[], keysChanged: boolean) => {
    version += 1;
    for (const key of keys) rowListeners.get(key)?.forEach((listener) => listener());
    if (keysChanged) keyListeners.forEach((listener) => listener());
    allListeners.forEach((listener) => listener());
  };

  const subscribe = (set: Set<Listener>, listener: Listener) => {
    set.add(listener);
    return () => void set.delete(listener);
  };

  return {
    newKeys: () => newKeys,
    get: (key) => drafts.get(key),
    version: () => version,
    add(values) {
      counter += 1;
      const key = `${NEW_KEY_PREFIX}${counter}`;
      drafts.set(key, { values, showErrors: false });
      newKeys = [...newKeys, key];
      notify([key], true);
      return key;
    },
    begin(key, values) {
      drafts.set(key, { values, showErrors: false });
      notify([key], false);
    },
    update(key, patch) {
      const draft = drafts.get(key);
      if (!draft) return;
      drafts.set(key, { ...draft, values: { ...draft.values, ...patch } });
      notify([key], false);
    },
    markErrors(keys) {
      const marked = keys.filter((key) => drafts.has(key));
      for (const key of marked) drafts.set(key, { ...drafts.get(key)!, showErrors: true });
      if (marked.length > 0) notify(marked, false);
    },
    remove(keys) {
      const removed = keys.filter((key) => drafts.delete(key));
      if (removed.length === 0) return;
      const before = newKeys.length;
      newKeys = newKeys.filter((key) => drafts.has(key) || !isNewKey(key));
      notify(removed, newKeys.length !== before);
    },
    subscribeRow(key, listener) {
      let set = rowListeners.get(key);
      if (!set) rowListeners.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) rowListeners.delete(key);
      };
    },
    subscribeKeys: (listener) => subscribe(keyListeners, listener),
    subscribeAll: (listener) => subscribe(allListeners, listener),
  };
}

/** One row's draft (undefined for a saved row that is not being edited); re-renders on its changes only. */
export function useDraft<Values>(store: DraftStore<Values>, key: string): Draft<Values> | undefined {
  const subscribe = useCallback((listener: Listener) => store.subscribeRow(key, listener), [store, key]);
  const get = useCallback(() => store.get(key), [store, key]);
  return useSyncExternalStore(subscribe, get);
}

/** A row's draft and a stable setter for one of its fields, for the row's inputs. */
export function useDraftRow<Values>(
  store: DraftStore<Values>,
  key: string,
): [Draft<Values> | undefined, (field: string, value: string) => void] {
  const draft = useDraft(store, key);
  const setField = useCallback((field: string, value: string) => store.update(key, { [field]: value } as Partial<Values>), [store, key]);
  return [draft, setField];
}

/** The new rows' keys; re-renders when a row is added or removed, not when one is typed in. */
export function useNewRowKeys<Values>(store: DraftStore<Values>): readonly string[] {
  return useSyncExternalStore(store.subscribeKeys, store.newKeys);
}

/** Re-renders on every change to any draft: for small summaries such as a running total. */
export function useDraftsVersion<Values>(store: DraftStore<Values>): number {
  return useSyncExternalStore(store.subscribeAll, store.version);
}

/** A store for the lifetime of the screen. */
export function useDraftStore<Values>(): DraftStore<Values> {
  const [store] = useState(() => createDraftStore<Values>());
  return store;
}
