import { callMock } from '../callMock';
import { SEED_STAFF } from '../seed';
import { SEED_VENDORS } from '../seedVendors';

const staff = (role: string) => SEED_STAFF.find((s) => s.role === role && s.status === 'Active')!.email;

describe('vendor list', () => {
  test('gives every seeded vendor, in every category, with the first phone primary', async () => {
    const { status, body } = await callMock('GET', '/vendor/getAllVendors', { as: staff('Material Manager') });
    expect(status).toBe(200);
    const vendors = body as { vendorName: string; category: string; phoneNumbers: { number: string; isPrimary: boolean }[] }[];
    expect(vendors.map((v) => v.vendorName)).toEqual(SEED_VENDORS.map((v) => v.vendorName));
    expect(new Set(vendors.map((v) => v.category))).toEqual(
      new Set(['Material Supplier', 'Service Provider', 'Equipment Supplier', 'Consultant', 'Other']),
    );
    expect(vendors[0].phoneNumbers).toEqual([
      { number: '9845012345', isPrimary: true },
      { number: '8023371122', isPrimary: false },
    ]);
  });

  test('is open to vendor and material staff only', async () => {
    expect((await callMock('GET', '/vendor/getAllVendors', { as: staff('Accountant') })).status).toBe(200);
    expect((await callMock('GET', '/vendor/getAllVendors', { as: staff('Project Manager') })).status).toBe(200);
    expect((await callMock('GET', '/vendor/getAllVendors', { as: staff('HR Manager') })).status).toBe(403);
  });
});
