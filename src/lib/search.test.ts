import { filterBySearch, matchesSearch } from './search';

interface Person {
  name: string;
  email: string;
  note?: string | null;
}

const asha = { name: 'Asha Rao', email: 'asha@example.in', note: null };
const ravi = { name: 'Ravi Kumar', email: 'ravi@site.in' };

describe('matchesSearch', () => {
  test('matches a part of any named field, ignoring case and surrounding spaces', () => {
    expect(matchesSearch<Person>(asha, '  RAO ', ['name', 'email'])).toBe(true);
    expect(matchesSearch<Person>(asha, 'example', ['name', 'email'])).toBe(true);
    expect(matchesSearch<Person>(asha, 'example', ['name'])).toBe(false);
  });

  test('a blank query matches every row', () => {
    expect(matchesSearch<Person>(asha, '   ', ['name'])).toBe(true);
  });

  test('reads fields through functions and treats missing text as empty', () => {
    expect(matchesSearch<Person>(asha, 'rao asha', [(p) => p.name.split(' ').reverse().join(' ')])).toBe(true);
    expect(matchesSearch<Person>(asha, 'x', ['note'])).toBe(false);
  });
});

describe('filterBySearch', () => {
  test('keeps the matching rows in order', () => {
    expect(filterBySearch<Person>([asha, ravi], '.IN', ['email'])).toEqual([asha, ravi]);
    expect(filterBySearch<Person>([asha, ravi], 'kumar', ['name', 'email'])).toEqual([ravi]);
  });

  test('gives back the same array for a blank query', () => {
    const rows = [asha, ravi];
    expect(filterBySearch<Person>(rows, ' ', ['name'])).toBe(rows);
  });
});
