/**
 * The last whole result of the project-lines joins kept in the browser for the signed-in user: a reload
 * shows it at once and refreshes it; logout, another user and another API URL leave nothing behind; a
 * write elsewhere marks the kept copy stale. The storage is a map of the test's own (jsdom has no
 * IndexedDB); everything else is the app as it runs.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { PERSISTED_LINES_KEY, setPersistStorage } from '@/app/persistedLines';
import { keptCopyOf } from '@/app/queryEntriesPersister';
import { MOCK_API_BASE, setRuntimeConfig } from '@/config/env';
import { PATHS } from '@/config/paths';
import { STORAGE_KEYS } from '@/lib/storage';
import { db } from '../../mocks/db';
import { addScenario, clearScenarios, failWith } from '../../mocks/scenarios';
import { holdRequests } from '../holdRequests';
import { memoryStorage } from '../memoryStorage';
import { ACCOUNTS, renderApp, type AccountName } from '../renderApp';
import { addTestProject } from './helpers';

const LOAD = { timeout: 10_000 };
const SLOW = { timeout: 30_000 };

beforeAll(async () => {
  await Promise.all([
    import('@/app/layout/AppLayout'),
    import('@/features/labour/LabourSalaryPage'),
    import('@/features/purchasing/PurchasingPage'),
    import('@/features/quotations/LabourSheetPage'),
  ]);
}, 60_000);

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  setPersistStorage(storage);
});
afterEach(() => setPersistStorage(undefined));

const kept = (): PersistedClient | undefined => keptCopyOf(PERSISTED_LINES_KEY, (key) => storage.entries.get(key));
/** The kept copy of one join ('labour', 'materials'). */
const keptLines = (name: string) => kept()?.clientState.queries.find((query) => query.queryKey[1] === name);
const keptRows = (name: string) => (keptLines(name)?.state.data as { rows: { _id: string; status?: string }[] } | undefined)?.rows;
const userId = (account: AccountName) => db.users.findFirst((q) => q.where({ email: ACCOUNTS[account] }))!._id;

const allEntries = () => db.labourWork.findMany(undefined);
const footer = () => screen.getByRole('status', { name: 'Records shown' });

/** Opens the salary screen and waits until its whole result is kept. */
async function openSalaryAndKeep(as: AccountName = 'hrManager') {
  const view = renderApp(PATHS.labourSalary, { as });
  await screen.findByRole('status', { name: 'Records shown' }, LOAD);
  await waitFor(() => expect(keptRows('labour')).toHaveLength(allEntries().length), LOAD);
  return view;
}

