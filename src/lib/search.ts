/** A field a search looks in: a property holding text, or a function reading text from the row. */
export type SearchField<Row> = { [K in keyof Row]: Row[K] extends string | null | undefined ? K : never }[keyof Row] | ((row: Row) => string | null | undefined);

/** The search text as it is compared: trimmed and in lower case; '' means "no search". */
export function searchNeedle(query: string): string {
  return query.trim().toLowerCase();
}

function fieldText<Row>(row: Row, field: SearchField<Row>): string {
  const value = typeof field === 'function' ? field(row) : row[field];
  return typeof value === 'string' ? value : '';
}

/** True when any of the fields contains the query, ignoring case and surrounding spaces; a blank query matches all. */
export function matchesSearch<Row>(row: Row, query: string, fields: readonly SearchField<Row>[]): boolean {
  const needle = searchNeedle(query);
  return !needle || fields.some((field) => fieldText(row, field).toLowerCase().includes(needle));
}

/** The rows that match the query; the same array when the query is blank, so memoised lists stay put. */
export function filterBySearch<Row>(rows: readonly Row[], query: string, fields: readonly SearchField<Row>[]): readonly Row[] {
  const needle = searchNeedle(query);
  if (!needle) return rows;
  return indexOf(rows, fields)(query);
}

function scan<Row>(rows: readonly Row[], needle: string, fields: readonly SearchField<Row>[]): readonly Row[] {
  return rows.filter((row) => fields.some((field) => fieldText(row, field).toLowerCase().includes(needle)));
}

/**
 * The search indexes of each row array, per set of fields, kept while the array lives: a list searched
 * keystroke after keystroke reads its rows' text once. Fields named by property are one set whatever
 * array they come in; fields read by functions are told apart by their array.
 */
const indexes = new WeakMap<readonly unknown[], Map<unknown, (query: string) => readonly unknown[]>>();

function indexOf<Row>(rows: readonly Row[], fields: readonly SearchField<Row>[]): (query: string) => readonly Row[] {
  const key = fields.every((field) => typeof field !== 'function') ? fields.join('\u0001') : fields;
  let byFields = indexes.get(rows);
  if (!byFields) indexes.set(rows, (byFields = new Map()));
  let index = byFields.get(key) as ((query: string) => readonly Row[]) | undefined;
  if (!index) byFields.set(key, (index = createSearchIndex(rows, fields)));
  return index;
}

/** How many recent queries an index keeps the matches of: typing back over them (Backspace) costs nothing. */
const KEPT_QUERIES = 8;

/**
 * A search over rows that do not change between keystrokes: each row's fields are read and lower-cased
 * once, the matches of the last few queries are kept, and a query is answered from them where it can: the
 * same query again (deleting back to it) gives the same array, and a query that contains a kept one looks
 * only among that one's matches (every row that contains a text contains each part of it). Gives the same
 * rows, in the same order, as a scan of every row.
 */
function createSearchIndex<Row>(rows: readonly Row[], fields: readonly SearchField<Row>[]): (query: string) => readonly Row[] {
  const SEPARATOR = '\u0000';
  let haystacks: string[] | undefined;
  /** Kept matches by query, the most recently used last. */
  const kept = new Map<string, { indexes: number[]; rows: readonly Row[] }>();
  return (query) => {
    const needle = searchNeedle(query);
    if (!needle) return rows;
    // A needle with the separator could match across two fields: the plain search is exact.
    if (needle.includes(SEPARATOR)) return scan(rows, needle, fields);
    const known = kept.get(needle);
    if (known) {
      kept.delete(needle);
      kept.set(needle, known);
      return known.rows;
    }
    haystacks ??= rows.map((row) => fields.map((field) => fieldText(row, field).toLowerCase()).join(SEPARATOR));
    const hay = haystacks;
    let from: number[] | undefined;
    for (const [text, { indexes }] of kept) if (needle.includes(text) && (!from || indexes.length < from.length)) from = indexes;
    const indexes: number[] = [];
    if (from) for (const i of from) if (hay[i].includes(needle)) indexes.push(i);
    if (!from) for (let i = 0; i < hay.length; i += 1) if (hay[i].includes(needle)) indexes.push(i);
    const matches = indexes.map((i) => rows[i]);
    kept.set(needle, { indexes, rows: matches });
    if (kept.size > KEPT_QUERIES) kept.delete(kept.keys().next().value as string);
    return matches;
  };
}
