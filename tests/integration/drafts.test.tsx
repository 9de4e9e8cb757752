import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from '@/api/http';
import { DRAFT_WRITE_MS } from '@/config/constants';
import { DEMO_ACCOUNTS } from '@/config/demoAccounts';
import { formatReadTime } from '@/lib/dates';
import { DRAFT_KEY_PREFIX, STORAGE_KEYS } from '@/lib/storage';
import { db } from '../../mocks/db';
import { addScenario, failWith } from '../../mocks/scenarios';
import { ACCOUNTS, renderApp, type RenderAppOptions } from '../renderApp';
import { fillIn } from '../screen';
import { advanceBy, useFakeTimeouts } from '../timers';
import { signIn } from './helpers';

const LOAD = { timeout: 10_000 };
const OFFER = /^Restore your unsaved changes from (.+)\?$/;
const SHREE = 'Shree Traders';
const STEEL = 'Karnataka Steel Corporation';

/** Every draft kept in the browser, by key. */
function storedDrafts(): Record<string, { savedAt: number; values: Record<string, unknown> }> {
  const drafts: Record<string, { savedAt: number; values: Record<string, unknown> }> = {};
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index)!;
    if (key.startsWith(DRAFT_KEY_PREFIX)) drafts[key] = JSON.parse(localStorage.getItem(key)!);
  }
  return drafts;
}

const userIdOf = (email: string) => db.users.findFirst((q) => q.where({ email }))!._id;
const draftKey = (as: keyof typeof ACCOUNTS, name: string) => STORAGE_KEYS.draft(userIdOf(ACCOUNTS[as]), name);

const vendorForm = () => screen.getByRole('form', { name: 'Add vendor' });
const vendorField = (label: string) => within(vendorForm()).getByLabelText(new RegExp(`^${label}`), { selector: 'input, select, textarea' });
const offer = () => screen.queryByText(OFFER);

async function openAddVendor(as: RenderAppOptions['as'] = 'accountant') {
  const view = renderApp('/add-vendor', { as });
  await screen.findByRole('form', { name: 'Add vendor' }, LOAD);
  return view;
}

/** Types a vendor's name and contact, then lets the write throttle pass: the draft is kept. */
async function typeVendor(user: UserEvent) {
  await fillIn(user, vendorField('Vendor Name'), 'Bharat Hardware Mart');
  await fillIn(user, vendorField('Contact Person'), 'Suresh Hegde');
  await user.selectOptions(vendorField('Category'), 'Material Supplier');
}

