import { createStaff } from '../../tests/integration/helpers';
import { callMock } from '../callMock';
import { db } from '../db';
import { SEED_STAFF } from '../seed';
import { SEED_VENDORS } from '../seedVendors';

const staff = (role: string) => SEED_STAFF.find((s) => s.role === role && s.status === 'Active')!.email;
const ACCOUNTS = staff('Accountant');

const VALID = {
  vendorName: '  Bharat Hardware Mart ',
  contactPerson: ' Suresh Hegde ',
  email: ' Sales@BharatHardware.IN ',
  phoneNumbers: [
    { number: '98450 11223', isPrimary: false },
    { number: '(080) 2345-678', isPrimary: true },
  ],
  gstNumber: ' 29aabcb1234d1z5 ',
  category: 'Material Supplier',
  productsServices: [' Hinges ', 'Door handles', '', 'Hinges'],
  paymentTerms: 'Net 30',
  bankName: ' Canara Bank ',
  accountNumber: ' 0412201001111 ',
  ifscCode: ' cnrb0000412 ',
  address: ' 8, Avenue Road, Bengaluru 560002 ',
};

const create = (body: unknown, as: string | null = ACCOUNTS) => callMock('POST', '/vendor/createVendor', { as, body });
const update = (id: string, body: unknown, as = ACCOUNTS) => callMock('PUT', `/vendor/updateVendor/${id}`, { as, body });
const seeded = (vendorName: string) => db.vendors.findFirst((q) => q.where({ vendorName }))!;

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

describe('create', () => {
  test('saves the vendor normalised like the app: trimmed, GST and IFSC in capitals, e-mail lower, phones as digits with the first primary', async () => {
    const { status, body } = await create(VALID);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      success: true,
      message: 'Vendor created successfully',
      vendor: {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        vendorName: 'Bharat Hardware Mart',
        contactPerson: 'Suresh Hegde',
        email: 'sales@bharathardware.in',
        phoneNumbers: [
          { number: '9845011223', isPrimary: true },
          { number: '0802345678', isPrimary: false },
        ],
        gstNumber: '29AABCB1234D1Z5',
        category: 'Material Supplier',
        productsServices: ['Hinges', 'Door handles'],
        paymentTerms: 'Net 30',
        bankName: 'Canara Bank',
        accountNumber: '0412201001111',
        ifscCode: 'CNRB0000412',
        address: '8, Avenue Road, Bengaluru 560002',
      },
    });
    const list = await callMock('GET', '/vendor/getAllVendors', { as: ACCOUNTS });
    expect(list.body.at(-1).vendorName).toBe('Bharat Hardware Mart');
  });

  test('takes phones and products as comma strings too', async () => {
    const { status, body } = await create({ ...VALID, phoneNumbers: '9845011223, ,9845011224', productsServices: 'Hinges, Locks' });
    expect(status).toBe(201);
    expect(body.vendor.phoneNumbers).toEqual([
      { number: '9845011223', isPrimary: true },
      { number: '9845011224', isPrimary: false },
    ]);
    expect(body.vendor.productsServices).toEqual(['Hinges', 'Locks']);
  });

  test('keeps markup in user text as text', async () => {
    const { body } = await create({ ...VALID, vendorName: '<img src=x onerror=alert(1)>', address: '<script>alert(1)</script>' });
    expect(body.vendor.vendorName).toBe('<img src=x onerror=alert(1)>');
    expect(seeded('<img src=x onerror=alert(1)>').address).toBe('<script>alert(1)</script>');
  });

  test.each([
    [{ vendorName: '  ' }, 'Vendor name is required'],
    [{ contactPerson: undefined }, 'Contact person is required'],
    [{ email: '' }, 'Email is required'],
    [{ gstNumber: '' }, 'GST number is required'],
    [{ category: '' }, 'Category is required'],
    [{ paymentTerms: '' }, 'Payment terms is required'],
    [{ bankName: '' }, 'Bank name is required'],
    [{ accountNumber: '' }, 'Account number is required'],
    [{ ifscCode: '' }, 'IFSC code is required'],
    [{ address: '' }, 'Address is required'],
    [{ email: 'sales@bharat' }, 'Please enter a valid email address'],
    [{ gstNumber: '29AABCB1234D1Z' }, 'GST number should be 15 characters long'],
    [{ phoneNumbers: [] }, 'At least one phone number is required'],
    [{ phoneNumbers: ' , ' }, 'At least one phone number is required'],
    [{ phoneNumbers: ['9845011223', '12345'] }, 'Please enter valid 10-digit phone numbers'],
    [{ category: 'Builder' }, 'Category must be one of Material Supplier, Service Provider, Equipment Supplier, Consultant, Other'],
    [{ paymentTerms: 'Net 90' }, 'Payment terms must be one of Immediate, Net 15, Net 30, Net 45, Net 60'],
  ])('refuses %o with a 400 naming it in details', async (change, details) => {
    const before = db.vendors.all().length;
    const { status, body } = await create({ ...VALID, ...change });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: 'Invalid vendor data', details });
    expect(db.vendors.all()).toHaveLength(before);
  });

  test('a GST number another vendor has, in any case, is a 409', async () => {
    const { status, body } = await create({ ...VALID, gstNumber: SEED_VENDORS[0].gstNumber.toLowerCase() });
    expect(status).toBe(409);
    expect(body).toMatchObject({ success: false, message: 'A vendor with this GST number already exists' });
  });

  test('needs MANAGE_VENDOR', async () => {
    const viewer = await createStaff({ role: 'Vendor Viewer', permissions: ['VIEW_VENDOR'] });
    expect((await create(VALID, viewer.email)).status).toBe(403);
    expect((await create(VALID, staff('Project Manager'))).status).toBe(403);
    expect((await create(VALID, null)).status).toBe(401);
    expect((await create(VALID, staff('Material Manager'))).status).toBe(201);
  });
});

