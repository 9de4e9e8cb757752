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
