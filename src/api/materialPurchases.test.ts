import { addScenario, failWith } from '../../mocks/scenarios';
import { fetchMaterialPurchases, materialPurchaseBody, normaliseMaterialPurchase, purchaseStatusOf } from './materialPurchases';

test('a record is read whatever shape its amount and status come in', () => {
  expect(normaliseMaterialPurchase({ id: 7, material: 'Cement', vendor: 'Shree Traders', amount: '1,250.50', date: '2026-01-20', status: 'paid' })).toEqual({
    _id: '7',
    material: 'Cement',
    vendor: 'Shree Traders',
    amount: 1250.5,
    date: '2026-01-20',
    status: 'Paid',
  });
  expect(normaliseMaterialPurchase({ _id: 'a', material: 'Sand', vendor: 'Cauvery', amount: 900 }).amount).toBe(900);
  expect(purchaseStatusOf(undefined)).toBe('Unpaid');
  expect(purchaseStatusOf('Settled')).toBe('Unpaid');
});

test('the list is read bare or under `purchases`', async () => {
  const raw = { _id: 'a', material: 'Sand', vendor: 'Cauvery Sand Suppliers', amount: '2,000.00', date: '2026-01-02', status: 'Unpaid' };
  addScenario({ ...failWith('GET', '/material-purchases/get-mgmt', 200, { success: true, purchases: [raw] }), once: true });
  expect(await fetchMaterialPurchases()).toEqual([{ ...raw, amount: 2000 }]);
  addScenario({ ...failWith('GET', '/material-purchases/get-mgmt', 200, [raw]), once: true });
  expect(await fetchMaterialPurchases()).toHaveLength(1);
});

test('the amount is sent as text with two decimals, texts trimmed', () => {
  expect(materialPurchaseBody({ material: ' Cement ', vendor: ' Shree Traders', amount: 1250, date: '2026-01-20', status: 'Unpaid' })).toEqual({
    material: 'Cement',
    vendor: 'Shree Traders',
    amount: '1250.00',
    date: '2026-01-20',
    status: 'Unpaid',
  });
  expect(materialPurchaseBody({ material: 'x', vendor: 'y', amount: 0.5, date: '2026-01-20', status: 'Paid' }).amount).toBe('0.50');
});
