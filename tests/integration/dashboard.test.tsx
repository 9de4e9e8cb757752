import { onTestFinished } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { labourProfileKeys } from '@/api/labourProfiles';
import { db } from '../../mocks/db';
import { addScenario, clearScenarios, failWith, networkFailure } from '../../mocks/scenarios';
import { holdRequests } from '../holdRequests';
import { renderApp, type RenderAppOptions } from '../renderApp';
import { received, recordRequests } from '../serverLog';
import { advanceBy, useFakeTimeouts } from '../timers';
import { catchDownloads, parseCsv } from '../csv';
import { addTestProject } from './helpers';

const LOAD = { timeout: 5000 };

const DASHBOARD = '/dashboard';
const READS = {
  users: '/user/viewAllUsers',
  projects: '/project/getAllProjects',
  bills: '/bill/getall/bills',
  labour: '/labourprofile/getAll',
  activities: '/activity/recent',
  stats: '/activity/stats',
} as const;

const cardValue = (label: string) => [...screen.getByRole('group', { name: label }).querySelectorAll('p')].at(-1)?.textContent;
const projectsRegion = () => screen.getByRole('region', { name: 'Recent Projects' });
const activitiesRegion = () => screen.getByRole('region', { name: 'Live Activities' });
const projectRows = () => within(within(projectsRegion()).getByRole('table', { name: 'Recent Projects' })).queryAllByRole('row').slice(1);
const shownProjects = () => projectRows().map((row) => within(row).getAllByRole('cell')[0].textContent);
const newestActivities = () => [...db.activities.all()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** Figures the seed gives, computed from the mock's data as the cards should. */
function seedFigures() {
  const revenue = db.bills.all().reduce((sum, bill) => sum + bill.total, 0);
  return {
    users: String(db.users.all().length),
    projects: String(db.projects.all().filter((p) => p.status === 'On Progress' || p.status === 'Planning').length),
    labour: String(db.labourProfiles.all().length),
    revenue: `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(revenue / 100_000)} L`,
  };
}

async function openDashboard(as: RenderAppOptions['as'] = 'admin') {
  const view = renderApp(DASHBOARD, { as });
  await screen.findByRole('region', { name: 'Recent Projects' }, LOAD);
  // The parts paint as their reads answer: the page's progress goes once every first read has.
  await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading dashboard' })).not.toBeInTheDocument(), LOAD);
  return view;
}

function projectAt(projectName: string, client: string, status: string, createdAt: number) {
  return addTestProject(projectName, [], createdAt).then(({ project }) => {
    db.projects.update((q) => q.where({ _id: project._id }), {
      data(p) {
        p.client = client;
        p.status = status;
      },
    });
    return project;
  });
}

test('opened after its route has prefetched the reads, the page sends each read once', async () => {
  const { router, queryClient } = renderApp('/vendor-management', { as: 'admin' });
  await screen.findByRole('heading', { level: 1, name: 'Vendor Management' }, LOAD);
  // The page's code is in before its reads go out, so that it mounts well within DASHBOARD_PREFETCH_COVERS_MS of the prefetch.
  await import('@/features/dashboard/DashboardPage');
  const log = recordRequests();
  const { prefetchDashboard } = await import('@/api/dashboard');
  prefetchDashboard(queryClient);
  // Every prefetched read has answered before the page mounts: the mount alone decides whether to read again.
  await waitFor(() => expect(queryClient.isFetching()).toBe(0), LOAD);
  for (const path of Object.values(READS)) expect(received(log, 'GET', path), path).toHaveLength(1);
  await act(() => router.navigate(DASHBOARD));
  await screen.findByRole('region', { name: 'Recent Projects' }, LOAD);
  await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading dashboard' })).not.toBeInTheDocument(), LOAD);
  for (const path of Object.values(READS)) expect(received(log, 'GET', path), path).toHaveLength(1);
});

describe('the cards', () => {
  test('Users, running Projects, Labour and Revenue in lakhs from the seed; the period choice changes no card and reads nothing', async () => {
    const log = recordRequests();
    const { user } = await openDashboard();
    // The charts come after the cards, and their project lines after them: wait until every chart has drawn.
    await screen.findByRole('region', { name: 'Material cost by project (top 10)' }, LOAD);
    await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0), LOAD);
    const expected = seedFigures();
    expect(expected.revenue).toMatch(/^₹[\d,]+\.\d L$/);
    expect(cardValue('Users')).toBe(expected.users);
    expect(cardValue('Projects')).toBe(expected.projects);
    expect(cardValue('Labour')).toBe(expected.labour);
    expect(cardValue('Revenue')).toBe(expected.revenue);

    // The six reads, each once: activities with limit 100 and stats for 7 days. The charts' project lines
    // read the projects through the same cached answer. The purchases are not read: nothing here shows them.
    for (const path of Object.values(READS)) expect(received(log, 'GET', path)).toHaveLength(1);
    expect(received(log, 'GET', '/material-purchases/get-mgmt')).toHaveLength(0);
    // The session's profile poll (every 10 s) may fall in a slow run: not a read of the dashboard's.
    const dataReads = () => log.filter((request) => request.path !== '/auth/profile');
    const reads = dataReads().length;

    await user.selectOptions(screen.getByLabelText('Period'), 'This year');
    expect(screen.getByLabelText('Period')).toHaveValue('This year');
    expect(cardValue('Revenue')).toBe(expected.revenue);
    expect(cardValue('Users')).toBe(expected.users);
    expect(dataReads()).toHaveLength(reads);
  });

  test('a role user without accounts access sees the revenue and keeps the session', async () => {
    const { router } = await openDashboard('hrManager');
    expect(cardValue('Revenue')).toBe(seedFigures().revenue);
    expect(router.state.location.pathname).toBe(DASHBOARD);
  });
});