describe('the kept project lines', SLOW, () => {
  test('a reload shows the last whole result at once, with its time and Updating…, then the refreshed one', async () => {
    const first = await openSalaryAndKeep();
    const before = allEntries().length;
    expect(keptLines('labour')?.state.isInvalidated).toBe(false);
    expect(kept()?.buster).toContain(userId('hrManager'));
    // Someone adds work meanwhile.
    const { items: [item] } = await addTestProject('Reload Test Site', [{ description: 'Compound wall' }]);
    await db.labourWork.create({ _id: 'reload-entry-1', quotationId: item._id, name: 'Newcomer Worker', phone: '', task: 'Masonry', hours: 8, wage: 640, paymentStatus: 'unpaid', createdAt: new Date().toISOString() });
    first.unmount();

    const release = holdRequests('get', '/labourwork/quotation/:id');
    renderApp(PATHS.labourSalary, { as: 'hrManager' });
    // Shown before a single labour entry has been read again.
    expect(await screen.findByRole('status', { name: 'Records shown' }, LOAD)).toHaveTextContent(`Showing ${before} of ${before} records`);
    expect(screen.getByText('Updating…')).toBeInTheDocument();
    expect(screen.getByText(/^Data as of \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading labour records' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total Wages' })).not.toHaveAttribute('aria-busy');

    release();
    await waitFor(() => expect(footer()).toHaveTextContent(`Showing ${before + 1} of ${before + 1} records`), LOAD);
    expect(screen.queryByText('Updating…')).not.toBeInTheDocument();
    expect(screen.getByText(/^Data as of \d{2}:\d{2}$/)).toBeInTheDocument();
    await waitFor(() => expect(keptRows('labour')).toHaveLength(before + 1), LOAD);
  });

  test('logout leaves nothing kept', async () => {
    const { user, router } = await openSalaryAndKeep();
    expect(kept()).toBeDefined();
    await user.click(screen.getByRole('button', { name: /^User menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.login), LOAD);
    await waitFor(() => expect(storage.entries.size).toBe(0));
  });

  test("another user signing in sees nothing of the last one's, and the copy becomes theirs", async () => {
    const first = await openSalaryAndKeep('hrManager');
    // The browser closed without a logout; another member of staff signs in on it.
    first.unmount();
    localStorage.removeItem(STORAGE_KEYS.authToken);
    const release = holdRequests('get', '/labourwork/quotation/:id');
    renderApp(PATHS.labourSalary, { as: 'admin' });
    await waitFor(() => expect(storage.entries.size).toBe(0), LOAD);
    await screen.findByRole('progressbar', { name: 'Loading labour records' }, LOAD);
    expect(screen.queryByRole('status', { name: 'Records shown' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total Wages' })).toHaveTextContent('—');
    expect(screen.queryByText(/^Data as of/)).not.toBeInTheDocument();

    release();
    await screen.findByRole('status', { name: 'Records shown' }, LOAD);
    await waitFor(() => expect(kept()?.buster).toContain(userId('admin')), LOAD);
    expect(kept()?.buster).not.toContain(userId('hrManager'));
  });

  test('another API URL drops the copy', async () => {
    const first = await openSalaryAndKeep();
    first.unmount();
    // The same bundle pointed at another server (config.json); the calls still reach the mock here.
    setRuntimeConfig({ apiUrl: 'https://erp.example.com/api', mock: false });
    try {
      const release = holdRequests('get', '/labourwork/quotation/:id');
      renderApp(PATHS.labourSalary, { as: 'hrManager' });
      await waitFor(() => expect(storage.entries.size).toBe(0), LOAD);
      await screen.findByRole('progressbar', { name: 'Loading labour records' }, LOAD);
      expect(screen.queryByRole('status', { name: 'Records shown' })).not.toBeInTheDocument();
      release();
      await screen.findByRole('status', { name: 'Records shown' }, LOAD);
      await waitFor(() => expect(kept()?.buster).toContain('https://erp.example.com/api'), LOAD);
    } finally {
      setRuntimeConfig({ apiUrl: MOCK_API_BASE, mock: true });
    }
  });

  test('a labour sheet edit elsewhere marks the kept salary records stale: the next visit reads them again', async () => {
    const project = db.projects.findMany(undefined, { orderBy: { createdAt: 'asc' } })[0];
    const item = db.quotationItems.findMany((q) => q.where({ projectId: project._id }), { orderBy: { createdAt: 'asc' } })[0];
    const [gone] = db.labourWork.findMany((q) => q.where({ quotationId: item._id }), { orderBy: { createdAt: 'asc' } });
    localStorage.setItem(STORAGE_KEYS.selectedProjectId, project._id);
    localStorage.setItem(STORAGE_KEYS.selectedItemId, item._id);
    const first = await openSalaryAndKeep('admin');
    const before = allEntries().length;

    await first.router.navigate(PATHS.labourSheet);
    await screen.findByRole('table', { name: 'Labour entries' }, LOAD);
    await first.user.click(await screen.findByRole('button', { name: 'Delete row 1' }, LOAD));
    const dialog = await screen.findByRole('dialog');
    await first.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText('Saved successfully!')).toBeInTheDocument(), LOAD);
    // The kept copy is still the last whole one, now marked stale.
    await waitFor(() => expect(keptLines('labour')?.state.isInvalidated).toBe(true), LOAD);
    expect(keptRows('labour')!.map((row) => row._id)).toContain(gone._id);
    first.unmount();

    const release = holdRequests('get', '/labourwork/quotation/:id');
    renderApp(PATHS.labourSalary, { as: 'admin' });
    expect(await screen.findByRole('status', { name: 'Records shown' }, LOAD)).toHaveTextContent(`Showing ${before} of ${before} records`);
    expect(screen.getByText('Updating…')).toBeInTheDocument();
    release();
    await waitFor(() => expect(footer()).toHaveTextContent(`Showing ${before - 1} of ${before - 1} records`), LOAD);
    await waitFor(() => expect(keptLines('labour')?.state.isInvalidated).toBe(false), LOAD);
    expect(keptRows('labour')!.map((row) => row._id)).not.toContain(gone._id);
  });

  test('a material line status change is kept with the lines: a reload shows it before anything is read', async () => {
    const first = renderApp(PATHS.purchasing, { as: 'materialManager' });
    const project = db.projects.findFirst((q) => q.where({ projectName: 'Green Valley Villas' }))!;
    const lines = db.quotationMaterials.findMany((q) => q.where({ projectId: project._id }));
    await waitFor(() => expect(keptRows('materials')).toHaveLength(db.quotationMaterials.findMany(undefined).length), LOAD);
    await first.user.click(screen.getByRole('button', { name: 'View Purchases' }));
    const dialog = await screen.findByRole('dialog', { name: 'All Material Purchases' });
    await first.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Project' }), `${project.projectName} - ${project.projectNumber}`);
    const [select] = await within(dialog).findAllByRole('combobox', { name: `Status of ${lines[0].name}` });
    await first.user.selectOptions(select, 'completed');
    expect(await screen.findByRole('alert', undefined, LOAD)).toHaveTextContent('Status updated to completed');
    await waitFor(() => expect(keptRows('materials')!.filter((row) => row.status === 'completed' && lines.some((l) => l._id === row._id))).toHaveLength(1), LOAD);
    first.unmount();

    const release = holdRequests('get', '/material/quotationMaterial/:id');
    renderApp(PATHS.purchasing, { as: 'materialManager' });
    const row = await screen.findByText('Green Valley Villas', undefined, LOAD);
    expect(within(row.closest('tr')!).getByText(`Partial (1/${lines.length})`)).toBeInTheDocument();
    expect(screen.getByText('Updating…')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText('Updating…')).not.toBeInTheDocument(), LOAD);
    expect(within(screen.getByText('Green Valley Villas').closest('tr')!).getByText(`Partial (1/${lines.length})`)).toBeInTheDocument();
  });

  test('only whole results are kept: a refresh with a part missing leaves the last whole copy, marked stale', async () => {
    const first = await openSalaryAndKeep();
    const total = allEntries().length;
    first.unmount();
    const item = db.quotationItems.findMany(undefined).find((i) => allEntries().some((e) => e.quotationId === i._id))!;
    addScenario(failWith('GET', `/labourwork/quotation/${item._id}`, 500, { message: 'Ledger offline' }));
    const second = renderApp(PATHS.labourSalary, { as: 'hrManager' });
    expect(await screen.findByText('Failed to fetch labour records: Ledger offline', undefined, LOAD)).toBeInTheDocument();
    expect(keptRows('labour')).toHaveLength(total);
    second.unmount();

    // The next visit shows that last whole copy at once, as stale: it is read again.
    clearScenarios();
    const release = holdRequests('get', '/labourwork/quotation/:id');
    renderApp(PATHS.labourSalary, { as: 'hrManager' });
    expect(await screen.findByRole('status', { name: 'Records shown' }, LOAD)).toHaveTextContent(`Showing ${total} of ${total} records`);
    expect(screen.getByText('Updating…')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText('Updating…')).not.toBeInTheDocument(), LOAD);
    expect(keptRows('labour')).toHaveLength(total);
  });
});

