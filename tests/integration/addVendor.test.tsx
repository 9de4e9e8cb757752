import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { REDIRECT_AFTER_CREATE_MS, VENDOR_CREATE_TIMEOUT_MS } from '@/config/constants';
import { db } from '../../mocks/db';
import { addScenario, emptyBody, failWith, networkFailure, slow, type Scenario } from '../../mocks/scenarios';
import { holdRequests } from '../holdRequests';
import { bodyOf, fillIn, typeIn, type FillStep } from '../screen';
import { renderApp } from '../renderApp';
import { received, recordRequests } from '../serverLog';
import { advanceBy, useFakeTimeouts } from '../timers';
import { createStaff } from './helpers';

const LOAD = { timeout: 5000 };
const PATH = '/add-vendor';
const CREATE = '/vendor/createVendor';
/** A published, valid GSTIN (Maharashtra) that no seeded vendor has. */
const NEW_GSTIN = '27AAPFU0939F1ZV';

const form = () => screen.getByRole('form', { name: 'Add vendor' });
const field = (label: string) => within(form()).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`), { selector: 'input, select, textarea' });
const submitButton = () => within(form()).getByRole('button', { name: 'Add Vendor' });

async function openAddVendor() {
  const view = renderApp(PATH, { as: 'accountant' });
  await screen.findByRole('form', { name: 'Add vendor' }, LOAD);
  return view;
}

/** Fills every field validly, pasting each value unless told to type it. */
async function fillValid(user: UserEvent, enter: FillStep = fillIn) {
  await enter(user, field('Vendor Name'), '  Bharat Hardware Mart ');
  await enter(user, field('GST Number'), ` ${NEW_GSTIN.toLowerCase()} `);
  await user.selectOptions(field('Payment Terms'), 'Net 15');
  await enter(user, field('Contact Person'), ' Suresh Hegde ');
  await enter(user, field('Email'), ' Sales@BharatHardware.IN ');
  await user.selectOptions(field('Category'), 'Material Supplier');
  await enter(user, field('Phone 1'), '98450-11223');
  await user.click(within(form()).getByRole('button', { name: 'Add Phone' }));
  await enter(user, field('Phone 2'), '(080) 2345 678');
  await enter(user, field('Product or service'), ' Hinges ');
  await user.keyboard('{Enter}');
  await enter(user, field('Product or service'), 'Door handles');
  await user.click(within(form()).getByRole('button', { name: 'Add' }));
  await enter(user, field('Bank Name'), ' Canara Bank ');
  await enter(user, field('Account Number'), ' 0412201001111 ');
  await enter(user, field('IFSC Code'), 'cnrb0000412');
  await enter(user, field('Address'), ' 8, Avenue Road, Bengaluru 560002 ');
}

describe('/add-vendor', () => {
  test('has the back arrow, the four sections, Cancel and Add Vendor', async () => {
    const { user, router } = await openAddVendor();
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Vendor' })).toBeInTheDocument();
    for (const section of ['Vendor Details', 'Contact & Category', 'Products & Services', 'Bank & Address']) {
      expect(within(form()).getByRole('region', { name: section })).toBeInTheDocument();
    }
    expect(within(field('Category')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select category',
      'Material Supplier',
      'Service Provider',
      'Equipment Supplier',
      'Consultant',
      'Other',
    ]);
    expect(within(field('Payment Terms')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select payment terms',
      'Immediate',
      'Net 15',
      'Net 30',
      'Net 45',
      'Net 60',
    ]);
    expect(within(form()).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to vendor management' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor-management'));
  });

  test('Cancel goes back to the list', async () => {
    const { user, router } = await openAddVendor();
    await user.click(within(form()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor-management'));
  });

  test('an empty form names every required field and the missing phone; nothing is sent', async () => {
    const log = recordRequests();
    const { user } = await openAddVendor();
    await user.type(field('Vendor Name'), '   ');
    await user.click(submitButton());
    for (const text of [
      'Vendor Name is required',
      'Contact Person is required',
      'Email is required',
      'GST Number is required',
      'Category is required',
      'Payment Terms is required',
      'Bank Name is required',
      'Account Number is required',
      'IFSC Code is required',
      'Address is required',
      'At least one phone number is required',
    ]) {
      expect(await within(form()).findByText(text)).toBeInTheDocument();
    }
    expect(received(log, 'POST', CREATE)).toHaveLength(0);
  });

  test('checks the e-mail, the GST number’s length, structure, state code and check character, the IFSC and every phone', async () => {
    const log = recordRequests();
    const { user } = await openAddVendor();
    await fillValid(user);
    const retype = (label: string, value: string) => fillIn(user, field(label), value);
    await retype('Email', 'sales@bharat');
    await retype('GST Number', '27AAPFU0939F1Z');
    await retype('IFSC Code', 'CNRB000412');
    await retype('Phone 2', '12345');
    await user.click(submitButton());
    expect(await within(form()).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(form()).getByText('GST number should be 15 characters long')).toBeInTheDocument();
    expect(within(form()).getByText('IFSC code should be 4 letters, a zero, then 6 letters or digits (for example SBIN0001234)')).toBeInTheDocument();
    expect(within(form()).getByText('Please enter valid 10-digit phone numbers')).toBeInTheDocument();
    expect(field('Phone 2')).toHaveAccessibleDescription('Please enter valid 10-digit phone numbers');
    expect(field('Phone 2')).toHaveAttribute('aria-invalid', 'true');

    await retype('GST Number', '27AAPF10939F1ZV');
    await user.click(submitButton());
    expect(
      await within(form()).findByText('GST number format is invalid: it should be a 2-digit state code, a 10-character PAN, an entity code, Z and a check character'),
    ).toBeInTheDocument();
    await retype('GST Number', '40AAPFU0939F1ZV');
    await user.click(submitButton());
    expect(await within(form()).findByText('GST number should start with a GST state code (01 to 38, 97 or 99)')).toBeInTheDocument();
    // One character changed: the check character no longer matches.
    await retype('GST Number', '27AAPFU0939F1ZW');
    await user.click(submitButton());
    expect(await within(form()).findByText('GST number check character does not match: please check it for a typing mistake')).toBeInTheDocument();
    expect(received(log, 'POST', CREATE)).toHaveLength(0);
  });

  test('a field’s error clears when it is edited, the phones’ error when any phone is', async () => {
    const { user } = await openAddVendor();
    await user.click(submitButton());
    expect(await within(form()).findByText('At least one phone number is required')).toBeInTheDocument();
    expect(within(form()).getByText('Vendor Name is required')).toBeInTheDocument();
    await user.type(field('Phone 1'), '9');
    expect(within(form()).queryByText('At least one phone number is required')).not.toBeInTheDocument();
    expect(within(form()).getByText('Vendor Name is required')).toBeInTheDocument();
    await user.type(field('Vendor Name'), 'B');
    expect(within(form()).queryByText('Vendor Name is required')).not.toBeInTheDocument();
    expect(within(form()).getByText('Email is required')).toBeInTheDocument();
  });

  test('shows the state the GST number’s first two digits name', async () => {
    const { user } = await openAddVendor();
    expect(within(form()).queryByText(/^State:/)).not.toBeInTheDocument();
    await user.type(field('GST Number'), '29');
    expect(within(form()).getByText('State: Karnataka')).toBeInTheDocument();
    await user.clear(field('GST Number'));
    await user.type(field('GST Number'), '33AAECS');
    expect(within(form()).getByText('State: Tamil Nadu')).toBeInTheDocument();
    await user.clear(field('GST Number'));
    await user.type(field('GST Number'), '98');
    expect(within(form()).queryByText(/^State:/)).not.toBeInTheDocument();
  });

  test('products are added one at a time with Enter or Add, trimmed, without repeats, and can be removed; phones can be added and removed', async () => {
    const { user } = await openAddVendor();
    const products = () => within(within(form()).getByRole('list', { name: 'Products and services' }));
    await user.type(field('Product or service'), '  Cement {Enter}');
    expect(field('Product or service')).toHaveValue('');
    await user.type(field('Product or service'), 'Sand');
    await user.click(within(form()).getByRole('button', { name: 'Add' }));
    await user.type(field('Product or service'), 'cement{Enter}');
    expect(within(form()).getByText('cement is already in the list')).toBeInTheDocument();
    expect(products().getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Cement', 'Sand']);
    await user.clear(field('Product or service'));
    await user.type(field('Product or service'), '   {Enter}');
    expect(products().getAllByRole('listitem')).toHaveLength(2);
    await user.click(products().getByLabelText('Remove Cement'));
    expect(products().getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Sand']);
    // Enter in the product field never submits the form.
    expect(within(form()).queryByText('Vendor Name is required')).not.toBeInTheDocument();

    expect(within(form()).queryByRole('button', { name: /Remove phone/ })).not.toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: 'Add Phone' }));
    await user.click(within(form()).getByRole('button', { name: 'Add Phone' }));
    expect(field('Phone 3')).toHaveFocus();
    await user.click(within(form()).getByRole('button', { name: 'Remove phone 2' }));
    expect(within(form()).queryByLabelText(/^Phone 3/)).not.toBeInTheDocument();
    expect(field('Phone 2')).toBeInTheDocument();
  });

  test('sends the vendor normalised, says so, logs it and opens the list after 2 s, where it is', async () => {
    const log = recordRequests();
    const { user, router } = await openAddVendor();
    // Typed key by key: the one test that fills the whole form as a typist would.
    await fillValid(user, typeIn);
    await user.click(within(form()).getByRole('button', { name: 'Add Phone' }));
    useFakeTimeouts();
    await user.click(submitButton());
    expect(await within(form()).findByText('Vendor created successfully! Redirecting...')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
    expect(submitButton()).toBeDisabled();
    await advanceBy(REDIRECT_AFTER_CREATE_MS);
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor-management'));
    expect(await bodyOf(log, 'POST', CREATE)).toEqual({
      vendorName: 'Bharat Hardware Mart',
      contactPerson: 'Suresh Hegde',
      email: 'sales@bharathardware.in',
      phoneNumbers: [
        { number: '9845011223', isPrimary: true },
        { number: '0802345678', isPrimary: false },
      ],
      gstNumber: NEW_GSTIN,
      category: 'Material Supplier',
      productsServices: ['Hinges', 'Door handles'],
      paymentTerms: 'Net 15',
      bankName: 'Canara Bank',
      accountNumber: '0412201001111',
      ifscCode: 'CNRB0000412',
      address: '8, Avenue Road, Bengaluru 560002',
    });
    const saved = db.vendors.findFirst((q) => q.where({ vendorName: 'Bharat Hardware Mart' }));
    await waitFor(() =>
      expect(db.activities.findFirst((q) => q.where({ entityType: 'vendor', action: 'created', entityName: 'Bharat Hardware Mart' }))?.entityId).toBe(saved?._id),
    );
    expect(await within(await screen.findByRole('table', { name: 'Vendors' }, LOAD)).findByText('Bharat Hardware Mart', undefined, LOAD)).toBeInTheDocument();
  });

  test.each<[string, Scenario, string]>([
    ['a 400 with details', failWith('POST', CREATE, 400, { message: 'Invalid', details: 'GST number is not registered' }), 'Validation error: GST number is not registered'],
    ['a 400 with error', failWith('POST', CREATE, 400, { error: 'Bad vendor' }), 'Validation error: Bad vendor'],
    ['a bare 400', failWith('POST', CREATE, 400, { message: 'Invalid' }), 'Validation error: Invalid data provided'],
    ['a 500', failWith('POST', CREATE, 500, { details: 'Database down' }), 'Server error. Please try again later.'],
    ['a 502 with details', failWith('POST', CREATE, 502, { details: 'Upstream closed' }), 'Failed to save vendor: Upstream closed'],
    ['a 503 with error', failWith('POST', CREATE, 503, { error: 'Maintenance' }), 'Failed to save vendor: Maintenance'],
    ['a 503 without text', failWith('POST', CREATE, 503, { message: 'Try later' }), 'Failed to save vendor. Please try again.'],
    ['no connection', networkFailure('POST', CREATE), 'Network error. Please check if the backend server is running.'],
    // A proxy's empty 200 is no proof the vendor was saved: it once passed for a success.
    ['an empty answer', emptyBody('POST', CREATE), 'Failed to save vendor. Please try again.'],
  ])('%s says so and keeps everything typed', async (_label, scenario, text) => {
    addScenario(scenario);
    const { user } = await openAddVendor();
    await fillValid(user);
    await user.click(submitButton());
    const message = await within(form()).findByText(text);
    expect(message.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorError');
    expect(field('Vendor Name')).toHaveValue('  Bharat Hardware Mart ');
    expect(field('Phone 2')).toHaveValue('(080) 2345 678');
    expect(within(form()).getByText('Door handles')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  test('a GST number another vendor has gives the duplicate text', async () => {
    const { user } = await openAddVendor();
    await fillValid(user);
    await fillIn(user, field('GST Number'), '29aagfs4521k1zx');
    await user.click(submitButton());
    expect(await within(form()).findByText('A vendor with this GST number already exists.')).toBeInTheDocument();
    expect(db.vendors.findFirst((q) => q.where({ vendorName: 'Bharat Hardware Mart' }))).toBeUndefined();
  });

  test('no answer within 5 s is a timeout', async () => {
    addScenario(slow('POST', CREATE, VENDOR_CREATE_TIMEOUT_MS + 1000));
    const { user } = await openAddVendor();
    await fillValid(user);
    useFakeTimeouts();
    await user.click(submitButton());
    expect(await within(form()).findByRole('button', { name: 'Adding...' })).toBeDisabled();
    // The fake clock also follows the real one, so the check before the limit keeps a margin.
    await advanceBy(VENDOR_CREATE_TIMEOUT_MS - 1000);
    expect(within(form()).queryByText('Request timeout. Please check your connection and try again.')).not.toBeInTheDocument();
    await advanceBy(1000);
    expect(await within(form()).findByText('Request timeout. Please check your connection and try again.')).toBeInTheDocument();
    expect(field('Vendor Name')).toHaveValue('  Bharat Hardware Mart ');
    expect(submitButton()).toBeEnabled();
  });

  test('while it sends, the form locks; a second click sends nothing more', async () => {
    const log = recordRequests();
    const release = holdRequests('post', CREATE);
    const { user } = await openAddVendor();
    await fillValid(user);
    await user.dblClick(submitButton());
    const busy = await within(form()).findByRole('button', { name: 'Adding...' });
    expect(busy).toBeDisabled();
    expect(within(form()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    expect(await within(form()).findByText('Vendor created successfully! Redirecting...')).toBeInTheDocument();
    expect(received(log, 'POST', CREATE)).toHaveLength(1);
  });

  test('needs MANAGE_VENDOR', async () => {
    const viewer = await createStaff({ role: 'Vendor Viewer', permissions: ['VIEW_VENDOR'] });
    const { router } = renderApp(PATH, { as: { email: viewer.email } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'), LOAD);
  });
});