describe('Recent Projects', () => {
  test('the newest 10 by creation date, with their client, status and deadline; View All Projects goes to the list', async () => {
    const start = Date.parse('2030-01-01T00:00:00Z');
    for (let i = 1; i <= 12; i += 1) await projectAt(`Newer Site ${i}`, `Client ${i}`, 'Planning', start + i * 60_000);
    const total = db.projects.all().length;
    const { user, router } = await openDashboard();

    expect(shownProjects()).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `Newer Site ${i}`));
    const first = within(projectRows()[0]).getAllByRole('cell').map((cell) => cell.textContent);
    expect(first).toEqual(['Newer Site 12', 'Client 12', 'Planning', '31/12/2026']);

    await user.click(within(projectsRegion()).getByRole('link', { name: `View All Projects (${total})` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-management'));
  });

  test('the client is read from clientName too; an unknown wording such as cancelled still shows', async () => {
    addScenario({
      method: 'GET',
      path: READS.projects,
      json: { projects: [{ _id: 'p1', projectName: 'Old Mill Conversion', clientName: 'Mill Owners Trust', status: 'Cancelled', endDate: '2026-06-30', createdAt: new Date().toISOString() }] },
      status: 200,
    });
    await openDashboard();
    const cells = within(projectRows()[0]).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['Old Mill Conversion', 'Mill Owners Trust', 'Cancelled', '30/06/2026']);
    expect(within(projectRows()[0]).getByText('Cancelled').closest('.ToneChip')).toHaveClass('ToneChip-error');
  });

  test('search by project or client name, and the status filter', async () => {
    const { user } = await openDashboard();
    const search = within(projectsRegion()).getByLabelText('Search by project or client');

    await user.type(search, 'villas');
    expect(shownProjects()).toEqual(['Green Valley Villas']);
    await user.clear(search);
    await user.type(search, 'krishna textiles');
    expect(shownProjects()).toEqual(['Krishna Textiles Warehouse']);
    await user.clear(search);
    await user.type(search, 'Municipal Corporation');
    expect(shownProjects()).toEqual(['Municipal School Renovation, Hubballi']);
    await user.clear(search);

    const status = within(projectsRegion()).getByLabelText('Status');
    expect([...(status as HTMLSelectElement).options].map((o) => o.text)).toEqual(['All', 'Pending', 'Planning', 'On Progress', 'Completed']);
    for (const wording of ['Pending', 'Planning', 'On Progress', 'Completed']) {
      await user.selectOptions(status, wording);
      const expected = db.projects.all().filter((p) => p.status === wording).map((p) => p.projectName);
      expect(shownProjects().sort()).toEqual(expected.sort());
    }
    await user.type(search, 'no such project');
    expect(within(projectsRegion()).getByText('No projects found')).toBeInTheDocument();
  });
});

