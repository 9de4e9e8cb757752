/** Tolerant readers for provider answers whose shape varies. */

/** A list that may come bare or wrapped: `[...]` or `{ [key]: [...] }`; anything else is empty. */
export function listFrom<T = unknown>(data: unknown, key: string): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object') {
    const inner = (data as Record<string, unknown>)[key];
    if (Array.isArray(inner)) return inner as T[];
  }
  return [];
}

/** An entity that may come bare or wrapped: `{...}` or `{ [key]: {...} }`. */
export function entityFrom<T>(data: unknown, key: string): T | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const inner = (data as Record<string, unknown>)[key];
  return (inner && typeof inner === 'object' ? inner : data) as T;
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
}

export function idOf(raw: { _id?: unknown; id?: unknown }): string {
  return str(raw._id ?? raw.id);
}
