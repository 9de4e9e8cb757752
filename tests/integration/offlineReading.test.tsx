/**
 * Reading with no connection (ruling 35): a list read once is kept on the device and shown again offline
 * with the time it was read; a list never read here says it needs a connection instead of looking empty
 * (ruling 36); the connection's return reads both again. The kept copy lives in a storage of the test's own.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { OFFLINE_NOTHING_KEPT_TEXT } from '@/app/layout/OfflineBanner';
import { PERSISTED_LINES_KEY, setPersistStorage } from '@/app/persistedLines';
import { keptCopyOf } from '@/app/queryEntriesPersister';
import { LIST_NEEDS_CONNECTION_TEXT } from '@/components/list/QueryList';
import { needsConnectionText } from '@/components/QueryError';
import { PATHS } from '@/config/paths';
import { formatReadTime } from '@/lib/dates';
import { SALARY_TEXTS } from '@/features/labour/salaryTexts';
import { db } from '../../mocks/db';
import { addScenario, clearScenarios, failWith } from '../../mocks/scenarios';
import { memoryStorage } from '../memoryStorage';
import { renderApp } from '../renderApp';
import { received, recordRequests } from '../serverLog';

const LOAD = { timeout: 10_000 };
const VENDOR = 'Shree Traders';

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  setPersistStorage(storage);
});
afterEach(() => {
  setPersistStorage(undefined);
  act(() => onlineManager.setOnline(true));
});

const keptQueries = () => keptCopyOf(PERSISTED_LINES_KEY, (key) => storage.entries.get(key))?.clientState.queries ?? [];
const keptLineRows = (name: string) => (keptQueries().find((query) => query.queryKey[1] === name)?.state.data as { rows: unknown[] } | undefined)?.rows;
const keptVendorList = () => keptQueries().find((query) => query.queryKey[0] === 'vendors' && query.queryKey[1] === 'list');

test('a list read once shows again offline after a reload, with the time it was read; back online it is read again', async () => {
  const first = renderApp(PATHS.vendorManagement, { as: 'accountant' });
  await within(await screen.findByRole('table', { name: 'Vendors' }, LOAD)).findByText(VENDOR, undefined, LOAD);
  await vi.waitFor(() => expect(keptVendorList()?.state.data).toHaveLength(db.vendors.count()), LOAD);
  const readAt = keptVendorList()!.state.dataUpdatedAt;
  first.unmount();

  act(() => onlineManager.setOnline(false));
  const requests = recordRequests();
  renderApp(PATHS.vendorManagement, { as: 'accountant' });
  expect(await within(await screen.findByRole('table', { name: 'Vendors' }, LOAD)).findByText(VENDOR, undefined, LOAD)).toBeInTheDocument();
  expect(screen.getByText(`You are offline: showing data from ${formatReadTime(readAt)}`)).toBeInTheDocument();
  expect(received(requests, 'GET', '/vendor/getAllVendors')).toEqual([]);

  act(() => onlineManager.setOnline(true));
  await vi.waitFor(() => expect(received(requests, 'GET', '/vendor/getAllVendors')).toHaveLength(1), LOAD);
  expect(screen.queryByText(/^You are offline/)).not.toBeInTheDocument();
});

test('a list never read on this device says, offline, that it needs a connection, not that it is empty; it loads once back online', async () => {
  act(() => onlineManager.setOnline(false));
  renderApp(PATHS.vendorManagement, { as: 'accountant' });
  expect(await screen.findByText(LIST_NEEDS_CONNECTION_TEXT, undefined, LOAD)).toBeInTheDocument();
  expect(screen.getByText(OFFLINE_NOTHING_KEPT_TEXT)).toBeInTheDocument();
  expect(screen.queryByText('No vendors found')).not.toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

  act(() => onlineManager.setOnline(true));
  expect(await within(await screen.findByRole('table', { name: 'Vendors' }, LOAD)).findByText(VENDOR, undefined, LOAD)).toBeInTheDocument();
  expect(screen.queryByText(LIST_NEEDS_CONNECTION_TEXT)).not.toBeInTheDocument();
  expect(screen.queryByText(OFFLINE_NOTHING_KEPT_TEXT)).not.toBeInTheDocument();
});

test("a list read in parts (every project's wages) never read here says, offline, that it needs a connection, not that it is loading", async () => {
  act(() => onlineManager.setOnline(false));
  renderApp(PATHS.labourSalary, { as: 'hrManager' });
  expect(await screen.findByText(LIST_NEEDS_CONNECTION_TEXT, undefined, LOAD)).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByText(needsConnectionText('Labour profiles'))).toBeInTheDocument();

  act(() => onlineManager.setOnline(true));
  expect(await screen.findByRole('status', { name: 'Records shown' }, LOAD)).toHaveTextContent(/^Showing \d/);
  expect(screen.queryByText(LIST_NEEDS_CONNECTION_TEXT)).not.toBeInTheDocument();
});

/**
 * A part of a screen whose first read meets no connection is not empty and not loading: it says it needs a
 * connection, with Retry, and a form it feeds cannot save (ruling 36). Each screen below once showed such a
 * part as nothing: the salary screen's bank details, the purchase details' vendors, Create Bill's projects.
 */
