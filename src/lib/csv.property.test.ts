import fc from 'fast-check';
import { parseCsv } from '../../tests/csv';
import { CSV_BOM, toCsv, type CsvValue } from './csv';

const FORMULA_START = /^[=+\-@\t\r]/;

/** Any text, unusual characters, formula starts, quotes, commas and line breaks included. */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', "'", 'a', '₹', ' ') }),
);
const anyCell: fc.Arbitrary<CsvValue> = fc.oneof(anyText, fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(null));

/** What a spreadsheet should read from a cell: the text (neutralised by a leading quote), the number's digits, or nothing. */
function expected(cell: CsvValue): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return String(cell);
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

describe('toCsv (any cells)', () => {
  it('reads back through a plain CSV reader: every text as written (a formula start behind a quote), every number as its digits', () => {
    fc.assert(
      fc.property(fc.array(fc.array(anyCell, { minLength: 3, maxLength: 3 }), { maxLength: 8 }), (rows) => {
        const text = toCsv(['A', 'B', 'C'], rows);
        expect(text.startsWith(CSV_BOM)).toBe(true);
        expect(text.endsWith('\r\n')).toBe(true);
        expect(parseCsv(text)).toEqual([['A', 'B', 'C'], ...rows.map((row) => row.map(expected))]);
      }),
    );
  });

  it('never gives a text cell that starts as a formula', () => {
    fc.assert(
      fc.property(fc.array(anyText, { minLength: 1, maxLength: 5 }), (cells) => {
        const [, read] = parseCsv(toCsv(cells.map(() => 'H'), [cells]));
        for (const cell of read) expect(cell).not.toMatch(FORMULA_START);
      }),
    );
  });
});
