import { parseCsv } from '../../tests/csv';
import { CSV_BOM, csvCell, neutralise, toCsv } from './csv';

describe('csvCell', () => {
  it('writes a number plain, negative and decimal ones included, and nothing for a number that is not one', () => {
    expect(csvCell(125000.5)).toBe('125000.5');
    expect(csvCell(-1500)).toBe('-1500');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('writes nothing for a missing value', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes text and doubles its quotes; commas and line breaks stay inside the quotes', () => {
    expect(csvCell('Ramesh Kumar')).toBe('"Ramesh Kumar"');
    expect(csvCell('Steel, TMT "Fe 500"')).toBe('"Steel, TMT ""Fe 500"""');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
    expect(csvCell('')).toBe('""');
  });

  it.each(['=HYPERLINK("http://x")', '+91 98450 12345', '-5', '@SUM(A1)', '\tcmd', '\rcmd'])('neutralises text that a spreadsheet would run: %j', (text) => {
    expect(neutralise(text)).toBe(`'${text}`);
    expect(csvCell(text).startsWith(`"'`)).toBe(true);
  });

  it('leaves other text as it is, an equals sign inside it included', () => {
    expect(neutralise('a = b')).toBe('a = b');
    expect(neutralise('₹ 1,250')).toBe('₹ 1,250');
  });
});

describe('toCsv', () => {
  it('starts with the byte-order mark, ends every line with CRLF, and keeps Indian names and ₹ as they are', () => {
    const text = toCsv(['Name', 'Wage', 'Note'], [
      ['Suresh Reddy', 850.5, 'Paid in ₹'],
      ['Lakshmi Devi', -200, null],
    ]);
    expect(text).toBe(`${CSV_BOM}"Name","Wage","Note"\r\n"Suresh Reddy",850.5,"Paid in ₹"\r\n"Lakshmi Devi",-200,\r\n`);
  });

  it('is the header alone when there are no rows', () => {
    expect(toCsv(['Vendor'], [])).toBe(`${CSV_BOM}"Vendor"\r\n`);
  });

  it('reads back cell for cell', () => {
    const rows = [['a,b', 'say "hi"', 'two\nlines']];
    expect(parseCsv(toCsv(['x', 'y', 'z'], rows))).toEqual([['x', 'y', 'z'], ...rows]);
  });
});
