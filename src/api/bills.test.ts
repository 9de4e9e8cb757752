import { billBody, billsFrom, normaliseBill, statisticsOf } from './bills';

const RAW = {
  _id: 'b1',
  billNumber: 'INV-2026-001',
  clientName: 'Sai Developers Pvt Ltd',
  project: 'Sai Residency – Block A',
  date: '05-01-2026',
  dueDate: '04-02-2026',
  status: 'Paid',
  items: [{ description: 'Slab', qty: '2', unit: 'lot', rate: '1,250.50', amount: '2501' }, null],
  notes: 'x',
  taxRate: '18',
  subtotal: '2,501.00',
  taxAmount: 450.18,
  total: 2951.18,
};

describe('reading bills', () => {
  test('a list under bills or bare; numbers from text; the client under either name; items get local ids', () => {
    const [fromKey] = billsFrom({ success: true, bills: [RAW] });
    const [bare] = billsFrom([RAW]);
    expect(fromKey).toMatchObject({ client: 'Sai Developers Pvt Ltd', taxRate: 18, subtotal: 2501, total: 2951.18 });
    expect(fromKey.items).toEqual([{ id: expect.any(String), description: 'Slab', hsnSac: '', qty: 2, unit: 'lot', rate: 1250.5, amount: 2501 }]);
    expect(bare.items[0].id).not.toBe(fromKey.items[0].id);
    expect(billsFrom({ message: 'nothing' })).toEqual([]);
  });

  test('a provider that drops the GST fields gives none: no client GSTIN, address, place of supply or HSN/SAC, and no reverse charge', () => {
    expect(normaliseBill(RAW)).toMatchObject({ clientGstin: '', clientAddress: '', placeOfSupply: '', reverseCharge: false });
    expect(normaliseBill(RAW).items[0].hsnSac).toBe('');
  });

  test('the GST fields are read when present: the place of supply as a known code, reverse charge as true or yes', () => {
    const gst = { clientGstin: ' 27AAFFK3388P1ZL ', clientAddress: 'Plot 18, MIDC Bhiwandi', placeOfSupply: '27', reverseCharge: true };
    const items = [{ description: 'Slab', hsnSac: ' 995411 ', qty: 1, rate: 1, amount: 1 }];
    expect(normaliseBill({ ...RAW, ...gst, items })).toMatchObject({ ...gst, clientGstin: '27AAFFK3388P1ZL', items: [{ hsnSac: '995411' }] });
    for (const [given, read] of [
      ['Yes', true],
      ['true', true],
      ['no', false],
      [1, false],
      [null, false],
    ] as const) {
      expect(normaliseBill({ ...RAW, reverseCharge: given }).reverseCharge).toBe(read);
    }
    for (const [given, read] of [
      [7, '07'],
      ['99', ''],
      ['Maharashtra', ''],
      [{}, ''],
    ] as const) {
      expect(normaliseBill({ ...RAW, placeOfSupply: given }).placeOfSupply).toBe(read);
    }
  });

  test('a bill without a status is Pending and without a tax rate 18', () => {
    const { status: _s, taxRate: _t, ...rest } = RAW;
    expect(normaliseBill(rest)).toMatchObject({ status: 'Pending', taxRate: 18 });
  });
});

test('the body drops the local item ids and keeps _id only when there is one', () => {
  const bill = normaliseBill(RAW);
  const body = billBody(bill);
  expect(body._id).toBe('b1');
  expect(body.items).toEqual([{ description: 'Slab', hsnSac: '', qty: 2, unit: 'lot', rate: 1250.5, amount: 2501 }]);
  expect(body).toMatchObject({ clientGstin: '', clientAddress: '', placeOfSupply: '', reverseCharge: false });
  const { _id, ...unsaved } = bill;
  expect('_id' in billBody(unsaved)).toBe(false);
});

test('statistics from a list: Pending totals summed and rounded, Overdue and Paid counted', () => {
  expect(
    statisticsOf([
      { status: 'Pending', total: 0.1 },
      { status: 'Pending', total: 0.2 },
      { status: 'Overdue', total: 500 },
      { status: 'Paid', total: 100 },
      { status: 'Cancelled', total: 7 },
    ]),
  ).toEqual({ totalBills: 5, pendingAmount: 0.3, overdueCount: 1, paidBills: 1 });
});
