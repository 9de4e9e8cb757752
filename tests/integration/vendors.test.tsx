import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../mocks/db';
import { addScenario, clearScenarios, failWith, htmlPage } from '../../mocks/scenarios';
import { SEED_VENDORS } from '../../mocks/seedVendors';
import { screenWidth, bodyOf, fillIn } from '../screen';
import { renderApp, type RenderAppOptions } from '../renderApp';
import { received, recordRequests } from '../serverLog';
import { createStaff } from './helpers';

const LOAD = { timeout: 5000 };
const PATH = '/vendor-management';
const LIST = '/vendor/getAllVendors';
const SHREE = 'Shree Traders';
const STEEL = 'Karnataka Steel Corporation';
const ASIAN = 'Asian Build Chem';

const table = () => screen.getByRole('table', { name: 'Vendors' });
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;
const vendorOf = (vendorName: string) => db.vendors.findFirst((q) => q.where({ vendorName }));
const toastOf = (text: string) => screen.findByText(text, { selector: '.MuiAlert-message' });
const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(new RegExp(`^${label}`), { selector: 'input, select, textarea' });

async function openScreen(as: RenderAppOptions['as'] = 'accountant', first = SHREE) {
  const view = renderApp(PATH, { as });
  await within(await screen.findByRole('table', { name: 'Vendors' }, LOAD)).findByText(first, undefined, LOAD);
  return view;
}

/** A provider answer in the alternate shapes: the list under `vendors`, short field names, comma strings. */
const ALTERNATE = {
  vendors: [
    {
      id: 'alt1',
      name: 'Tumkur Tiles & Sanitaryware Distributors Private Limited',
      contactPerson: 'Farhan Ali',
      email: 'farhan@tumkurtiles.in',
      gst: '29AAGFS4521K1ZX',
      category: '',
      paymentTerms: '',
      bank: 'Union Bank of India',
      account: '520101234567890',
      ifsc: 'UBIN0552011',
      address: 'BH Road, Tumakuru 572101',
      phoneNumbers: '9845000001, ,9845000002',
      productsServices: 'Floor tiles, Wall tiles, Sanitaryware, CP fittings, Granite',
    },
  ],
};

