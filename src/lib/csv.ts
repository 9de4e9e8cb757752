/**
 * CSV for spreadsheets: UTF-8 with a byte-order mark (Excel then reads Indian names and ₹ correctly),
 * CRLF line ends, every text cell in double quotes, numbers bare.
 *
 * Formula injection: a text cell that starts with =, +, -, @, a tab or a carriage return would be run as a
 * formula by a spreadsheet ('=HYPERLINK(…)' in a vendor's name), so it gets a leading single quote and is
 * read as text. A number is written as its plain digits (-1500.5) and is never neutralised: it is data the
 * app computed, not text someone typed, and a spreadsheet must still read it as a number.
 */

/** One cell: text as it is, a number plain (money 125000.5), nothing as an empty cell. */
export type CsvValue = string | number | null | undefined;

/** The byte-order mark that starts the file. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that a spreadsheet would read as a formula, made harmless; any other text as it is. */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One cell as written in the file. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return `"${neutralise(value).replace(/"/g, '""')}"`;
}

/** The whole file: the mark, the header line and one line per row, each ended by CRLF. Built in one pass. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = new Array<string>(rows.length + 1);
  lines[0] = header.map(csvCell).join(',');
  for (let i = 0; i < rows.length; i++) lines[i + 1] = rows[i].map(csvCell).join(',');
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
