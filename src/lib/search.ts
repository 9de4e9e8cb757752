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
  return rows.filter((row) => fields.some((field) => fieldText(row, field).toLowerCase().includes(needle)));
}
