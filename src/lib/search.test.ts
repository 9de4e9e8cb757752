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

describe('searched keystroke after keystroke', () => {
  const NAMES = ['Ramesh Naik', 'Suresh Gowda', 'Lakshmi Bai', 'Abdul Rahim', 'Venkatesh Rao', 'Joseph D’Souza'];
  const TASKS = ['Masonry', 'Helper', 'Plastering', 'Shuttering', 'Bar bending'];
  const people = Array.from({ length: 600 }, (_, i) => ({ name: `${NAMES[i % NAMES.length]} ${i}`, task: TASKS[i % TASKS.length] }));
  const byScan = (needle: string) => people.filter((p) => p.name.toLowerCase().includes(needle) || p.task.toLowerCase().includes(needle));

  test('typing on, deleting back and starting over give what a scan of every row gives, in order', () => {
    const fields = ['name', 'task'] as const;
    for (const query of ['r', 'ra', 'ram', 'rame', 'ram', 'ra', 'a', 'ma', 'mas', ' MASON ', 'x', 'xy', 'bar', 'bar b', 'h 1', 'h 12', '5']) {
      expect(filterBySearch(people, query, fields)).toEqual(byScan(query.trim().toLowerCase()));
    }
  });

  test('deleting back to a query gives its very matches again; one long forgotten is searched afresh, the same', () => {
    const fields = ['name', 'task'] as const;
    const ram = filterBySearch(people, 'ram', fields);
    filterBySearch(people, 'rame', fields);
    expect(filterBySearch(people, 'ram', fields)).toBe(ram);
    for (const query of ['a', 'b', 'c', 'd', 'e', 'g', 'h', 'i', 'j', 'k']) filterBySearch(people, query, fields);
    const again = filterBySearch(people, 'ram', fields);
    expect(again).not.toBe(ram);
    expect(again).toEqual(byScan('ram'));
    expect(filterBySearch(people, 'rames', fields)).toEqual(byScan('rames'));
  });

  test('no match across two fields: the end of one and the start of the next are not one text', () => {
    const rows = [{ name: 'Ravi', task: 'Kumar' }];
    expect(filterBySearch(rows, 'ravik', ['name', 'task'])).toEqual([]);
    expect(filterBySearch(rows, 'ravi', ['name', 'task'])).toEqual(rows);
  });

  test('the same rows searched in other fields, named in a new array each time, are searched in those fields', () => {
    expect(filterBySearch(people, 'helper', ['name'])).toEqual([]);
    expect(filterBySearch(people, 'helper', ['task'])).toHaveLength(120);
    expect(filterBySearch(people, 'helper', [(p) => p.task])).toHaveLength(120);
  });
});
