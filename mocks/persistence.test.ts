import { clearDb, db } from './db';
import { loadMockData, MOCK_DATA_KEY, resetMockData, saveMockData } from './persistence';

test('what the mock saved comes back after a reload', async () => {
  await db.users.update((q) => q.where({ name: 'Sunita Rao' }), { data: (u) => void (u.name = 'Sunita R. Rao') });
  saveMockData();
  clearDb(); // a reload starts with an empty memory
  await loadMockData();
  expect(db.users.findFirst((q) => q.where({ name: 'Sunita R. Rao' }))).toBeDefined();
  expect(db.projects.all().length).toBeGreaterThan(0);
});

test('without saved data, or with unreadable data, the seed is loaded and saved', async () => {
  localStorage.setItem(MOCK_DATA_KEY, '{not json');
  clearDb();
  await loadMockData();
  expect(db.users.findFirst((q) => q.where({ name: 'Sunita Rao' }))).toBeDefined();
  expect(JSON.parse(localStorage.getItem(MOCK_DATA_KEY) ?? '{}').users.length).toBe(db.users.all().length);
});

test('reset puts the seed back over saved changes', async () => {
  await db.users.delete((q) => q.where({ name: 'Sunita Rao' }));
  saveMockData();
  await resetMockData();
  clearDb();
  await loadMockData();
  expect(db.users.findFirst((q) => q.where({ name: 'Sunita Rao' }))).toBeDefined();
});

test('when the uploads do not fit in storage, everything else is still saved', async () => {
  await db.uploads.create({ _id: 'labour-big.png', folder: 'labour', contentType: 'image/png', data: 'A'.repeat(1000), createdAt: new Date().toISOString() });
  await db.users.update((q) => q.where({ name: 'Sunita Rao' }), { data: (u) => void (u.name = 'Sunita R. Rao') });
  const setItem = Storage.prototype.setItem;
  const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    if (value.includes('labour-big.png')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    setItem.call(this, key, value);
  });
  saveMockData();
  spy.mockRestore();
  clearDb();
  await loadMockData();
  expect(db.users.findFirst((q) => q.where({ name: 'Sunita R. Rao' }))).toBeDefined();
  expect(db.uploads.findFirst((q) => q.where({ _id: 'labour-big.png' }))).toBeUndefined();
});

test('uploads that fit are saved with the rest', async () => {
  await db.uploads.create({ _id: 'labour-small.png', folder: 'labour', contentType: 'image/png', data: 'AAAA', createdAt: new Date().toISOString() });
  saveMockData();
  clearDb();
  await loadMockData();
  expect(db.uploads.findFirst((q) => q.where({ _id: 'labour-small.png' }))?.data).toBe('AAAA');
});
