import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../mocks/db';
import { addScenario, clearScenarios, failWith, htmlPage, networkFailure } from '../../mocks/scenarios';
import { fillIn, screenWidth } from '../screen';
import { renderApp, type RenderAppOptions } from '../renderApp';
import { received, recordRequests } from '../serverLog';
import { stubBlobUrls } from '../blobUrls';
import { createStaff } from './helpers';

const LOAD = { timeout: 5000 };
const ABDUL = 'Abdul Rahim';
const ANIL = 'Anil Kumar Yadav';
const LONG_NAME = 'Venkata Satya Narayana Murthy Pothula';

beforeEach(() => void stubBlobUrls());

const profileOf = (name: string) => db.labourProfiles.findFirst((q) => q.where({ name }));
const table = () => screen.getByRole('table', { name: 'Labour' });
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;
const field = (label: RegExp, container: HTMLElement) => within(container).getByLabelText(label, { selector: 'input, select, textarea' });
const cardValue = (label: string) => within(screen.getByRole('group', { name: label })).getByText(/^\d+$/).textContent;

async function openRegister(as: RenderAppOptions['as'] = 'hrManager') {
  const view = renderApp('/labor-management', { as });
  await within(await screen.findByRole('table', { name: 'Labour' }, LOAD)).findByText(ABDUL, undefined, LOAD);
  return view;
}