describe('a form keeps what is typed as a draft', () => {
  test('written at most every 500 ms, then offered after a reload; Restore fills the fields', async () => {
    const first = await openAddVendor();
    useFakeTimeouts();
    await typeVendor(first.user);
    // Nothing is written at each keystroke: the first write waits for the throttle.
    expect(storedDrafts()).toEqual({});
    await advanceBy(DRAFT_WRITE_MS);
    const key = draftKey('accountant', 'add-vendor');
    expect(Object.keys(storedDrafts())).toEqual([key]);
    const { savedAt, values } = storedDrafts()[key];
    expect(values).toMatchObject({ vendorName: 'Bharat Hardware Mart', contactPerson: 'Suresh Hegde', category: 'Material Supplier' });

    // The reload.
    first.unmount();
    vi.useRealTimers();
    const { user } = await openAddVendor();
    const banner = await screen.findByText(OFFER);
    expect(banner).toHaveTextContent(`Restore your unsaved changes from ${formatReadTime(savedAt)}?`);
    expect(vendorField('Vendor Name')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(offer()).not.toBeInTheDocument();
    expect(vendorField('Vendor Name')).toHaveValue('Bharat Hardware Mart');
    expect(vendorField('Contact Person')).toHaveValue('Suresh Hegde');
    expect(vendorField('Category')).toHaveValue('Material Supplier');
  });

  test('Discard drops it: the form stays empty and the next opening offers nothing', async () => {
    const first = await openAddVendor();
    await typeVendor(first.user);
    first.unmount();
    expect(Object.keys(storedDrafts())).toHaveLength(1);

    const second = await openAddVendor();
    await screen.findByText(OFFER);
    await second.user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(offer()).not.toBeInTheDocument();
    expect(vendorField('Vendor Name')).toHaveValue('');
    expect(storedDrafts()).toEqual({});
    second.unmount();

    await openAddVendor();
    expect(offer()).not.toBeInTheDocument();
  });

  test('Cancel drops it', async () => {
    const { user, router } = await openAddVendor();
    useFakeTimeouts();
    await typeVendor(user);
    await advanceBy(DRAFT_WRITE_MS);
    expect(Object.keys(storedDrafts())).toHaveLength(1);
    await user.click(within(vendorForm()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor-management'));
    expect(storedDrafts()).toEqual({});
  });

  test('the password of Add User is never kept', async () => {
    const { user } = renderApp('/add-user', { as: 'admin' });
    await screen.findByRole('option', { name: 'Accountant' }, LOAD);
    useFakeTimeouts();
    const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });
    await fillIn(user, field(/full name/i), 'Meena Krishnan');
    await fillIn(user, field(/^password/i), 'Secret@4821');
    await fillIn(user, field(/confirm password/i), 'Secret@4821');
    await advanceBy(DRAFT_WRITE_MS);
    const drafts = storedDrafts();
    expect(Object.values(drafts).map((draft) => draft.values.name)).toEqual(['Meena Krishnan']);
    const everything = Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`).join('\n');
    expect(everything).not.toContain('Secret@4821');
    expect(everything).not.toMatch(/password/i);
  });
});

describe('an edit dialog keeps its draft per record', () => {
  async function openVendors() {
    const view = renderApp('/vendor-management', { as: 'accountant' });
    await within(await screen.findByRole('table', { name: 'Vendors' }, LOAD)).findByText(SHREE, undefined, LOAD);
    return view;
  }
  const editVendor = async (user: UserEvent, name: string) => {
    await user.click(screen.getByRole('button', { name: `Edit ${name}` }));
    return screen.findByRole('dialog', { name: 'Edit Vendor' });
  };
  const nameField = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Vendor Name/, { selector: 'input' });

  test('offered again for that vendor only; a save drops it', async () => {
    const first = await openVendors();
    const dialog = await editVendor(first.user, SHREE);
    await fillIn(first.user, nameField(dialog), 'Shree Traders & Sons');
    first.unmount();
    const shreeId = db.vendors.findFirst((q) => q.where({ vendorName: SHREE }))!._id;
    expect(Object.keys(storedDrafts())).toEqual([draftKey('accountant', `edit-vendor:${shreeId}`)]);

    const { user } = await openVendors();
    const steel = await editVendor(user, STEEL);
    expect(within(steel).queryByText(OFFER)).not.toBeInTheDocument();
    await user.click(within(steel).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const shree = await editVendor(user, SHREE);
    expect(nameField(shree)).toHaveValue(SHREE);
    await user.click(within(shree).getByRole('button', { name: 'Restore' }));
    expect(nameField(shree)).toHaveValue('Shree Traders & Sons');
    await user.click(within(shree).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.vendors.findFirst((q) => q.where({ _id: shreeId }))!.vendorName).toBe('Shree Traders & Sons');
    expect(storedDrafts()).toEqual({});
  }, 40_000);
});

describe('drafts and the end of a session', () => {
  test('the user’s own logout drops every draft', async () => {
    localStorage.setItem(STORAGE_KEYS.draft('someone-else', 'add-vendor'), JSON.stringify({ savedAt: Date.now(), values: { vendorName: 'X' } }));
    const { user, router } = await openAddVendor('admin');
    useFakeTimeouts();
    await typeVendor(user);
    await advanceBy(DRAFT_WRITE_MS);
    expect(Object.keys(storedDrafts())).toHaveLength(2);
    // A change the throttle has not written yet when the user logs out is not written afterwards either.
    await fillIn(user, vendorField('Address'), '8, Avenue Road');
    await user.click(screen.getByRole('button', { name: /^User menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storedDrafts()).toEqual({});
  });

  test('a 401 keeps them (the throttle’s pending write too): the same user is offered them after signing in again, another user is not', async () => {
    const { user, router, unmount } = await openAddVendor('admin');
    useFakeTimeouts();
    await typeVendor(user);
    // Ended by the server before the throttle wrote anything.
    addScenario(failWith('POST', '/anything/42', 401, { success: false, message: 'Session expired' }));
    await act(() => http.post('/anything/42', {}).catch(() => undefined));
    vi.useRealTimers();
    await screen.findByText('Sign in to your account', undefined, LOAD);
    expect(Object.keys(storedDrafts())).toEqual([draftKey('admin', 'add-vendor')]);

    await signIn(user, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'), LOAD);
    await act(() => router.navigate('/add-vendor'));
    await screen.findByRole('form', { name: 'Add vendor' }, LOAD);
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(vendorField('Vendor Name')).toHaveValue('Bharat Hardware Mart');
    unmount();

    await openAddVendor('accountant');
    expect(offer()).not.toBeInTheDocument();
    expect(vendorField('Vendor Name')).toHaveValue('');
    // Still kept for its own user.
    expect(Object.keys(storedDrafts())).toContain(draftKey('admin', 'add-vendor'));
  });
});

describe('a sheet keeps its unsaved rows per quotation item', () => {
  test('added rows survive a reload and come back as new rows on Restore', async () => {
    const project = db.projects.findMany(undefined, { orderBy: { createdAt: 'asc' } })[0];
    const [item, other] = db.quotationItems.findMany((q) => q.where({ projectId: project._id }), { orderBy: { createdAt: 'asc' } });
    localStorage.setItem(STORAGE_KEYS.selectedProjectId, project._id);
    localStorage.setItem(STORAGE_KEYS.selectedItemId, item._id);
    const openSheet = async () => {
      const view = renderApp('/quotation-material', { as: 'admin' });
      await screen.findByRole('table', { name: 'Material entries' }, LOAD);
      await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), LOAD);
      return view;
    };
    const savedCount = db.quotationMaterials.findMany((q) => q.where({ quotationId: item._id })).length;
    const n = savedCount + 1;
    const input = (label: string) => screen.getByLabelText(`${label}, row ${n}`) as HTMLInputElement;

    const first = await openSheet();
    await first.user.click(screen.getByRole('button', { name: 'Add Row' }));
    await fillIn(first.user, input('Material Name'), 'Binding wire');
    await fillIn(first.user, input('Qty'), '12');
    first.unmount();
    expect(Object.keys(storedDrafts())).toEqual([draftKey('admin', `quotation-material:${item._id}`)]);

    // Another item of the project has no rows kept.
    localStorage.setItem(STORAGE_KEYS.selectedItemId, other._id);
    const second = await openSheet();
    expect(offer()).not.toBeInTheDocument();
    second.unmount();

    localStorage.setItem(STORAGE_KEYS.selectedItemId, item._id);
    const { user } = await openSheet();
    expect(screen.queryByLabelText(`Material Name, row ${n}`)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(input('Material Name')).toHaveValue('Binding wire');
    expect(input('Qty')).toHaveValue(12);
  });
});
