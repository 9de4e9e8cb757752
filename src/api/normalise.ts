/** Tolerant readers for provider answers whose shape varies. */

type Raw = Record<string, unknown>;

/** A list that may come bare or wrapped: `[...]` or `{ [key]: [...] }`; anything else is empty. */
export function listFrom<T = unknown>(data: unknown, key: string): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object') {
    const inner = (data as Record<string, unknown>)[key];
    if (Array.isArray(inner)) return inner as T[];
  }
  return [];
}

export function isRecord(value: unknown): value is Raw {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** A provider record's fields; anything that is not a record (null, a text, a list) has none. */
export function recordOf(value: unknown): Raw {
  return isRecord(value) ? value : {};
}

/** The records of a list answer (bare or wrapped under `key`); entries that are not records are dropped. */
export function recordsOf(data: unknown, key: string): Raw[] {
  return listFrom<unknown>(data, key).filter(isRecord);
}

/** The records of a list answer (bare or wrapped under `key`), each normalised; entries that are not records are dropped. */
export function listOf<T>(data: unknown, key: string, normalise: (raw: Raw) => T): T[] {
  return recordsOf(data, key).map((raw) => normalise(raw));
}

/** An entity that may come bare or wrapped: `{...}` or `{ [key]: {...} }`. */
export function entityFrom<T>(data: unknown, key: string): T | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const inner = (data as Record<string, unknown>)[key];
  return (inner && typeof inner === 'object' ? inner : data) as T;
}

/** A text field: a text as it is, a finite number or a boolean written out; anything else (null, a list, an object) is ''. */
export function str(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return typeof value === 'boolean' || typeof value === 'bigint' ? String(value) : '';
}

/** The texts of a list, such as permission names; entries that are not texts are dropped. */
export function textsOf(list: readonly unknown[]): string[] {
  return list.filter((entry): entry is string => typeof entry === 'string');
}

export function idOf(raw: { _id?: unknown; id?: unknown }): string {
  return str(raw._id ?? raw.id);
}