describe('Live Activities', () => {
  test('the latest 6 with their author and time, and every activity in the All Activities dialog', async () => {
    const { user } = await openDashboard();
    const newest = newestActivities();
    const items = within(activitiesRegion()).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    newest.slice(0, 6).forEach((activity, i) => {
      expect(items[i]).toHaveTextContent(activity.userName);
      expect(items[i]).toHaveTextContent(activity.description);
      expect(items[i]).toHaveTextContent(/Just now|ago$/);
    });
    expect(within(activitiesRegion()).queryByText(newest[6].description)).not.toBeInTheDocument();

    await user.click(within(activitiesRegion()).getByRole('button', { name: `View All Activities (${newest.length})` }));
    const dialog = await screen.findByRole('dialog', { name: 'All Activities' });
    for (const activity of newest) expect(within(dialog).getByText(activity.description)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('All Activities narrows by user, entity type and a range of days, and exports what it shows', async () => {
    const at = (day: number, hour: number) => new Date(2026, 10, day, hour, 5).toISOString();
    const activity = (id: string, userName: string, entityType: string, description: string, createdAt: string) => ({
      _id: id,
      userName,
      userRole: 'Admin',
      action: 'create',
      entityType,
      entityName: '',
      description,
      createdAt,
    });
    addScenario({
      method: 'GET',
      path: READS.activities,
      status: 200,
      json: {
        success: true,
        activities: [
          activity('a1', 'Priya Sharma', 'bill', 'Created bill INV-2026-009', at(24, 9)),
          activity('a2', 'Arjun Rao', 'vendor', '=Added vendor Shree Traders', at(23, 18)),
          activity('a3', 'Priya Sharma', 'vendor', 'Updated vendor Asian Build Chem', at(20, 11)),
          activity('a4', 'Priya Sharma', 'project', 'Created project Lakeside Clinic', at(12, 14)),
        ],
      },
    });
    const downloads = catchDownloads();
    onTestFinished(downloads.restore);
    const { user } = await openDashboard();
    await user.click(within(activitiesRegion()).getByRole('button', { name: 'View All Activities (4)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'All Activities' }));
    const shown = () => dialog.queryAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent);
    const userFilter = dialog.getByLabelText('User', { selector: 'select' });
    const typeFilter = dialog.getByLabelText('Entity Type', { selector: 'select' });
    expect(dialog.getByRole('status')).toHaveTextContent('4 activities');
    expect([...(userFilter as HTMLSelectElement).options].map((o) => o.text)).toEqual(['All Users', 'Arjun Rao', 'Priya Sharma']);
    expect([...(typeFilter as HTMLSelectElement).options].map((o) => o.text)).toEqual(['All Types', 'bill', 'project', 'vendor']);

    await user.selectOptions(userFilter, 'Priya Sharma');
    expect(shown()).toEqual(['Created bill INV-2026-009', 'Updated vendor Asian Build Chem', 'Created project Lakeside Clinic']);
    await user.selectOptions(typeFilter, 'vendor');
    expect(shown()).toEqual(['Updated vendor Asian Build Chem']);
    expect(dialog.getByRole('status')).toHaveTextContent('Showing 1 of 4 activities');

    await user.click(dialog.getByRole('button', { name: 'Clear Filters' }));
    await user.type(dialog.getByLabelText('From'), '2026-11-20');
    await user.type(dialog.getByLabelText('To'), '2026-11-23');
    expect(shown()).toEqual(['=Added vendor Shree Traders', 'Updated vendor Asian Build Chem']);

    await user.click(dialog.getByRole('button', { name: 'Export CSV' }));
    const [file] = await downloads.files();
    expect(file.name).toMatch(/^activities-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(parseCsv(file.text)).toEqual([
      ['User', 'Activity', 'Date', 'Time'],
      ['Arjun Rao', "'=Added vendor Shree Traders", '2026-11-23', '18:05'],
      ['Priya Sharma', 'Updated vendor Asian Build Chem', '2026-11-20', '11:05'],
    ]);

    await user.clear(dialog.getByLabelText('To'));
    await user.type(dialog.getByLabelText('To'), '2026-11-19');
    expect(dialog.getByText('No activities match the filters')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  test('the week\'s count from the statistics; none yet says so', async () => {
    addScenario({ method: 'GET', path: READS.activities, status: 200, json: { success: true, activities: [] } });
    await openDashboard();
    expect(within(activitiesRegion()).getByText('No activities yet')).toBeInTheDocument();
    expect(within(activitiesRegion()).getByRole('button', { name: 'View All Activities (0)' })).toBeDisabled();
    expect(within(activitiesRegion()).getByText(/activit(y|ies) in the last 7 days$/)).toBeInTheDocument();
  });
});

describe('a read that fails alone: its own part says it was not loaded, with Retry, and the rest is whole (rulings 19, 36)', () => {
  const expectShown = (skip?: keyof typeof READS) => {
    const figures = seedFigures();
    if (skip !== 'users') expect(cardValue('Users')).toBe(figures.users);
    if (skip !== 'projects') expect(cardValue('Projects')).toBe(figures.projects);
    if (skip !== 'labour') expect(cardValue('Labour')).toBe(figures.labour);
    if (skip !== 'bills') expect(cardValue('Revenue')).toBe(figures.revenue);
    if (skip !== 'projects') expect(shownProjects()).toHaveLength(db.projects.all().length);
    if (skip !== 'activities') expect(within(activitiesRegion()).getAllByRole('listitem')).toHaveLength(6);
    if (skip !== 'stats') expect(within(activitiesRegion()).getByText(/in the last 7 days$/)).toBeInTheDocument();
    expect(screen.queryByText('Error Loading Dashboard')).not.toBeInTheDocument();
  };

  const notLoadedCard = (label: string) => {
    expect(cardValue(label)).toBe('—');
    const card = screen.getByRole('group', { name: label });
    expect(card).toHaveTextContent('Not loaded');
    return within(card).getByRole('button', { name: `Retry ${label}` });
  };

  /** Checks the part that failed and gives its Retry button. */
  const failedPart: Record<keyof typeof READS, () => HTMLElement> = {
    users: () => notLoadedCard('Users'),
    projects: () => {
      const retry = notLoadedCard('Projects');
      const alert = within(projectsRegion()).getByRole('alert');
      expect(alert).toHaveTextContent('Projects could not be loaded.');
      expect(within(projectsRegion()).queryByText('No projects found')).not.toBeInTheDocument();
      expect(within(projectsRegion()).queryByRole('link', { name: /View All Projects/ })).not.toBeInTheDocument();
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      return retry;
    },
    bills: () => notLoadedCard('Revenue'),
    labour: () => notLoadedCard('Labour'),
    activities: () => {
      expect(within(activitiesRegion()).queryByText('No activities yet')).not.toBeInTheDocument();
      const alert = within(activitiesRegion()).getByRole('alert');
      expect(alert).toHaveTextContent('Activities could not be loaded.');
      return within(alert).getByRole('button', { name: 'Retry' });
    },
    stats: () => {
      expect(within(activitiesRegion()).queryByText(/in the last 7 days$/)).not.toBeInTheDocument();
      const alert = within(activitiesRegion()).getByRole('alert');
      expect(alert).toHaveTextContent('The activity count could not be loaded.');
      return within(alert).getByRole('button', { name: 'Retry' });
    },
  };

  test.each(Object.keys(READS) as (keyof typeof READS)[])('%s', async (read) => {
    addScenario(read === 'labour' ? networkFailure('GET', READS[read]) : failWith('GET', READS[read], 500, { message: 'Boom' }));
    const { router, user } = await openDashboard('accountant');
    await waitFor(() => expect(cardValue('Users')).not.toBe(undefined));
    const retry = failedPart[read]();
    expectShown(read);
    expect(router.state.location.pathname).toBe(DASHBOARD);
    // Retry reads that part again: once the read answers, the part shows its figures.
    clearScenarios();
    await user.click(retry);
    await waitFor(() => expectShown(), LOAD);
    expect(screen.queryByText('Not loaded')).not.toBeInTheDocument();
  });
});

test('every read failing shows the error, and Try Again recovers', async () => {
  for (const path of Object.values(READS)) addScenario(failWith('GET', path, 500, { message: 'Down' }));
  const { user } = renderApp(DASHBOARD, { as: 'admin' });
  const alert = await screen.findByRole('alert', undefined, LOAD);
  expect(alert).toHaveTextContent('Error Loading Dashboard');
  expect(alert).toHaveTextContent('Failed to load dashboard data. Please try again.');
  expect(screen.queryByRole('region', { name: 'Recent Projects' })).not.toBeInTheDocument();

  clearScenarios();
  await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
  await screen.findByRole('region', { name: 'Recent Projects' }, LOAD);
  expect(cardValue('Users')).toBe(seedFigures().users);
  expect(screen.queryByText('Error Loading Dashboard')).not.toBeInTheDocument();
});

test('the first load paints each part as soon as its own read answers, the rest loading: never a 0, an empty list or Not loaded', async () => {
  const releaseProjects = holdRequests('get', READS.projects);
  const releaseLabour = holdRequests('get', READS.labour);
  renderApp(DASHBOARD, { as: 'admin' });
  expect(await screen.findByRole('progressbar', { name: 'Loading dashboard' }, LOAD)).toBeInTheDocument();
  const figures = seedFigures();
  await waitFor(() => {
    expect(cardValue('Users')).toBe(figures.users);
    expect(cardValue('Revenue')).toBe(figures.revenue);
    expect(within(activitiesRegion()).getAllByRole('listitem')).toHaveLength(6);
  }, LOAD);
  for (const label of ['Projects', 'Labour']) {
    expect(screen.getByRole('group', { name: label })).toHaveAttribute('aria-busy', 'true');
    expect(cardValue(label)).toBe('');
  }
  expect(within(projectsRegion()).getByRole('progressbar', { name: 'Loading recent projects' })).toBeInTheDocument();
  expect(within(projectsRegion()).queryByText('No projects found')).not.toBeInTheDocument();
  expect(screen.queryByText('Not loaded')).not.toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Loading dashboard' })).toBeInTheDocument();
  // The search and the filter hold their place while the projects load, so the list does not jump down.
  expect(within(projectsRegion()).getByLabelText('Search by project or client')).toBeDisabled();
  expect(within(projectsRegion()).getByLabelText('Status')).toBeDisabled();

  releaseProjects();
  await waitFor(() => expect(cardValue('Projects')).toBe(figures.projects), LOAD);
  expect(shownProjects()).toHaveLength(db.projects.all().length);
  expect(within(projectsRegion()).getByLabelText('Search by project or client')).toBeEnabled();
  expect(within(projectsRegion()).getByLabelText('Status')).toBeEnabled();
  expect(screen.getByRole('group', { name: 'Labour' })).toHaveAttribute('aria-busy', 'true');

  releaseLabour();
  await waitFor(() => expect(cardValue('Labour')).toBe(figures.labour), LOAD);
  expect(screen.queryByRole('progressbar', { name: 'Loading dashboard' })).not.toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Labour' })).not.toHaveAttribute('aria-busy');
});

describe('refresh', () => {
  test('every 30 s, keeping the search, the filter and the rows on screen while it reads', async () => {
    useFakeTimeouts({ intervals: true, followRealClock: true });
    const log = recordRequests();
    const { user } = await openDashboard();
    const search = within(projectsRegion()).getByLabelText('Search by project or client');
    await user.type(search, 'Valley');
    await user.selectOptions(within(projectsRegion()).getByLabelText('Status'), 'Planning');
    expect(shownProjects()).toEqual(['Green Valley Villas']);

    await projectAt('Valley View Towers', 'Valley Homes', 'Planning', Date.now());
    const release = holdRequests('get', READS.projects);
    const before = received(log, 'GET', READS.projects).length;
    await advanceBy(30_000);
    await waitFor(() => expect(received(log, 'GET', READS.projects).length).toBe(before + 1));
    // While the new answer is on its way the page stays as it was.
    expect(screen.queryByRole('progressbar', { name: 'Loading dashboard' })).not.toBeInTheDocument();
    expect(shownProjects()).toEqual(['Green Valley Villas']);
    release();

    await waitFor(() => expect(shownProjects()).toEqual(['Valley View Towers', 'Green Valley Villas']));
    expect(search).toHaveValue('Valley');
    expect(within(projectsRegion()).getByLabelText('Status')).toHaveValue('Planning');
    expect(screen.queryByRole('progressbar', { name: 'Loading dashboard' })).not.toBeInTheDocument();
    for (const path of Object.values(READS)) expect(received(log, 'GET', path).length).toBeGreaterThanOrEqual(2);
  });

  test('reads the bills and the labour profiles again only if they changed: an unchanged list is answered 304 and its figure stands; a changed one is read whole', async () => {
    useFakeTimeouts({ intervals: true, followRealClock: true });
    const log = recordRequests();
    const statuses = (path: string) => received(log, 'GET', path).map((read) => read.status);
    const { queryClient } = await openDashboard();
    const figures = seedFigures();
    const labourRead = () => queryClient.getQueryState(labourProfileKeys.count)!;
    const firstReadAt = labourRead().dataUpdatedAt;

    await advanceBy(30_000);
    await waitFor(() => expect(statuses(READS.labour)).toEqual([200, 304]));
    await waitFor(() => expect(statuses(READS.bills)).toEqual([200, 304]));
    expect(received(log, 'GET', READS.labour).map((read) => read.ifNoneMatch)).toEqual([undefined, expect.stringMatching(/^W\/"/)]);
    // The 304 answered the read: it succeeded, with the figure of the first answer.
    await waitFor(() => expect(labourRead().dataUpdatedAt).toBeGreaterThan(firstReadAt));
    expect(labourRead()).toMatchObject({ status: 'success', fetchFailureCount: 0 });
    expect(cardValue('Labour')).toBe(figures.labour);
    expect(cardValue('Revenue')).toBe(figures.revenue);

    const [left] = db.labourProfiles.all();
    db.labourProfiles.delete((q) => q.where({ _id: left._id }));
    await advanceBy(30_000);
    await waitFor(() => expect(cardValue('Labour')).toBe(String(Number(figures.labour) - 1)), LOAD);
    expect(statuses(READS.labour)).toEqual([200, 304, 200]);
  });

  test('when the tab becomes visible again', async () => {
    await openDashboard();
    const usersBefore = cardValue('Users');
    await projectAt('Visible Again Plaza', 'Tab Returners', 'On Progress', Date.now());

    let visibility: DocumentVisibilityState = 'hidden';
    const spy = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    onTestFinished(() => spy.mockRestore());
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    visibility = 'visible';
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });

    await waitFor(() => expect(shownProjects()[0]).toBe('Visible Again Plaza'), LOAD);
    expect(cardValue('Users')).toBe(usersBefore);
  });
});
