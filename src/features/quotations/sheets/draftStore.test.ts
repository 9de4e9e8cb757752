import { createDraftStore, isNewKey } from './draftStore';

describe('the draft store', () => {
  test('a change notifies only the row it belongs to', () => {
    const store = createDraftStore<{ qty: string }>();
    const a = store.add({ qty: '' });
    const b = store.add({ qty: '' });
    const heard: string[] = [];
    store.subscribeRow(a, () => heard.push('a'));
    store.subscribeRow(b, () => heard.push('b'));
    const keysHeard = vi.fn();
    store.subscribeKeys(keysHeard);

    store.update(b, { qty: '4' });
    expect(heard).toEqual(['b']);
    expect(keysHeard).not.toHaveBeenCalled();
    expect(store.get(b)?.values).toEqual({ qty: '4' });
    expect(store.get(a)?.values).toEqual({ qty: '' });
  });

  test('new rows keep their order; the key list changes only when rows come and go', () => {
    const store = createDraftStore<{ name: string }>();
    const first = store.add({ name: 'x' });
    const second = store.add({ name: 'y' });
    expect(isNewKey(first)).toBe(true);
    const keys = store.newKeys();
    expect(keys).toEqual([first, second]);
    store.update(first, { name: 'z' });
    expect(store.newKeys()).toBe(keys);
    store.remove([first]);
    expect(store.newKeys()).toEqual([second]);
  });

  test('editing a saved row keeps it out of the new rows; cancelling drops the draft', () => {
    const store = createDraftStore<{ name: string }>();
    store.begin('64f0c0ffee', { name: 'Cement' });
    expect(isNewKey('64f0c0ffee')).toBe(false);
    expect(store.newKeys()).toEqual([]);
    expect(store.get('64f0c0ffee')?.values.name).toBe('Cement');
    store.remove(['64f0c0ffee']);
    expect(store.get('64f0c0ffee')).toBeUndefined();
  });

  test('marking errors flags the rows given and bumps the version', () => {
    const store = createDraftStore<{ name: string }>();
    const key = store.add({ name: '' });
    const before = store.version();
    store.markErrors([key, 'gone']);
    expect(store.get(key)?.showErrors).toBe(true);
    expect(store.version()).toBeGreaterThan(before);
  });
});