describe("the dashboard's last complete look", SLOW, () => {
  const keptDashboard = () => kept()?.clientState.queries.find((query) => query.queryKey[0] === 'dashboard')?.state.data as
    | { figures: { users: number }; projects: unknown[]; activities: unknown[] }
    | undefined;
  const cardValue = (label: string) => [...screen.getByRole('group', { name: label }).querySelectorAll('p')].at(-1)?.textContent;

  test('is kept once every read is in; a reload shows it at once with its time, and each part turns live as its read answers', async () => {
    const first = renderApp(PATHS.dashboard, { as: 'admin' });
    await waitFor(() => expect(keptDashboard()?.figures.users).toBe(db.users.all().length), LOAD);
    expect(keptDashboard()?.projects).toHaveLength(db.projects.all().length);
    // The records behind the cards are not kept: only what the page shows. (The charts' wage and material
    // joins may be kept by now as well, as they are on their own screens; on a busy machine they can be.)
    expect(kept()?.clientState.queries.map((query) => query.queryKey[0]).filter((key) => key !== 'projectLines')).toEqual(['dashboard']);
    const usersBefore = cardValue('Users');
    first.unmount();
    // Someone adds a user meanwhile.
    db.users.create({ ...db.users.all()[0], _id: 'kept-look-user', email: 'kept.look@sgkconstructions.in' });

    const releaseUsers = holdRequests('get', '/user/viewAllUsers');
    const releaseProjects = holdRequests('get', '/project/getAllProjects');
    renderApp(PATHS.dashboard, { as: 'admin' });
    await screen.findByText(/^Data as of \d{2}:\d{2}$/, undefined, LOAD);
    expect(screen.getByText('Updating…')).toBeInTheDocument();
    expect(cardValue('Users')).toBe(usersBefore);
    expect(screen.getByRole('group', { name: 'Users' })).not.toHaveAttribute('aria-busy');
    const recent = screen.getByRole('region', { name: 'Recent Projects' });
    expect(within(recent).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.queryByText('Not loaded')).not.toBeInTheDocument();

    releaseUsers();
    await waitFor(() => expect(cardValue('Users')).toBe(String(db.users.all().length)), LOAD);
    releaseProjects();
    await waitFor(() => expect(screen.queryByText(/^Data as of/)).not.toBeInTheDocument(), LOAD);
    expect(screen.queryByText('Updating…')).not.toBeInTheDocument();
    await waitFor(() => expect(keptDashboard()?.figures.users).toBe(db.users.all().length), LOAD);
  });

  test('while the kept copy is still being read from the device, a part not yet answered shows loading, never Not loaded', async () => {
    // The device answers only when let go: the queries wait for the restore (TanStack's IsRestoring).
    let letGo = () => {};
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    setPersistStorage({ ...storage, getItem: async (key) => gate.then(() => storage.getItem(key)), keys: async () => gate.then(() => storage.keys()) });
    renderApp(PATHS.dashboard, { as: 'admin' });
    const projects = await screen.findByRole('group', { name: 'Projects' }, LOAD);
    expect(projects).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Not loaded')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();

    letGo();
    await waitFor(() => expect(cardValue('Projects')).not.toBe(''), LOAD);
    expect(screen.queryByText('Not loaded')).not.toBeInTheDocument();
  });

  test('a look with a part not loaded is not kept, and logout drops the kept one', async () => {
    addScenario(failWith('GET', '/labourprofile/getAll', 500, { message: 'Boom' }));
    const { user, router } = renderApp(PATHS.dashboard, { as: 'admin' });
    await screen.findByRole('button', { name: 'Retry Labour' }, LOAD);
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading dashboard' })).not.toBeInTheDocument(), LOAD);
    expect(keptDashboard()).toBeUndefined();

    clearScenarios();
    await user.click(screen.getByRole('button', { name: 'Retry Labour' }));
    await waitFor(() => expect(keptDashboard()).toBeDefined(), LOAD);
    await user.click(screen.getByRole('button', { name: /^User menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.login), LOAD);
    await waitFor(() => expect(storage.entries.size).toBe(0));
  });
});