/** The window's width for this test only. */
describe('/labor-management', () => {
  test('lists the profiles with the counts, the columns, and Add Labour', async () => {
    screenWidth(1440);
    await openRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Labour Register' })).toBeInTheDocument();
    const all = db.labourProfiles.all();
    expect(cardValue('Total')).toBe(String(all.length));
    expect(cardValue('Skilled')).toBe(String(all.filter((p) => p.category === 'Skilled').length));
    expect(cardValue('Unskilled')).toBe(String(all.filter((p) => p.category === 'Unskilled').length));
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Category', 'Contact', 'Bank Details', 'Actions']);
    const abdul = profileOf(ABDUL)!;
    const row = within(rowOf(ABDUL));
    expect(row.getByText(abdul.address)).toBeInTheDocument();
    expect(row.getByText('Skilled')).toBeInTheDocument();
    expect(row.getByText(abdul.phone)).toBeInTheDocument();
    expect(row.getByText(abdul.email)).toBeInTheDocument();
    expect(row.getByText(`A/C: ${abdul.accountNumber}`)).toBeInTheDocument();
    expect(row.getByText(`IFSC: ${abdul.ifscCode}`)).toBeInTheDocument();
    for (const action of ['View', 'Edit', 'Delete']) expect(row.getByRole('button', { name: `${action} ${ABDUL}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Labour' })).toHaveAttribute('href', '/add-labor');
  });

  test('searches by name and filters by category; with nothing left it says so', async () => {
    const { user } = await openRegister();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'rahim');
    await waitFor(() => expect(within(table()).queryByText(ANIL)).not.toBeInTheDocument());
    expect(within(table()).getByText(ABDUL)).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    const category = screen.getByLabelText('Category', { selector: 'select' });
    expect(within(category).getAllByRole('option').map((o) => o.textContent)).toEqual(['All Categories', 'Skilled', 'Unskilled']);
    await user.selectOptions(category, 'Unskilled');
    await within(table()).findByText(ANIL);
    expect(within(table()).queryByText(ABDUL)).not.toBeInTheDocument();
    expect(within(table()).getAllByText('Unskilled').length).toBeGreaterThan(0);
    expect(within(table()).queryByText('Skilled')).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'rahim');
    expect(await screen.findByText('No labour found matching your criteria.')).toBeInTheDocument();
  });

  test('a name over 30 characters is cut, with a toggle that shows it whole', async () => {
    const { user } = await openRegister();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'Venkata');
    const row = await within(table()).findByText(/^Venkata Satya Narayana Murthy…/);
    expect(row).not.toHaveTextContent(LONG_NAME);
    await user.click(within(table()).getByRole('button', { name: 'Show more' }));
    expect(within(table()).getByText(new RegExp(LONG_NAME))).toBeInTheDocument();
    expect(within(table()).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('the view modal shows every detail and the uploaded ID proof from the API host', async () => {
    const { user } = await openRegister();
    await user.click(within(rowOf(ABDUL)).getByRole('button', { name: `View ${ABDUL}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Labour Details' });
    const abdul = profileOf(ABDUL)!;
    for (const value of [abdul.name, abdul.phone, abdul.email, abdul.address, abdul.accountNumber, abdul.ifscCode, abdul.branchName]) {
      expect(within(dialog).getAllByText(value).length).toBeGreaterThan(0);
    }
    const image = within(dialog).getByRole('img', { name: `ID proof of ${ABDUL}` });
    expect(image).toHaveAttribute('src', `/uploads/labour/${abdul.idProof}`);
    // The address serves that very image.
    const served = await fetch(`http://localhost:3000/uploads/labour/${abdul.idProof}`);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(await served.text()).toContain(ABDUL);

    // An image that does not load is not available either.
    fireEvent.error(image);
    expect(within(dialog).getByText('Image not available')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('a profile without an ID proof shows Image not available', async () => {
    const { user } = await openRegister();
    await user.click(within(rowOf(ANIL)).getByRole('button', { name: `View ${ANIL}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Labour Details' });
    expect(within(dialog).getByText('Image not available')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });

  test('edit without a new image sends every field, keeps the stored image, toasts and logs the activity', async () => {
    const log = recordRequests();
    const { user } = await openRegister();
    const before = profileOf(ABDUL)!;
    await user.click(within(rowOf(ABDUL)).getByRole('button', { name: `Edit ${ABDUL}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Labour' });
    expect(field(/full name/i, dialog)).toHaveValue(ABDUL);
    expect(field(/ifsc code/i, dialog)).toHaveValue(before.ifscCode);
    expect(within(dialog).getByRole('img', { name: 'Current ID Proof Image' })).toHaveAttribute('src', `/uploads/labour/${before.idProof}`);
    await user.clear(field(/^address/i, dialog));
    await user.type(field(/^address/i, dialog), '24, Tannery Road, Bengaluru');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Labour updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const [put] = received(log, 'PUT', '/labourprofile/update/:id');
    expect(put.path).toBe(`/labourprofile/update/${before._id}`);
    await waitFor(() => expect(put.body).toBeDefined());
    expect(put.body).toEqual({
      name: ABDUL,
      category: 'Skilled',
      phone: before.phone,
      email: before.email,
      address: '24, Tannery Road, Bengaluru',
      ifscCode: before.ifscCode,
      branchName: before.branchName,
      accountNumber: before.accountNumber,
    });
    expect(profileOf(ABDUL)?.idProof).toBe(before.idProof);
    await within(table()).findByText('24, Tannery Road, Bengaluru');
    await waitFor(() => expect(db.activities.findFirst((q) => q.where({ entityType: 'labour', action: 'updated', entityId: before._id }))).toBeDefined());
  });

  test('edit with a new image sends the file, and the view then shows the new image', async () => {
    const log = recordRequests();
    const { user } = await openRegister();
    const before = profileOf(ANIL)!;
    await user.click(within(rowOf(ANIL)).getByRole('button', { name: `Edit ${ANIL}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Labour' });
    await user.upload(within(dialog).getByLabelText('ID Proof Image', { selector: 'input' }), new File([new Uint8Array([1, 2, 3])], 'voter-id.jpg', { type: 'image/jpeg' }));
    expect(within(dialog).getByRole('img', { name: 'Preview of voter-id.jpg' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Labour updated successfully')).toBeInTheDocument();
    const [put] = received(log, 'PUT', '/labourprofile/update/:id');
    await waitFor(() => expect(put.body).toBeDefined());
    expect((put.body as { idProof: File }).idProof.name).toBe('voter-id.jpg');

    const stored = profileOf(ANIL)!.idProof;
    expect(stored).toMatch(/\.jpg$/);
    expect(before.idProof).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(rowOf(ANIL)).getByRole('button', { name: `View ${ANIL}` }));
    const view = await screen.findByRole('dialog', { name: 'Labour Details' });
    expect(await within(view).findByRole('img', { name: `ID proof of ${ANIL}` })).toHaveAttribute('src', `/uploads/labour/${stored}`);
  });

  test('edit checks its fields; category defaults to Skilled when the record has none', async () => {
    // A provider record without a category.
    const { category: _none, ...anil } = profileOf(ANIL)!;
    const abdul = profileOf(ABDUL)!;
    addScenario(failWith('GET', '/labourprofile/getAll', 200, [abdul, anil]));
    const { user } = await openRegister();
    await user.click(within(rowOf(ANIL)).getByRole('button', { name: `Edit ${ANIL}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Labour' });
    expect(field(/^category/i, dialog)).toHaveValue('Skilled');
    await user.clear(field(/full name/i, dialog));
    await fillIn(user, field(/^phone/i, dialog), '12345');
    await user.clear(field(/^address/i, dialog));
    await fillIn(user, field(/^email/i, dialog), 'x@y');
    await user.clear(field(/ifsc code/i, dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    for (const text of ['Name is required', 'Please enter a valid 10-digit phone number', 'Address is required']) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).queryByText('IFSC Code is required')).not.toBeInTheDocument();
  });

  test('a failed update is a red toast with the server message; the dialog keeps what was typed', async () => {
    addScenario(failWith('PUT', '/labourprofile/update/:id', 400, { message: 'A labour profile with this phone number already exists' }));
    const { user } = await openRegister();
    await user.click(within(rowOf(ABDUL)).getByRole('button', { name: `Edit ${ABDUL}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Labour' });
    await fillIn(user, field(/^phone/i, dialog), '9845012345');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const toast = await screen.findByText('Failed to update labour: A labour profile with this phone number already exists');
    expect(toast.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorError');
    expect(field(/^phone/i, dialog)).toHaveValue('9845012345');
  });

  test('delete asks first, removes the profile, toasts and logs the activity', async () => {
    const { user } = await openRegister();
    const abdul = profileOf(ABDUL)!;
    await user.click(within(rowOf(ABDUL)).getByRole('button', { name: `Delete ${ABDUL}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Labour' });
    expect(within(dialog).getByText('Are you sure you want to delete this labour record? This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Labour deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryByText(ABDUL)).not.toBeInTheDocument());
    expect(profileOf(ABDUL)).toBeUndefined();
    expect(db.uploads.findFirst((q) => q.where({ _id: abdul.idProof! }))).toBeUndefined();
    await waitFor(() => expect(db.activities.findFirst((q) => q.where({ entityType: 'labour', action: 'deleted', entityId: abdul._id }))).toBeDefined());
  });

  test('a failed delete keeps the row and says why', async () => {
    addScenario(failWith('DELETE', '/labourprofile/delete/:id', 500, { message: 'Database down' }));
    const { user } = await openRegister();
    await user.click(within(rowOf(ABDUL)).getByRole('button', { name: `Delete ${ABDUL}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Labour' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete labour: Database down')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).getByText(ABDUL)).toBeInTheDocument());
    expect(profileOf(ABDUL)).toBeDefined();
  });

  test('with no profiles at all it prompts to add one', async () => {
    db.labourProfiles.clear();
    renderApp('/labor-management', { as: 'hrManager' });
    expect(await screen.findByText('No labour records yet', undefined, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Click Add Labour to register the first worker.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add Labour' }).length).toBeGreaterThan(0);
  });

  test('a viewer without MANAGE_LABOR can view but not add, edit or delete', async () => {
    const viewer = await createStaff({ role: 'Site Clerk', permissions: ['VIEW_LABOR'] });
    await openRegister({ email: viewer.email });
    expect(within(rowOf(ABDUL)).getByRole('button', { name: `View ${ABDUL}` })).toBeInTheDocument();
    expect(within(rowOf(ABDUL)).queryByRole('button', { name: `Edit ${ABDUL}` })).not.toBeInTheDocument();
    expect(within(rowOf(ABDUL)).queryByRole('button', { name: `Delete ${ABDUL}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Labour' })).not.toBeInTheDocument();
  });

  test('a tablet-wide table leaves the bank details to the view', async () => {
    screenWidth(1024);
    await openRegister();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Category', 'Contact', 'Actions']);
    expect(within(rowOf(ABDUL)).queryByText(/^A\/C:/)).not.toBeInTheDocument();
  });

  test('under 768 px each profile is a card without the bank details', async () => {
    const wide = window.innerWidth;
    window.innerWidth = 375;
    try {
      renderApp('/labor-management', { as: 'hrManager' });
      const list = await screen.findByRole('list', { name: 'Labour' }, LOAD);
      const card = await within(list).findByRole('listitem', { name: ABDUL }, LOAD);
      expect(within(card).getByText(profileOf(ABDUL)!.phone)).toBeInTheDocument();
      expect(within(card).queryByText(/^A\/C:/)).not.toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      window.innerWidth = wide;
    }
  });

  test.each([
    ['an HTML page', () => htmlPage('GET', '/labourprofile/getAll'), 'Backend API not responding correctly. Check if server is running and routes are configured.'],
    ['a refused connection', () => networkFailure('GET', '/labourprofile/getAll'), 'Cannot connect to server. Please check if the backend is running on port 3003.'],
    ['a 404', () => failWith('GET', '/labourprofile/getAll', 404, { message: 'Not found' }), 'API endpoint not found...'],
    ['another error', () => failWith('GET', '/labourprofile/getAll', 500, { error: 'Mongo down' }), 'Failed to fetch labour data: Mongo down'],
  ])('a failed load (%s) shows its text with Retry, which loads the list', async (_case, scenario, text) => {
    addScenario(scenario());
    const { user } = renderApp('/labor-management', { as: 'hrManager' });
    expect(await screen.findByText(text, undefined, LOAD)).toBeInTheDocument();
    clearScenarios();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await within(await screen.findByRole('table', { name: 'Labour' }, LOAD)).findByText(ABDUL, undefined, LOAD);
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });
});
