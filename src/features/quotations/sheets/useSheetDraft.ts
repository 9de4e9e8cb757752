import { useCallback, useEffect, useMemo } from 'react';
import type { OfferedDraft } from '@/components/form/DraftOffer';
import { useStoredDraft } from '@/components/form/useStoredDraft';
import type { DraftStore } from './draftStore';

/**
 * A sheet's new rows (added, not saved yet) kept as the signed-in user's draft of that quotation item
 * (`itemId` null: none chosen, nothing kept): they survive a reload and are offered back as new rows. Save
 * All and each row's Cancel or Delete take them out of the draft as they take them off the sheet.
 */
export function useSheetDraft<Values>(store: DraftStore<Values>, sheet: string, itemId: string | null, blank: () => Values): OfferedDraft {
  const newRows = useCallback(() => store.newKeys().map((key) => store.get(key)!.values), [store]);
  const stored = useStoredDraft<Values[]>(itemId ? [sheet, itemId] : null, newRows);
  const { changed } = stored;
  useEffect(() => store.subscribeAll(changed), [store, changed]);

  return useMemo(
    () => ({
      offeredAt: stored.offer?.savedAt ?? null,
      restore: () => {
        for (const values of stored.restore() ?? []) store.add({ ...blank(), ...values });
      },
      discard: stored.discard,
    }),
    [stored, store, blank],
  );
}
