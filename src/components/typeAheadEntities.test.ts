import { VENDOR_CHOICE, type PickableVendor } from './typeAheadEntities';

const withPhone: PickableVendor = { _id: 'v1', vendorName: 'Shree Traders', category: 'Material Supplier', phoneNumbers: [{ number: '9845011111' }, { number: '9845022222' }] };
const withoutPhone: PickableVendor = { _id: 'v2', vendorName: 'Rao Structural Consultants', category: 'Consultant', phoneNumbers: [] };

test('a vendor suggestion shows its name, then its first phone, or its category when it has no phone', () => {
  expect(VENDOR_CHOICE.label(withPhone)).toBe('Shree Traders');
  expect(VENDOR_CHOICE.detail?.(withPhone)).toBe('9845011111');
  expect(VENDOR_CHOICE.detail?.(withoutPhone)).toBe('Consultant');
  expect(VENDOR_CHOICE.key(withoutPhone)).toBe('v2');
});

test('vendors are searched by name only', () => {
  expect(VENDOR_CHOICE.searchText(withPhone)).toEqual(['Shree Traders']);
});
