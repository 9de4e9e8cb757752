import { act, renderHook } from '@testing-library/react';
import { STORAGE_KEYS } from '@/lib/storage';
import {
  addPurchaseItem,
  deletePurchase,
  parseSavedPurchases,
  readSavedPurchases,
  setPurchaseStatus,
  totalCostOf,
  updatePurchaseItem,
  useSavedPurchases,
  type PurchaseItemInput,
} from './purchaseItemStore';

const CEMENT: PurchaseItemInput = { material: 'OPC 53 Cement', quantity: 50, unit: 'bags', rate: 410.5, vendor: 'Shree Traders', date: '2026-03-14' };
const SAND: PurchaseItemInput = { material: 'M-Sand', quantity: 2.5, unit: 'ton', rate: 1250, vendor: 'Cauvery Sand Suppliers', date: '2026-03-15' };

const stored = (projectId: string) => JSON.parse(localStorage.getItem(STORAGE_KEYS.purchaseItems(projectId)) ?? 'null');

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

test('adding an item saves a pending purchase holding it, with its total, under the project’s own key', () => {
  const saved = addPurchaseItem('p1', CEMENT, new Date('2026-03-14T10:00:00Z'));
  expect(saved).toMatchObject({
    projectId: 'p1',
    status: 'pending',
    totalCost: 20525,
    items: [{ ...CEMENT, totalAmount: 20525 }],
    createdAt: '2026-03-14T10:00:00.000Z',
  });
  expect(stored('p1')).toEqual([saved]);
  expect(readSavedPurchases('p1')).toEqual([saved]);
  expect(readSavedPurchases('p2')).toEqual([]);
  expect(localStorage.getItem(STORAGE_KEYS.purchaseItems('p2'))).toBeNull();
});

test('each purchase gets its own id, and the list keeps the order they were added in', () => {
  const now = new Date('2026-03-14T10:00:00Z');
  const first = addPurchaseItem('p1', CEMENT, now);
  const second = addPurchaseItem('p1', SAND, now);
  expect(first._id).not.toBe(second._id);
  expect(readSavedPurchases('p1').map((p) => p.items[0].material)).toEqual(['OPC 53 Cement', 'M-Sand']);
  expect(totalCostOf(readSavedPurchases('p1'))).toBe(23650);
});

test('an edit replaces the item and its totals; a status change and a delete touch only that purchase', () => {
  const cement = addPurchaseItem('p1', CEMENT);
  const sand = addPurchaseItem('p1', SAND);
  updatePurchaseItem('p1', cement._id, { ...CEMENT, quantity: 10, rate: 400 });
  expect(readSavedPurchases('p1')[0]).toMatchObject({ _id: cement._id, totalCost: 4000, items: [{ quantity: 10, rate: 400, totalAmount: 4000 }] });

  setPurchaseStatus('p1', sand._id, 'completed');
  expect(readSavedPurchases('p1').map((p) => p.status)).toEqual(['pending', 'completed']);

  deletePurchase('p1', cement._id);
  expect(readSavedPurchases('p1').map((p) => p._id)).toEqual([sand._id]);
  deletePurchase('p1', sand._id);
  expect(localStorage.getItem(STORAGE_KEYS.purchaseItems('p1'))).toBeNull();
  expect(() => deletePurchase('p1', sand._id)).toThrow('Purchase item not found');
  expect(() => setPurchaseStatus('p1', sand._id, 'pending')).toThrow('Purchase item not found');
});

test('what is stored is read safely: broken JSON or foreign content is no purchases, odd entries are dropped', () => {
  expect(parseSavedPurchases('{not json', 'p1')).toEqual([]);
  expect(parseSavedPurchases('{"a":1}', 'p1')).toEqual([]);
  expect(parseSavedPurchases(null, 'p1')).toEqual([]);
  const mixed = JSON.stringify([
    null,
    { _id: 'x1', items: [] },
    { _id: 'x2', items: [{ material: 'Steel', quantity: '1,200', unit: 'kg', rate: '68.5', vendor: 'KSC', date: '2026-03-01' }], status: 'lost' },
  ]);
  expect(parseSavedPurchases(mixed, 'p9')).toEqual([
    {
      _id: 'x2',
      projectId: 'p9',
      items: [{ material: 'Steel', quantity: 1200, unit: 'kg', rate: 68.5, vendor: 'KSC', date: '2026-03-01', totalAmount: 82200 }],
      status: 'pending',
      totalCost: 82200,
      createdAt: '',
    },
  ]);
  localStorage.setItem(STORAGE_KEYS.purchaseItems('p1'), '[{"_id":');
  expect(readSavedPurchases('p1')).toEqual([]);
});

test('a write the browser refuses throws and leaves what was stored', () => {
  const cement = addPurchaseItem('p1', CEMENT);
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
  expect(() => addPurchaseItem('p1', SAND)).toThrow('quota');
  expect(() => updatePurchaseItem('p1', cement._id, SAND)).toThrow('quota');
  expect(readSavedPurchases('p1')).toEqual([cement]);
});

test('readers stay in step with writes, and an unchanged store gives the same array', () => {
  const one = renderHook(() => useSavedPurchases('p1'));
  const other = renderHook(() => useSavedPurchases('p1'));
  const none = renderHook(() => useSavedPurchases(null));
  const before = one.result.current;
  one.rerender();
  expect(one.result.current).toBe(before);

  act(() => void addPurchaseItem('p1', CEMENT));
  expect(one.result.current.map((p) => p.items[0].material)).toEqual(['OPC 53 Cement']);
  expect(other.result.current).toBe(one.result.current);
  expect(none.result.current).toEqual([]);
});

test('a write in another tab reaches the readers here', () => {
  const reader = renderHook(() => useSavedPurchases('p1'));
  const elsewhere = [{ _id: 'tab2', items: [CEMENT], status: 'completed' }];
  act(() => {
    localStorage.setItem(STORAGE_KEYS.purchaseItems('p1'), JSON.stringify(elsewhere));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.purchaseItems('p1') }));
  });
  expect(reader.result.current.map((p) => [p._id, p.status])).toEqual([['tab2', 'completed']]);
});