describe('/vendor-management', () => {
  test('lists every vendor with contact, GST, category badge, bank details, product chips and payment terms', async () => {
    screenWidth(1440);
    await openScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Vendor Management' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Vendor',
      'Contact Info',
      'GST',
      'Category',
      'Bank Details',
      'Products/Services',
      'Payment Terms',
      'Actions',
    ]);
    expect(screen.getByText(`${SEED_VENDORS.length} vendors`)).toBeInTheDocument();
    const row = within(rowOf(SHREE));
    for (const text of [
      '14, APMC Yard Road, Yeshwanthpur, Bengaluru 560022',
      'Mahesh Agarwal',
      '9845012345, 8023371122',
      'orders@shreetraders.in',
      '29AAGFS4521K1ZX',
      'State Bank of India',
      'A/c 30112456789',
      'IFSC SBIN0040312',
      'Net 30',
    ]) {
      expect(row.getByText(text)).toBeInTheDocument();
    }
    expect(row.getByText('Material Supplier').closest('.ToneChip')).toHaveClass('ToneChip-primary');
    expect(within(rowOf('Rao Structural Consultants')).getByText('Consultant').closest('.ToneChip')).toHaveClass('ToneChip-warning');
    expect(row.getByRole('button', { name: `Edit ${SHREE}` })).toBeInTheDocument();
    expect(row.getByRole('button', { name: `Delete ${SHREE}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Vendor' })).toHaveAttribute('href', '/add-vendor');
  });

  test('shows three product chips and +N more beyond them, which opens the rest', async () => {
    const { user } = await openScreen();
    const shree = within(rowOf(SHREE));
    for (const product of ['Cement', 'Aggregates', 'Bricks']) expect(shree.getByText(product)).toBeInTheDocument();
    expect(shree.queryByText('Binding wire')).not.toBeInTheDocument();
    await user.click(shree.getByRole('button', { name: `Show 1 more products of ${SHREE}` }));
    expect(shree.getByText('Binding wire')).toBeInTheDocument();

    const asian = within(rowOf(ASIAN));
    expect(asian.getByRole('button', { name: `Show 2 more products of ${ASIAN}` })).toHaveTextContent('+2 more');
    expect(asian.queryByText('Sealants')).not.toBeInTheDocument();
    // Three products or fewer: all chips, no toggle.
    const deccan = within(rowOf('Deccan Crane & Equipment Hire'));
    expect(deccan.getByText('Scaffolding')).toBeInTheDocument();
    expect(deccan.queryByRole('button', { name: /more products/ })).not.toBeInTheDocument();
  });

  test('searches by vendor name or GST number, in any case', async () => {
    const { user } = await openScreen();
    const search = screen.getByRole('searchbox', { name: 'Search by vendor name or GST number' });
    await user.type(search, 'steel');
    await waitFor(() => expect(within(table()).queryByText(SHREE)).not.toBeInTheDocument());
    expect(within(table()).getByText(STEEL)).toBeInTheDocument();
    expect(screen.getByText(`Showing 1 of ${SEED_VENDORS.length} vendors`)).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '27aacca');
    await waitFor(() => expect(within(table()).queryByText(STEEL)).not.toBeInTheDocument());
    expect(within(table()).getByText(ASIAN)).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '33AAECS9012L1ZA');
    await waitFor(() => expect(within(table()).getByText('Sharma Electrical Works')).toBeInTheDocument());
    // Neither a contact person nor a product is searched.
    await user.clear(search);
    await user.type(search, 'Mahesh');
    expect(await screen.findByText('No vendors found')).toBeInTheDocument();
    expect(screen.getByText('No vendor’s name or GST number matches your search.')).toBeInTheDocument();
  });

  test('reads the alternates: a list under vendors, short field names, phones and products as comma strings; a long name is cut with a toggle', async () => {
    addScenario(failWith('GET', LIST, 200, ALTERNATE));
    const { user } = renderApp(PATH, { as: 'accountant' });
    const long = ALTERNATE.vendors[0].name;
    const shown = `${long.slice(0, 30).trimEnd()}…`;
    await within(await screen.findByRole('table', { name: 'Vendors' }, LOAD)).findByText(shown, { exact: false }, LOAD);
    const row = within(screen.getByText(shown, { exact: false }).closest('tr') as HTMLElement);
    for (const text of ['29AAGFS4521K1ZX', 'Union Bank of India', 'A/c 520101234567890', 'IFSC UBIN0552011', '9845000001, 9845000002', 'Floor tiles', 'Sanitaryware']) {
      expect(row.getByText(text)).toBeInTheDocument();
    }
    expect(row.getByRole('button', { name: /Show 2 more products/ })).toBeInTheDocument();
    expect(row.queryByText(long, { exact: false })).not.toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Show more' }));
    expect(row.getByText(long, { exact: false })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('an HTML page instead of the list is a failed load, never no vendors (ruling 36)', async () => {
    addScenario(htmlPage('GET', LIST));
    renderApp(PATH, { as: 'accountant' });
    expect(await screen.findByText('Failed to fetch vendors. Please check if the backend is running.', undefined, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No vendors found')).not.toBeInTheDocument();
  });

  test('a failed load says so with Retry, which brings the list back', async () => {
    addScenario(failWith('GET', LIST, 500, { message: 'Database down' }));
    const { user } = renderApp(PATH, { as: 'accountant' });
    expect(await screen.findByText('Failed to fetch vendors. Please check if the backend is running.', undefined, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    clearScenarios();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await within(await screen.findByRole('table', { name: 'Vendors' }, LOAD)).findByText(SHREE, undefined, LOAD);
    expect(screen.queryByText('Failed to fetch vendors. Please check if the backend is running.')).not.toBeInTheDocument();
  });

  test('under 768 px each vendor is a card whose Details open the rest', async () => {
    screenWidth(375);
    const { user } = renderApp(PATH, { as: 'accountant' });
    const list = await screen.findByRole('list', { name: 'Vendors' }, LOAD);
    const card = within(await within(list).findByRole('listitem', { name: SHREE }, LOAD));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card.getByText('Mahesh Agarwal')).toBeInTheDocument();
    expect(card.getByText('9845012345')).toBeInTheDocument();
    expect(card.getByText('Material Supplier')).toBeInTheDocument();
    expect(card.queryByText('State Bank of India')).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: `Show details for ${SHREE}` }));
    const details = within(card.getByRole('region', { name: `Details of ${SHREE}` }));
    for (const text of ['State Bank of India', 'IFSC SBIN0040312', 'Net 30', '14, APMC Yard Road, Yeshwanthpur, Bengaluru 560022', 'Cement']) {
      expect(details.getByText(text)).toBeInTheDocument();
    }
    expect(details.getByRole('button', { name: `Show 1 more products of ${SHREE}` })).toBeInTheDocument();
    expect(card.getByRole('button', { name: `Edit ${SHREE}` })).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: `Hide details for ${SHREE}` }));
    expect(card.queryByText('State Bank of India')).not.toBeInTheDocument();
  });

  test('edit opens the vendor filled in, phones and products comma-separated; saves what was changed, toasts and logs', async () => {
    const log = recordRequests();
    const { user } = await openScreen();
    const shree = vendorOf(SHREE)!;
    await user.click(within(rowOf(SHREE)).getByRole('button', { name: `Edit ${SHREE}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vendor' });
    expect(field(dialog, 'Vendor Name')).toHaveValue(SHREE);
    expect(field(dialog, 'Phone Numbers')).toHaveValue('9845012345, 8023371122');
    expect(field(dialog, 'Products/Services')).toHaveValue('Cement, Aggregates, Bricks, Binding wire');
    expect(field(dialog, 'Category')).toHaveValue('Material Supplier');
    expect(field(dialog, 'Payment Terms')).toHaveValue('Net 30');
    expect(within(dialog).getByText('State: Karnataka')).toBeInTheDocument();

    await user.clear(field(dialog, 'Phone Numbers'));
    await user.type(field(dialog, 'Phone Numbers'), ' 98450-12346 , , 80 2337 1122 ');
    await user.clear(field(dialog, 'Products/Services'));
    await user.type(field(dialog, 'Products/Services'), 'Cement,  Steel , ,Cement');
    await user.selectOptions(field(dialog, 'Payment Terms'), 'Net 45');
    await user.clear(field(dialog, 'Email'));
    await user.type(field(dialog, 'Email'), ' Accounts@ShreeTraders.IN ');
    await user.clear(field(dialog, 'IFSC Code'));
    await user.type(field(dialog, 'IFSC Code'), 'sbin0040313');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await toastOf('Vendor updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await bodyOf(log, 'PUT', '/vendor/updateVendor/:id')).toEqual({
      vendorName: SHREE,
      contactPerson: 'Mahesh Agarwal',
      email: 'accounts@shreetraders.in',
      phoneNumbers: [
        { number: '9845012346', isPrimary: true },
        { number: '8023371122', isPrimary: false },
      ],
      gstNumber: '29AAGFS4521K1ZX',
      category: 'Material Supplier',
      productsServices: ['Cement', 'Steel'],
      paymentTerms: 'Net 45',
      bankName: 'State Bank of India',
      accountNumber: '30112456789',
      ifscCode: 'SBIN0040313',
      address: '14, APMC Yard Road, Yeshwanthpur, Bengaluru 560022',
    });
    expect(received(log, 'PUT', '/vendor/updateVendor/:id')[0].path).toBe(`/vendor/updateVendor/${shree._id}`);
    await waitFor(() => expect(within(rowOf(SHREE)).getByText('Net 45')).toBeInTheDocument());
    expect(await bodyOf(log, 'POST', '/activity/create')).toMatchObject({ action: 'updated', entityType: 'vendor', entityId: shree._id, entityName: SHREE });
  });

  test('edit: a vendor without category or payment terms starts at Other and Immediate', async () => {
    addScenario(failWith('GET', LIST, 200, ALTERNATE));
    const { user } = renderApp(PATH, { as: 'accountant' });
    await user.click(await screen.findByRole('button', { name: `Edit ${ALTERNATE.vendors[0].name}` }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vendor' });
    expect(field(dialog, 'Category')).toHaveValue('Other');
    expect(field(dialog, 'Payment Terms')).toHaveValue('Immediate');
    expect(field(dialog, 'Phone Numbers')).toHaveValue('9845000001, 9845000002');
  });

  test('edit applies the same checks: phones, GST number and its check character, IFSC, e-mail; nothing is sent', async () => {
    const log = recordRequests();
    const { user } = await openScreen();
    await user.click(within(rowOf(STEEL)).getByRole('button', { name: `Edit ${STEEL}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vendor' });
    const save = () => user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await fillIn(user, field(dialog, 'Phone Numbers'), ' , ');
    await fillIn(user, field(dialog, 'GST Number'), '29AABCK7788M1ZM');
    await fillIn(user, field(dialog, 'IFSC Code'), 'CNRB1000412');
    await fillIn(user, field(dialog, 'Email'), 'sales@');
    await user.clear(field(dialog, 'Contact Person'));
    await save();
    for (const text of [
      'At least one phone number is required',
      'GST number check character does not match: please check it for a typing mistake',
      'IFSC code should be 4 letters, a zero, then 6 letters or digits (for example SBIN0001234)',
      'Please enter a valid email address',
      'Contact Person is required',
    ]) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }
    await fillIn(user, field(dialog, 'Phone Numbers'), '9880034567, 12345');
    await save();
    expect(await within(dialog).findByText('Please enter valid 10-digit phone numbers')).toBeInTheDocument();
    expect(received(log, 'PUT', '/vendor/updateVendor/:id')).toHaveLength(0);
  });

  test('a failed update says so and keeps the dialog with what was typed', async () => {
    addScenario(failWith('PUT', '/vendor/updateVendor/:id', 500, { message: 'Database down' }));
    const { user } = await openScreen();
    await user.click(within(rowOf(STEEL)).getByRole('button', { name: `Edit ${STEEL}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vendor' });
    await fillIn(user, field(dialog, 'Contact Person'), 'Ravi K.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Failed to update vendor. Please try again.')).toBeInTheDocument();
    expect(field(dialog, 'Contact Person')).toHaveValue('Ravi K.');
    expect(vendorOf(STEEL)!.contactPerson).toBe('Ravi Kulkarni');
  });

  test('edit to another vendor’s GST number is refused and marked on the field', async () => {
    const { user } = await openScreen();
    await user.click(within(rowOf(STEEL)).getByRole('button', { name: `Edit ${STEEL}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vendor' });
    await fillIn(user, field(dialog, 'GST Number'), '29aagfs4521k1zx');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Failed to update vendor. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByText('A vendor with this GST number already exists.')).toBeInTheDocument();
  });

  test('delete asks with the vendor’s name, removes it, toasts and logs', async () => {
    const log = recordRequests();
    const { user } = await openScreen();
    const steel = vendorOf(STEEL)!;
    await user.click(within(rowOf(STEEL)).getByRole('button', { name: `Delete ${STEEL}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Vendor' });
    expect(within(dialog).getByText(`Are you sure you want to delete vendor ${STEEL}?`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toastOf('Vendor deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryByText(STEEL)).not.toBeInTheDocument());
    expect(received(log, 'DELETE', '/vendor/deleteVendor/:id')[0].path).toBe(`/vendor/deleteVendor/${steel._id}`);
    expect(vendorOf(STEEL)).toBeUndefined();
    expect(await bodyOf(log, 'POST', '/activity/create')).toMatchObject({ action: 'deleted', entityType: 'vendor', entityId: steel._id, entityName: STEEL });
  });

  test('a failed delete says so and the vendor stays', async () => {
    addScenario(failWith('DELETE', '/vendor/deleteVendor/:id', 500, { message: 'Database down' }));
    const { user } = await openScreen();
    await user.click(within(rowOf(STEEL)).getByRole('button', { name: `Delete ${STEEL}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Vendor' })).getByRole('button', { name: 'Delete' }));
    expect(await toastOf('Failed to delete vendor. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).getByText(STEEL)).toBeInTheDocument());
    expect(vendorOf(STEEL)).toBeDefined();
  });

  test('a viewer without MANAGE_VENDOR sees the list but cannot add, edit or delete', async () => {
    const viewer = await createStaff({ role: 'Vendor Viewer', permissions: ['VIEW_VENDOR'] });
    await openScreen({ email: viewer.email });
    expect(screen.queryByRole('link', { name: 'Add Vendor' })).not.toBeInTheDocument();
    expect(within(rowOf(SHREE)).queryByRole('button', { name: `Edit ${SHREE}` })).not.toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Actions');
  });
});
