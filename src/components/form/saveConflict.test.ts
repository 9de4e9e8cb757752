import { changedSince, recordConflictCheck, reloadedValues, yoursNotes } from './saveConflict';

interface Values {
  name: string;
  phones: string[];
  password: string;
}
const opened = { values: { name: 'Shree Traders', phones: ['9845012345'], password: '' } };

describe('changedSince', () => {
  test('compares only the edited fields, lists by their items', () => {
    const fields = ['name', 'phones'] as const;
    expect(changedSince<Values>(opened, { values: { ...opened.values, phones: ['9845012345'], password: 'x' } }, fields)).toBe(false);
    expect(changedSince<Values>(opened, { values: { ...opened.values, phones: ['9845012345', '8023371122'] } }, fields)).toBe(true);
    expect(changedSince<Values>(opened, { values: { ...opened.values, name: 'Shree Traders Ltd' } }, fields)).toBe(true);
  });

  test('a record that carries updatedAt is compared by that alone', () => {
    const stamped = { ...opened, updatedAt: '2026-11-25T10:00:00Z' };
    expect(changedSince<Values>(stamped, { values: { ...opened.values, name: 'Other' }, updatedAt: stamped.updatedAt }, ['name'])).toBe(false);
    expect(changedSince<Values>(stamped, { values: opened.values, updatedAt: '2026-11-25T10:05:00Z' }, ['name'])).toBe(true);
  });
});

test('reload takes the server’s edited fields and keeps what only the user holds; the notes name what the user had', () => {
  const typed = { name: 'Shree Traders Pvt', phones: ['9845012345', '9000000000'], password: 'Secret@1' };
  const fresh = { name: 'Shree Traders', phones: ['9845012345'], password: '' };
  const fields = ['name', 'phones'] as const;
  expect(reloadedValues<Values>(typed, fresh, fields)).toEqual({ ...fresh, password: 'Secret@1' });
  expect(yoursNotes<Values>(typed, fresh, fields)).toEqual({ name: 'Yours: Shree Traders Pvt', phones: 'Yours: 9845012345, 9000000000' });
});

test('a record check reads updatedAt from the record when the server sends one, and every form field when none are named', async () => {
  const check = recordConflictCheck({
    opened: { _id: '1', name: 'A', updatedAt: 't1' },
    read: async () => ({ _id: '1', name: 'B', updatedAt: 't2' }),
    valuesOf: (item: { name: string }) => ({ name: item.name }),
    form: { reset: () => undefined },
  });
  expect(check.opened).toEqual({ values: { name: 'A' }, updatedAt: 't1' });
  expect(await check.read()).toEqual({ values: { name: 'B' }, updatedAt: 't2' });
});