describe('update', () => {
  test('saves the changes normalised and answers the vendor', async () => {
    const vendor = seeded('Karnataka Steel Corporation');
    const { status, body } = await update(vendor._id, {
      ...VALID,
      vendorName: ' Karnataka Steel Corp. ',
      gstNumber: vendor.gstNumber.toLowerCase(),
      phoneNumbers: '9880034567, 9880034568',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Vendor updated successfully', vendor: { _id: vendor._id, vendorName: 'Karnataka Steel Corp.' } });
    expect(seeded('Karnataka Steel Corp.')).toMatchObject({
      gstNumber: '29AABCK7788M1ZL',
      email: 'sales@bharathardware.in',
      phoneNumbers: [
        { number: '9880034567', isPrimary: true },
        { number: '9880034568', isPrimary: false },
      ],
    });
  });

  test('keeps the fields not sent', async () => {
    const vendor = seeded('Cauvery Sand Suppliers');
    const { status } = await update(vendor._id, { paymentTerms: 'Net 15' });
    expect(status).toBe(200);
    expect(seeded('Cauvery Sand Suppliers')).toMatchObject({ paymentTerms: 'Net 15', gstNumber: vendor.gstNumber, phoneNumbers: vendor.phoneNumbers });
  });

  test('refuses another vendor’s GST number (409), an invalid body (400) and an unknown id (404)', async () => {
    const vendor = seeded('Cauvery Sand Suppliers');
    const taken = await update(vendor._id, { gstNumber: SEED_VENDORS[0].gstNumber.toLowerCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('A vendor with this GST number already exists');
    const invalid = await update(vendor._id, { email: 'not an email', phoneNumbers: [] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details).toBe('Please enter a valid email address');
    const missing = await update('ffffffffffffffffffffffff', VALID);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Vendor not found');
    expect(seeded('Cauvery Sand Suppliers').gstNumber).toBe(vendor.gstNumber);
  });

  test('needs MANAGE_VENDOR', async () => {
    const viewer = await createStaff({ role: 'Vendor Viewer', permissions: ['VIEW_VENDOR'] });
    expect((await update(seeded('Shree Traders')._id, { paymentTerms: 'Net 15' }, viewer.email)).status).toBe(403);
  });
});

describe('delete', () => {
  test('removes the vendor; an unknown id is a 404; it needs MANAGE_VENDOR', async () => {
    const vendor = seeded('Mysore Site Services');
    const viewer = await createStaff({ role: 'Vendor Viewer', permissions: ['VIEW_VENDOR'] });
    expect((await callMock('DELETE', `/vendor/deleteVendor/${vendor._id}`, { as: viewer.email })).status).toBe(403);
    const { status, body } = await callMock('DELETE', `/vendor/deleteVendor/${vendor._id}`, { as: ACCOUNTS });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'Vendor deleted successfully' });
    expect(db.vendors.findFirst((q) => q.where({ _id: vendor._id }))).toBeUndefined();
    const again = await callMock('DELETE', `/vendor/deleteVendor/${vendor._id}`, { as: ACCOUNTS });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Vendor not found');
  });
});
