/**
 * Where a list answer wraps its records when it does not come as a bare array, for the lists read both
 * whole (their screens) and digested (the dashboard, textReads.worker.ts).
 */
export const LIST_KEYS = {
  /** `{ bills: [...] }` (02 §7). */
  bills: 'bills',
  /** `{ profiles: [...] }`. */
  labourProfiles: 'profiles',
} as const;