describe('a part read for the first time offline', () => {
  /** Reads a screen online with one of its reads failing (so only the rest is kept), then reloads it offline. */
  async function keepAllBut(failing: string, path: string, as: 'hrManager' | 'materialManager', lines: { name: string; count: number }) {
    addScenario(failWith('GET', failing, 500, { message: 'Server unavailable' }));
    const first = renderApp(path, { as });
    await vi.waitFor(() => expect(keptLineRows(lines.name)).toHaveLength(lines.count), LOAD);
    first.unmount();
    clearScenarios();
    act(() => onlineManager.setOnline(false));
    const requests = recordRequests();
    renderApp(path, { as });
    return requests;
  }
  const bannerOf = async (text: string, within_: HTMLElement = document.body) =>
    (await within(within_).findByText(text, undefined, LOAD)).closest('[role="alert"]') as HTMLElement;

  test("the salary screen's labour profiles say they need a connection, and are read once it is back", async () => {
    const requests = await keepAllBut('/labourprofile/getAll', PATHS.labourSalary, 'hrManager', { name: 'labour', count: db.labourWork.count() });
    expect(await screen.findByRole('status', { name: 'Records shown' }, LOAD)).toBeInTheDocument();
    expect(within(await bannerOf(needsConnectionText('Labour profiles'))).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.queryByText(SALARY_TEXTS.profilesFailed)).not.toBeInTheDocument();
    expect(received(requests, 'GET', '/labourprofile/getAll')).toEqual([]);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(received(requests, 'GET', '/labourprofile/getAll')).toHaveLength(1), LOAD);
    await waitFor(() => expect(screen.queryByText(needsConnectionText('Labour profiles'))).not.toBeInTheDocument(), LOAD);
  });

  test("a project's purchase details say the vendors need a connection, not that each vendor has no details", async () => {
    await keepAllBut('/vendor/getAllVendors', PATHS.purchasing, 'materialManager', { name: 'materials', count: db.quotationMaterials.count() });
    await bannerOf(needsConnectionText('Vendors'));
    const project = db.projects.findFirst((q) => q.where({ projectName: 'Sai Residency – Block A' }))!;
    const summaries = await screen.findByRole('table', { name: 'Project purchase summaries' }, LOAD);
    const row = within(summaries).getByText(project.projectName).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: `View ${project.projectName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Project Material Details' });
    expect(within(await bannerOf(needsConnectionText('Vendors'), dialog)).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Vendor details not available')).not.toBeInTheDocument();
  });

  test("Create Bill says its projects need a connection, and cannot save until they are read", async () => {
    const first = renderApp(PATHS.clientBilling, { as: 'accountant' });
    await screen.findByRole('table', { name: 'Bills' }, LOAD);
    await vi.waitFor(() => expect(keptQueries().some((query) => query.queryKey[0] === 'bills' && query.queryKey[1] === 'list')).toBe(true), LOAD);
    first.unmount();
    act(() => onlineManager.setOnline(false));
    renderApp(PATHS.clientBilling, { as: 'accountant' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create New Bill' }, LOAD));
    const form = await screen.findByRole('form', { name: 'Create New Bill' }, LOAD);
    expect(within(await bannerOf(needsConnectionText('Projects'), form)).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Create Bill' })).toBeDisabled();

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(within(form).queryByText(needsConnectionText('Projects'))).not.toBeInTheDocument(), LOAD);
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Create Bill' })).toBeEnabled(), LOAD);
  });
});

describe('the dashboard offline', () => {
  const keptLook = () => keptQueries().find((query) => query.queryKey[0] === 'dashboard' && query.queryKey[1] === 'kept');

  test('read once, it shows its last look with its time, not parts not loaded, and no progress that cannot end', async () => {
    const first = renderApp(PATHS.dashboard, { as: 'admin' });
    await vi.waitFor(() => expect(keptLook()).toBeDefined(), LOAD);
    first.unmount();

    act(() => onlineManager.setOnline(false));
    renderApp(PATHS.dashboard, { as: 'admin' });
    expect(await screen.findByText(/^Data as of \d{2}:\d{2}$/, undefined, LOAD)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Users' })).getByText(String(db.users.count()))).toBeInTheDocument();
    expect(screen.queryByText('Not loaded')).not.toBeInTheDocument();
    expect(screen.queryByText('Updating…')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading dashboard' })).not.toBeInTheDocument();
  });

  test('with only its last look kept, the banner says when that look was read, not that nothing is kept', async () => {
    const first = renderApp(PATHS.dashboard, { as: 'admin' });
    await vi.waitFor(() => expect(keptLook()).toBeDefined(), LOAD);
    first.unmount();
    // The device kept the look alone (its reads' own answers were not written before the connection went).
    const index = JSON.parse(storage.entries.get(PERSISTED_LINES_KEY)!) as { queries: string[] };
    storage.entries.set(PERSISTED_LINES_KEY, JSON.stringify({ ...index, queries: [keptLook()!.queryHash] }));

    act(() => onlineManager.setOnline(false));
    renderApp(PATHS.dashboard, { as: 'admin' });
    expect(await screen.findByText(/^Data as of \d{2}:\d{2}$/, undefined, LOAD)).toBeInTheDocument();
    expect(await screen.findByText(`You are offline: showing data from ${formatReadTime(keptLook()!.state.dataUpdatedAt)}`)).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_NOTHING_KEPT_TEXT)).not.toBeInTheDocument();
  });

  test('never read on this device, each part says it is not loaded, with Retry, instead of loading for ever', async () => {
    act(() => onlineManager.setOnline(false));
    renderApp(PATHS.dashboard, { as: 'admin' });
    expect(await screen.findByRole('button', { name: 'Retry Users' }, LOAD)).toBeEnabled();
    for (const card of ['Projects', 'Labour', 'Revenue']) expect(screen.getByRole('button', { name: `Retry ${card}` })).toBeEnabled();
    expect(screen.getByText(OFFLINE_NOTHING_KEPT_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.queryByText('Not loaded')).not.toBeInTheDocument(), LOAD);
  });
});
