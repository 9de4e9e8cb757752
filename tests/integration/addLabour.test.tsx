import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { REDIRECT_AFTER_LABOUR_CREATE_MS } from '@/config/constants';
import { db } from '../../mocks/db';
import { addScenario, failWith, htmlPage, networkFailure } from '../../mocks/scenarios';
import { SEED_LABOUR_PROFILES } from '../../mocks/seedProjects';
import { renderApp } from '../renderApp';
import { fillIn, typeIn, type FillStep } from '../screen';
import { received, recordRequests } from '../serverLog';
import { advanceBy, useFakeTimeouts } from '../timers';
import { stubBlobUrls } from '../blobUrls';
import { fillLabourForm } from './helpers';

beforeEach(() => void stubBlobUrls());

async function openAddLabour() {
  const view = renderApp('/add-labor', { as: 'hrManager' });
  await screen.findByRole('heading', { level: 1, name: 'Add New Labour' });
  return view;
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select, textarea' });
const fileInput = () => screen.getByLabelText('ID Proof Image', { selector: 'input' });
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Add Labour' }));
const png = (name = 'aadhaar.png', size = 4) => new File([new Uint8Array(size).fill(7)], name, { type: 'image/png' });

/** Fills every field validly, pasting each value unless told to type it. */
/** The form filled validly, its e-mail and IFSC code in mixed case (the screen sends them normalised). */
function fillValid(user: UserEvent, change: { phone?: string; email?: string } = {}, enter: FillStep = fillIn) {
  return fillLabourForm(user, { email: 'Harish.C@Example.in', ifscCode: 'sbin0040999', ...change }, enter);
}

describe('/add-labor', () => {
  test('has the three sections', async () => {
    await openAddLabour();
    for (const name of ['Personal Information', 'Identity Proof', 'Banking Information']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const identity = screen.getByRole('region', { name: 'Identity Proof' });
    expect(within(identity).getByLabelText('ID Proof Image', { selector: 'input' })).toBeInTheDocument();
  });

  test('every required field has its message, with the amber toast', async () => {
    const log = recordRequests();
    const { user } = await openAddLabour();
    await submit(user);
    const toast = await screen.findByText('Please fix the errors below');
    expect(toast.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorWarning');
    for (const text of [
      'Category is required',
      'Name is required',
      'Address is required',
      'Phone is required',
      'IFSC Code is required',
      'Branch Name is required',
      'Account Number is required',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(received(log, 'POST', '/labourprofile/create')).toHaveLength(0);
  });

  test('phone must have 10 digits, e-mail must look like one; a field’s error clears when it is edited', async () => {
    const { user } = await openAddLabour();
    await user.type(field(/^phone/i), '98450-9988');
    await user.type(field(/^email/i), 'harish@site');
    await submit(user);
    expect(await screen.findByText('Please enter a valid 10-digit phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(field(/^phone/i), '7');
    expect(screen.queryByText('Please enter a valid 10-digit phone number')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  test('the ID proof must be an image under 5 MB', async () => {
    const { user } = await openAddLabour();
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(fileInput(), new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }));
    await submit(user);
    expect(await screen.findByText('Please select an image file')).toBeInTheDocument();
    await user.upload(fileInput(), png('big.png', 5 * 1024 * 1024));
    await submit(user);
    expect(await screen.findByText('File size must be less than 5MB')).toBeInTheDocument();
  });

  test('a chosen image is previewed', async () => {
    const { user } = await openAddLabour();
    await user.upload(fileInput(), png('front.png'));
    expect(screen.getByRole('img', { name: 'Preview of front.png' })).toHaveAttribute('src', 'blob:preview-1');
    await user.click(screen.getByRole('button', { name: 'Remove front.png' }));
    expect(screen.queryByRole('img', { name: /preview/i })).not.toBeInTheDocument();
  });

  test('sends the profile and the image as multipart, toasts, logs the activity and opens the register after 1 s', async () => {
    const log = recordRequests();
    const { user, router } = await openAddLabour();
    // Typed key by key: the one test that fills the whole profile as a typist would.
    await fillValid(user, {}, typeIn);
    await user.upload(fileInput(), png('aadhaar.png', 6));
    useFakeTimeouts();
    await submit(user);
    expect(await screen.findByText('Labour added successfully!')).toBeInTheDocument();
    const [post] = received(log, 'POST', '/labourprofile/create');
    await waitFor(() => expect(post.body).toBeDefined());
    const body = post.body as Record<string, unknown>;
    expect(Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string'))).toEqual({
      name: 'Harish Chandra',
      category: 'Unskilled',
      phone: '9845099887',
      email: 'harish.c@example.in',
      address: '9, Market Road, Tumakuru',
      ifscCode: 'SBIN0040999',
      branchName: 'Tumakuru',
      accountNumber: '30998877665',
    });
    const file = body.idProof as File;
    expect(file.name).toBe('aadhaar.png');
    expect(file.type).toBe('image/png');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([7, 7, 7, 7, 7, 7]);

    const saved = db.labourProfiles.findFirst((q) => q.where({ name: 'Harish Chandra' }));
    expect(saved?.idProof).toMatch(/\.png$/);
    expect(router.state.location.pathname).toBe('/add-labor');
    await advanceBy(REDIRECT_AFTER_LABOUR_CREATE_MS);
    await waitFor(() => expect(router.state.location.pathname).toBe('/labor-management'));
    await waitFor(() =>
      expect(db.activities.findFirst((q) => q.where({ entityType: 'labour', action: 'created', entityName: 'Harish Chandra' }))?.entityId).toBe(saved?._id),
    );
  });

  test('without an image no file is sent', async () => {
    const log = recordRequests();
    const { user } = await openAddLabour();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('Labour added successfully!')).toBeInTheDocument();
    const [post] = received(log, 'POST', '/labourprofile/create');
    await waitFor(() => expect(post.body).toBeDefined());
    expect(post.body).not.toHaveProperty('idProof');
  });

  test('a duplicate phone or e-mail comes back on its field; nothing typed is lost', async () => {
    const { user } = await openAddLabour();
    await fillValid(user, { phone: SEED_LABOUR_PROFILES[0].phone });
    await submit(user);
    expect(await screen.findByText('A labour profile with this phone number already exists')).toBeInTheDocument();
    expect(field(/^phone/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/full name/i)).toHaveValue('Harish Chandra');

    await fillIn(user, field(/^phone/i), '9000000001');
    await fillIn(user, field(/^email/i), 'ramesh.naik@gmail.com');
    await submit(user);
    expect(await screen.findByText('A labour profile with this email already exists')).toBeInTheDocument();
    expect(field(/^email/i)).toHaveAttribute('aria-invalid', 'true');
  });

  test.each([
    ['another 400', () => failWith('POST', '/labourprofile/create', 400, { message: 'Name is required' }), 'Name is required'],
    ['a refused connection', () => networkFailure('POST', '/labourprofile/create'), 'Cannot connect to server. Please check if the backend is running.'],
    ['a 500', () => failWith('POST', '/labourprofile/create', 500, { message: 'Database down' }), 'Failed to add labour. Please try again.'],
    ['an HTML page', () => htmlPage('POST', '/labourprofile/create', 502), 'Failed to add labour. Please try again.'],
  ])('%s is a red toast, and what was typed stays', async (_case, scenario, text) => {
    addScenario(scenario());
    const { user } = await openAddLabour();
    await fillValid(user);
    await submit(user);
    const toast = await screen.findByText(text);
    expect(toast.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorError');
    expect(field(/full name/i)).toHaveValue('Harish Chandra');
    expect(field(/account number/i)).toHaveValue('30998877665');
    expect(screen.getByRole('button', { name: 'Add Labour' })).toBeEnabled();
  });

  test('a double click sends once', async () => {
    const log = recordRequests();
    const { user } = await openAddLabour();
    await fillValid(user);
    await user.dblClick(screen.getByRole('button', { name: 'Add Labour' }));
    expect(await screen.findByText('Labour added successfully!')).toBeInTheDocument();
    expect(received(log, 'POST', '/labourprofile/create')).toHaveLength(1);
  });

  test('Cancel goes back to the register', async () => {
    const { user, router } = await openAddLabour();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/labor-management'));
  });
});
