import { createContext, useContext } from 'react';

/** 'Yours: …' per field name, shown under the fields after a Reload of a record changed by someone else. */
export const ConflictNotes = createContext<Record<string, string>>({});

export const useConflictNote = (name: string): string | undefined => useContext(ConflictNotes)[name];
