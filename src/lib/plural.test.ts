import { plural } from './plural';

test('counts read in the singular for one and the plural otherwise', () => {
  expect(plural(1, 'user')).toBe('1 user');
  expect(plural(0, 'user')).toBe('0 users');
  expect(plural(4, 'user')).toBe('4 users');
  expect(plural(2, 'entry', 'entries')).toBe('2 entries');
});
