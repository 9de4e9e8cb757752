import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DRAFT_WRITE_MS } from '@/config/constants';
import { draftKeyFor, keepable, readDraft, removeDraft, writeDraft, type DraftName, type StoredDraft } from '@/session/drafts';
import { onSignOut } from '@/session/sessionStore';

/** What a form does with its stored draft; the same object until the offer changes. */
export interface DraftControl<Values> {
  /** The draft found when the form opened, offered until the user restores or discards it. */
  offer: StoredDraft<Values> | null;
  /** Tell it the form changed: the draft is written within DRAFT_WRITE_MS. */
  changed: () => void;
  /** The screen itself changed the form (a suggested value arrived): these are its first values now. */
  rebase: () => void;
  /** Takes the offered values (the caller puts them in the form) and withdraws the offer. */
  restore: () => Values | undefined;
  /** Drops the offered draft; what is typed now is kept from here on. */
  discard: () => void;
  /** A save or Cancel: the draft goes, and stays gone until the user types again. */
  clear: () => void;
}

const sameText = (a: unknown, b: unknown) => JSON.stringify(keepable(a)) === JSON.stringify(keepable(b));

const NO_WRITER = { changed: () => {}, rebase: () => {}, discard: () => {}, clear: () => {} };

function offerFor<Values>(key: string | null): StoredDraft<Values> | null {
  return key ? readDraft<Values>(key) : null;
}

/**
 * Keeps what `read()` returns as the signed-in user's draft under `name` (null: not kept): written at most
 * every DRAFT_WRITE_MS after `changed()`, and at once when the page is hidden or the form goes (a session the
 * server ended takes the form away too); removed when it is back to its first values; never written again
 * after the user's own logout. A draft found on opening is offered.
 */
export function useStoredDraft<Values>(name: DraftName | null, read: () => Values): DraftControl<Values> {
  const key = name === null ? null : draftKeyFor(name);
  const [found, setFound] = useState(() => ({ key, offer: offerFor<Values>(key) }));
  if (found.key !== key) setFound({ key, offer: offerFor<Values>(key) });
  const offer = found.key === key ? found.offer : null;

  const readLatest = useRef(read);
  useEffect(() => {
    readLatest.current = read;
  });
  /** The writer of the current key; a no-op while nobody is signed in. */
  const writer = useRef(NO_WRITER);

  useEffect(() => {
    if (!key) return;
    let initial = readLatest.current();
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** Typed since the last write: only then is anything written or removed. */
    let unwritten = false;
    /** After logout nothing is written again. */
    let closed = false;
    const persist = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!unwritten || closed) return;
      unwritten = false;
      const values = readLatest.current();
      if (sameText(values, initial)) removeDraft(key);
      else writeDraft(key, keepable(values));
    };
    const changed = () => {
      if (closed) return;
      unwritten = true;
      timer ??= setTimeout(persist, DRAFT_WRITE_MS);
    };
    writer.current = {
      changed,
      rebase: () => {
        if (!unwritten) initial = readLatest.current();
      },
      discard: () => {
        removeDraft(key);
        unwritten = true;
        persist();
      },
      clear: () => {
        clearTimeout(timer);
        timer = undefined;
        unwritten = false;
        removeDraft(key);
      },
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') persist();
    };
    window.addEventListener('pagehide', persist);
    document.addEventListener('visibilitychange', onHidden);
    // A session the server ended keeps the draft (written as the form goes); the user's own logout does not.
    const stopListening = onSignOut((reason) => {
      if (reason !== 'logout') return;
      clearTimeout(timer);
      closed = true;
    });
    return () => {
      persist();
      window.removeEventListener('pagehide', persist);
      document.removeEventListener('visibilitychange', onHidden);
      stopListening();
      writer.current = NO_WRITER;
    };
  }, [key]);

  const withdraw = useCallback(() => setFound((now) => ({ key: now.key, offer: null })), []);
  return useMemo<DraftControl<Values>>(
    () => ({
      offer,
      changed: () => writer.current.changed(),
      rebase: () => writer.current.rebase(),
      restore: () => {
        withdraw();
        writer.current.changed();
        return offer?.values;
      },
      discard: () => {
        withdraw();
        writer.current.discard();
      },
      clear: () => {
        withdraw();
        writer.current.clear();
      },
    }),
    [offer, withdraw],
  );
}
