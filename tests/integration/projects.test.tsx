import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { REDIRECT_AFTER_CREATE_MS } from '@/config/constants';
import { formatRupees } from '@/lib/money';
import { db } from '../../mocks/db';
import { addScenario, brokenJson, clearScenarios, failWith, htmlPage, networkFailure } from '../../mocks/scenarios';
import { holdRequests } from '../holdRequests';
import { renderApp, type RenderAppOptions } from '../renderApp';
import { fillIn } from '../screen';
import { advanceBy, useFakeTimeouts } from '../timers';
import { received, recordRequests } from '../serverLog';
import { createStaff } from './helpers';

const LOAD_ERROR_WAIT = { timeout: 4000 };
/** The first render of a screen also loads its code. */
const FIRST_RENDER_WAIT = { timeout: 5000 };
/** Each test renders the whole app and some fill the whole form more than once: room for a busy machine. */
const LONG_TEST_MS = 30_000;

const SAI = 'Sai Residency – Block A';
const VILLAS = 'Green Valley Villas';
const SCHOOL = 'Municipal School Renovation, Hubballi';
const WAREHOUSE = 'Krishna Textiles Warehouse';
const SAI_DESCRIPTION =
  'G+4 residential block of 20 flats at Whitefield, Bengaluru: RCC framed structure, brick infill, internal plastering and waterproofing of terraces.';

const CANNOT_CONNECT = 'Cannot connect to server. Please check if the backend is running.';
const FETCH_FAILED = 'Failed to fetch projects. Please check if the backend is running.';

const projectsTable = () => screen.getByRole('table', { name: 'Projects' });
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
const projectInDb = (projectName: string) => db.projects.findFirst((q) => q.where({ projectName }));
const field = (label: RegExp, container: HTMLElement = document.body) => within(container).getByLabelText(label, { selector: 'input, select, textarea' });

/** Date inputs take a whole yyyy-mm-dd value at once. */
const setDate = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function openProjects(as: RenderAppOptions['as'] = 'admin') {
  const view = renderApp('/project-management', { as });
  await screen.findByRole('cell', { name: SAI }, FIRST_RENDER_WAIT);
  return view;
}

/** The details region a toggle opened. */
function detailsOpenedBy(toggle: HTMLElement): HTMLElement {
  const id = toggle.getAttribute('aria-controls');
  const region = id ? document.getElementById(id) : null;
  if (!region) throw new Error('The toggle does not point at open details');
  return region;
}

async function openEdit(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name: `Edit ${name}` }));
  return screen.findByRole('dialog', { name: 'Edit Project' });
}

describe('/project-management', { timeout: LONG_TEST_MS }, () => {
  test('lists every project: number, name, client, dates dd/mm/yyyy, budget in rupees, status and priority', async () => {
    await openProjects();
    expect(screen.getByRole('heading', { level: 1, name: 'Project Management' })).toBeInTheDocument();
    expect(within(projectsTable()).getAllByRole('row')).toHaveLength(5);
    expect(screen.getByText('4 projects')).toBeInTheDocument();

    const sai = within(rowOf(SAI));
    for (const text of ['2026/SGKE/001', 'Sai Developers Pvt Ltd', '12/01/2026', '31/03/2027', formatRupees(45_000_000), 'On Progress', 'High']) {
      expect(sai.getByText(text)).toBeInTheDocument();
    }
    expect(formatRupees(45_000_000)).toBe('₹4,50,00,000.00');
    expect(within(rowOf(WAREHOUSE)).getByText('Completed')).toBeInTheDocument();
    expect(within(rowOf(SCHOOL)).getByText('Urgent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Project' })).toHaveAttribute('href', '/Project-creation');
  });

  test('searches by project name and by project number, with a no-match state', async () => {
    const { user } = await openProjects();
    const search = screen.getByRole('searchbox', { name: /search by project name or number/i });

    await user.type(search, 'villas');
    expect(within(projectsTable()).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: VILLAS })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 4 projects')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '2026/SGKE/004');
    expect(within(projectsTable()).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: WAREHOUSE })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'no such project');
    expect(screen.getByText('No projects match your search')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: SAI })).not.toBeInTheDocument();

    await user.clear(search);
    expect(within(projectsTable()).getAllByRole('row')).toHaveLength(5);
  });

  test('a row expands to manager, budget, priority and description, with Show more / Show less over 80 characters', async () => {
    const { user } = await openProjects();
    const toggle = screen.getByRole('button', { name: `Show details for ${SAI}` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    const hide = screen.getByRole('button', { name: `Hide details for ${SAI}` });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    const details = within(detailsOpenedBy(hide));
    expect(details.getByText('Priya Sharma')).toBeInTheDocument();
    expect(details.getByText(formatRupees(45_000_000))).toBeInTheDocument();
    expect(details.getByText('High')).toBeInTheDocument();
    expect(details.queryByText(SAI_DESCRIPTION, { exact: false })).not.toBeInTheDocument();
    expect(details.getByText(/G\+4 residential block .*RCC framed structure…/)).toBeInTheDocument();

    await user.click(details.getByRole('button', { name: 'Show more' }));
    expect(details.getByText(SAI_DESCRIPTION, { exact: false })).toBeInTheDocument();
    await user.click(details.getByRole('button', { name: 'Show less' }));
    expect(details.queryByText(SAI_DESCRIPTION, { exact: false })).not.toBeInTheDocument();

    await user.click(hide);
    expect(screen.queryByText('Priya Sharma')).not.toBeInTheDocument();

    // Exactly 80 characters: shown whole, without a toggle.
    await user.click(screen.getByRole('button', { name: `Show details for ${SCHOOL}` }));
    const school = within(detailsOpenedBy(screen.getByRole('button', { name: `Hide details for ${SCHOOL}` })));
    expect(school.getByText('Repairs to roof slab, new toilets block and repainting before the academic year.')).toBeInTheDocument();
    expect(school.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  test('edit shows number and start date read-only and sends only the changed fields', async () => {
    const log = recordRequests();
    const { user } = await openProjects();
    const dialog = await openEdit(user, SAI);
    expect(field(/project number/i, dialog)).toHaveValue('2026/SGKE/001');
    expect(field(/project number/i, dialog)).toHaveAttribute('readonly');
    expect(field(/start date/i, dialog)).toHaveValue('12/01/2026');
    expect(field(/start date/i, dialog)).toHaveAttribute('readonly');

    const status = field(/^status/i, dialog);
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(expect.arrayContaining(['Pending', 'Planning', 'On Progress', 'Completed']));
    expect(within(field(/^priority/i, dialog)).getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Low', 'Medium', 'High', 'Urgent']),
    );
    await user.selectOptions(status, 'Completed');
    const budget = field(/^budget/i, dialog);
    await fillIn(user, budget, '46000000');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    // The dialog closes only once the server has accepted the change.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Project updated successfully')).toBeInTheDocument();
    const puts = received(log, 'PUT', '/project/updateProject/:id');
    expect(puts).toHaveLength(1);
    expect(puts[0].path).toBe(`/project/updateProject/${projectInDb(SAI)!._id}`);
    expect(puts[0].body).toEqual({ status: 'Completed', budget: 46_000_000 });
    expect(await within(rowOf(SAI)).findByText('Completed')).toBeInTheDocument();
    expect(within(rowOf(SAI)).getByText(formatRupees(46_000_000))).toBeInTheDocument();
  });

  test('edit with nothing changed (spaces around a value included) closes without a call', async () => {
    const log = recordRequests();
    const { user } = await openProjects();
    let dialog = await openEdit(user, VILLAS);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openEdit(user, VILLAS);
    await user.type(field(/^client/i, dialog), '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(received(log, 'PUT', '/project/updateProject/:id')).toHaveLength(0);
  });

  test('edit changes the end date and name, never the start date; an earlier end date is refused', async () => {
    const log = recordRequests();
    const { user } = await openProjects();
    const dialog = await openEdit(user, VILLAS);
    setDate(field(/end date/i, dialog), '2026-02-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('End date must be after start date')).toBeInTheDocument();

    const name = field(/project name/i, dialog);
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Project name is required')).toBeInTheDocument();
    expect(received(log, 'PUT', '/project/updateProject/:id')).toHaveLength(0);

    await fillIn(user, name, 'Green Valley Villas – Phase 1');
    expect(within(dialog).queryByText('Project name is required')).not.toBeInTheDocument();
    setDate(field(/end date/i, dialog), '2026-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Project updated successfully')).toBeInTheDocument();
    const [put] = received(log, 'PUT', '/project/updateProject/:id');
    expect(put.body).toEqual({ projectName: 'Green Valley Villas – Phase 1', endDate: '2026-03-01' });
    expect(await screen.findByRole('cell', { name: 'Green Valley Villas – Phase 1' })).toBeInTheDocument();
  });

  test('a failed edit shows the server message or "Failed to update project", and keeps the values', async () => {
    const { user } = await openProjects();
    const dialog = await openEdit(user, SAI);
    const manager = field(/project manager/i, dialog);
    await fillIn(user, manager, 'Anil Kumar');

    addScenario(failWith('PUT', '/project/updateProject/:id', 500, { message: 'Projects are locked for the audit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Projects are locked for the audit')).toBeInTheDocument();
    expect(field(/project manager/i, dialog)).toHaveValue('Anil Kumar');

    clearScenarios();
    addScenario(failWith('PUT', '/project/updateProject/:id', 500, {}));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Failed to update project')).toBeInTheDocument();
    expect(field(/project manager/i, dialog)).toHaveValue('Anil Kumar');
    expect(screen.getByRole('dialog', { name: 'Edit Project' })).toBeInTheDocument();
    expect(projectInDb(SAI)!.projectManager).toBe('Priya Sharma');
  });

  test('delete asks first, naming the project; Cancel keeps it, Delete removes it and logs the activity', async () => {
    const log = recordRequests();
    const { user } = await openProjects();
    const villasId = projectInDb(VILLAS)!._id;
    expect(db.quotationItems.findMany((q) => q.where({ projectId: villasId })).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: `Delete ${VILLAS}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Project' });
    expect(within(dialog).getByText(/delete the project "Green Valley Villas"\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(received(log, 'DELETE', '/project/deleteProject/:id')).toHaveLength(0);
    expect(screen.getByRole('cell', { name: VILLAS })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Delete ${VILLAS}` }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Project' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Project "Green Valley Villas" deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: VILLAS })).not.toBeInTheDocument());
    expect(received(log, 'DELETE', '/project/deleteProject/:id').map((r) => r.path)).toEqual([`/project/deleteProject/${villasId}`]);
    expect(db.quotationItems.findMany((q) => q.where({ projectId: villasId }))).toHaveLength(0);

    await waitFor(() => expect(received(log, 'POST', '/activity/create')).toHaveLength(1));
    await waitFor(() =>
      expect(received(log, 'POST', '/activity/create')[0].body).toMatchObject({
        action: 'deleted',
        entityType: 'project',
        entityId: villasId,
        entityName: VILLAS,
      }),
    );
  });

  test('a failed delete says so and keeps the project', async () => {
    addScenario(failWith('DELETE', '/project/deleteProject/:id', 500, {}));
    const { user } = await openProjects();
    await user.click(screen.getByRole('button', { name: `Delete ${WAREHOUSE}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Project' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete project')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: WAREHOUSE })).toBeInTheDocument();
    expect(projectInDb(WAREHOUSE)).toBeDefined();
  });

  test('no HTTP answer on load says the server cannot be reached; Retry loads the list', async () => {
    addScenario(networkFailure('GET', '/project/getAllProjects'));
    const { user } = renderApp('/project-management', { as: 'admin' });
    expect(await screen.findByText(CANNOT_CONNECT, {}, LOAD_ERROR_WAIT)).toBeInTheDocument();

    clearScenarios();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: SAI })).toBeInTheDocument();
    expect(screen.queryByText(CANNOT_CONNECT)).not.toBeInTheDocument();
  });

  test.each([
    ['a 500', failWith('GET', '/project/getAllProjects', 500, { message: 'Database down' })],
    ['an HTML page', htmlPage('GET', '/project/getAllProjects')],
    ['broken JSON', brokenJson('GET', '/project/getAllProjects')],
  ])('%s on load gives the fetch failure text with Retry', async (_case, scenario) => {
    addScenario(scenario);
    renderApp('/project-management', { as: 'admin' });
    expect(await screen.findByText(FETCH_FAILED, {}, LOAD_ERROR_WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText(CANNOT_CONNECT)).not.toBeInTheDocument();
  });

  test('shows progress while loading, and an empty state for no projects (a bare array is read too)', async () => {
    addScenario({ method: 'GET', path: '/project/getAllProjects', status: 200, json: [] });
    const release = holdRequests('get', '/project/getAllProjects');
    renderApp('/project-management', { as: 'admin' });
    expect(await screen.findByRole('progressbar', { name: 'Loading projects' }, FIRST_RENDER_WAIT)).toBeInTheDocument();
    release();
    expect(await screen.findByText('No projects found')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading projects' })).not.toBeInTheDocument();
    expect(screen.getByText('0 projects')).toBeInTheDocument();
  });

  test('a user who may only view projects gets no Add, Edit or Delete', async () => {
    const viewer = await createStaff({ role: 'Site Viewer', permissions: ['VIEW_PROJECTS'] });
    await openProjects({ email: viewer.email });
    expect(screen.queryByRole('link', { name: 'Add Project' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Edit ${SAI}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Delete ${SAI}` })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Show details for ${SAI}` })).toBeInTheDocument();
  });

  describe('under 768 px', () => {
    const wideWidth = window.innerWidth;
    beforeEach(() => {
      window.innerWidth = 375;
    });
    afterEach(() => {
      window.innerWidth = wideWidth;
    });

    test('shows a card per project, each expanding to its details, with edit and delete', async () => {
      const log = recordRequests();
      const { user } = renderApp('/project-management', { as: 'admin' });
      const list = await screen.findByRole('list', { name: 'Projects' }, FIRST_RENDER_WAIT);
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
      expect(screen.queryByRole('table', { name: 'Projects' })).not.toBeInTheDocument();

      const card = within(within(list).getByRole('listitem', { name: SAI }));
      for (const text of ['2026/SGKE/001', 'Sai Developers Pvt Ltd', '12/01/2026', '31/03/2027', formatRupees(45_000_000), 'On Progress', 'High']) {
        expect(card.getByText(text)).toBeInTheDocument();
      }
      await user.click(card.getByRole('button', { name: `Show details for ${SAI}` }));
      const details = within(detailsOpenedBy(card.getByRole('button', { name: `Hide details for ${SAI}` })));
      expect(details.getByText('Priya Sharma')).toBeInTheDocument();
      expect(details.getByRole('button', { name: 'Show more' })).toBeInTheDocument();

      const dialog = await openEdit(user, SAI);
      await user.selectOptions(field(/^priority/i, dialog), 'Urgent');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByText('Project updated successfully')).toBeInTheDocument();
      expect(received(log, 'PUT', '/project/updateProject/:id')[0].body).toEqual({ priority: 'Urgent' });
      expect(card.getByRole('button', { name: `Delete ${SAI}` })).toBeInTheDocument();
    });
  });
});

const VALID_PROJECT = {
  projectName: 'Lakeview Apartments',
  startDate: '2026-04-01',
  endDate: '2027-09-30',
  client: 'Lakeview Homes Pvt Ltd',
  budget: '25000000',
  projectManager: 'Rahul Verma',
  priority: 'High',
  description: 'Two towers of G+7 apartments with basement parking at Hebbal, Bengaluru.',
};

async function openAddProject() {
  const view = renderApp('/Project-creation', { as: 'admin' });
  await screen.findByRole('heading', { level: 1, name: 'Add New Project' }, FIRST_RENDER_WAIT);
  return view;
}

async function fillProject(user: UserEvent, values: Partial<typeof VALID_PROJECT> = VALID_PROJECT) {
  if (values.projectName !== undefined) await fillIn(user, field(/project name/i), values.projectName);
  if (values.startDate !== undefined) setDate(field(/start date/i), values.startDate);
  if (values.endDate !== undefined) setDate(field(/end date/i), values.endDate);
  if (values.client !== undefined) await fillIn(user, field(/^client/i), values.client);
  if (values.budget !== undefined) await fillIn(user, field(/^budget/i), values.budget);
  if (values.projectManager !== undefined) await fillIn(user, field(/project manager/i), values.projectManager);
  if (values.priority !== undefined) await user.selectOptions(field(/^priority/i), values.priority);
  if (values.description !== undefined) await fillIn(user, field(/project description/i), values.description);
}

function expectFormHolds(values: typeof VALID_PROJECT) {
  expect(field(/project name/i)).toHaveValue(values.projectName);
  expect(field(/start date/i)).toHaveValue(values.startDate);
  expect(field(/end date/i)).toHaveValue(values.endDate);
  expect(field(/^client/i)).toHaveValue(values.client);
  expect(field(/^budget/i)).toHaveValue(Number(values.budget));
  expect(field(/project manager/i)).toHaveValue(values.projectManager);
  expect(field(/^priority/i)).toHaveValue(values.priority);
  expect(field(/project description/i)).toHaveValue(values.description);
}

const createButton = () => screen.getByRole('button', { name: 'Create Project' });

const REQUIRED_TEXTS = [
  'Project name is required',
  'Start date is required',
  'End date is required',
  'Client is required',
  'Budget is required and must be greater than 0',
  'Project manager is required',
  'Project description is required',
];

describe('Add New Project (/Project-creation)', { timeout: LONG_TEST_MS }, () => {
  test('shows every field; the number is generated after creation and priority starts at Medium', async () => {
    await openAddProject();
    const number = field(/project number/i);
    expect(number).toHaveAttribute('readonly');
    expect(number).toHaveValue('');
    expect(screen.getByText('Auto-generated after creation (format YYYY/SGKE/000)')).toBeInTheDocument();
    for (const label of [/project name/i, /start date/i, /end date/i, /^client/i, /^budget/i, /project manager/i, /project description/i]) {
      expect(field(label)).toBeEnabled();
    }
    expect(field(/^priority/i)).toHaveValue('Medium');
    expect(within(field(/^priority/i)).getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Low', 'Medium', 'High', 'Urgent']),
    );
  });

  test('an empty submit shows every required message and sends nothing; editing a field clears its message', async () => {
    const log = recordRequests();
    const { user } = await openAddProject();
    await user.click(createButton());
    for (const text of REQUIRED_TEXTS) expect(await screen.findByText(text)).toBeInTheDocument();
    expect(received(log, 'POST', '/project/createProject')).toHaveLength(0);

    await user.type(field(/project name/i), 'L');
    expect(screen.queryByText('Project name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Client is required')).toBeInTheDocument();
    setDate(field(/end date/i), '2027-01-01');
    await waitFor(() => expect(screen.queryByText('End date is required')).not.toBeInTheDocument());
    await user.type(field(/^budget/i), '5');
    expect(screen.queryByText('Budget is required and must be greater than 0')).not.toBeInTheDocument();
  });

  test('an end date before the start is refused; the same day is allowed', async () => {
    const log = recordRequests();
    const { user } = await openAddProject();
    await fillProject(user, { ...VALID_PROJECT, endDate: '2026-03-31' });
    await user.click(createButton());
    expect(await screen.findByText('End date must be after start date')).toBeInTheDocument();
    expect(received(log, 'POST', '/project/createProject')).toHaveLength(0);

    setDate(field(/end date/i), VALID_PROJECT.startDate);
    await user.click(createButton());
    expect(await screen.findByText(/Project created successfully/)).toBeInTheDocument();
    expect(screen.queryByText('End date must be after start date')).not.toBeInTheDocument();
    await waitFor(() => expect(received(log, 'POST', '/project/createProject')).toHaveLength(1));
  });

  test('a budget that is empty, zero, below 1 or negative is refused', async () => {
    const log = recordRequests();
    const { user } = await openAddProject();
    await fillProject(user, { ...VALID_PROJECT, budget: undefined });
    const budget = field(/^budget/i);
    for (const value of ['', '0', '0.5', '-100']) {
      await user.clear(budget);
      if (value) await user.paste(value);
      await user.click(createButton());
      expect(await screen.findByText('Budget is required and must be greater than 0')).toBeInTheDocument();
    }
    expect(received(log, 'POST', '/project/createProject')).toHaveLength(0);
  });

  test('creates the project: banner with the new number, activity logged, back to the list after 2 s', async () => {
    const log = recordRequests();
    const { user, router } = await openAddProject();
    await fillProject(user);
    useFakeTimeouts();
    await user.click(createButton());

    const created = await waitFor(() => {
      const project = projectInDb(VALID_PROJECT.projectName);
      expect(project).toBeDefined();
      return project!;
    });
    expect(created.projectNumber).toMatch(/^\d{4}\/SGKE\/\d{3}$/);
    expect(await screen.findByText(`✅ Project created successfully! Project Number: ${created.projectNumber}. Redirecting...`)).toBeInTheDocument();
    expect(field(/project number/i)).toHaveValue(created.projectNumber);
    expect(createButton()).toBeDisabled();

    const [post] = received(log, 'POST', '/project/createProject');
    expect(post.body).toEqual({
      projectName: 'Lakeview Apartments',
      startDate: '2026-04-01',
      endDate: '2027-09-30',
      client: 'Lakeview Homes Pvt Ltd',
      budget: 25_000_000,
      projectManager: 'Rahul Verma',
      priority: 'High',
      status: 'Pending',
      description: 'Two towers of G+7 apartments with basement parking at Hebbal, Bengaluru.',
    });
    await waitFor(() =>
      expect(received(log, 'POST', '/activity/create')[0]?.body).toMatchObject({
        action: 'created',
        entityType: 'project',
        entityId: created._id,
        entityName: 'Lakeview Apartments',
        description: expect.stringContaining(created.projectNumber),
      }),
    );

    expect(router.state.location.pathname).toBe('/Project-creation');
    await advanceBy(REDIRECT_AFTER_CREATE_MS);
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-management'));
    expect(await screen.findByRole('cell', { name: 'Lakeview Apartments' }, FIRST_RENDER_WAIT)).toBeInTheDocument();
  });

  test('priority left alone is sent as Medium; a double click creates one project', async () => {
    const log = recordRequests();
    const { user } = await openAddProject();
    await fillProject(user, { ...VALID_PROJECT, priority: undefined });
    await user.dblClick(createButton());
    expect(await screen.findByText(/Project created successfully/)).toBeInTheDocument();
    expect(received(log, 'POST', '/project/createProject')).toHaveLength(1);
    await waitFor(() => expect(received(log, 'POST', '/project/createProject')[0].body).toMatchObject({ priority: 'Medium' }));
    expect(db.projects.findMany((q) => q.where({ projectName: VALID_PROJECT.projectName }))).toHaveLength(1);
  });

  test('every failure has its error text; everything typed stays and the banner can be dismissed', async () => {
    const failures = [
      [failWith('POST', '/project/createProject', 400, { success: false, details: 'Budget exceeds the sanctioned limit' }), '❌ Failed to create project: Budget exceeds the sanctioned limit'],
      [failWith('POST', '/project/createProject', 500, { error: 'Duplicate project name' }), '❌ Failed to create project: Duplicate project name'],
      [failWith('POST', '/project/createProject', 500, { message: 'Internal error' }), '❌ Failed to create project: Unknown error'],
      [networkFailure('POST', '/project/createProject'), '❌ No response from server. Please check if the backend is running.'],
      [htmlPage('POST', '/project/createProject'), '❌ Failed to create project. Please try again.'],
      [brokenJson('POST', '/project/createProject'), '❌ Failed to create project. Please try again.'],
    ] as const;
    const log = recordRequests();
    const { user, router } = await openAddProject();
    await fillProject(user);

    for (const [scenario, text] of failures) {
      clearScenarios();
      addScenario(scenario);
      await user.click(createButton());
      const banner = (await screen.findByText(text)).closest('[role="alert"]') as HTMLElement;
      expect(banner).toBeInTheDocument();
      expectFormHolds(VALID_PROJECT);
      expect(createButton()).toBeEnabled();
      await user.click(within(banner).getByRole('button', { name: /close/i }));
      expect(screen.queryByText(text)).not.toBeInTheDocument();
    }
    expect(router.state.location.pathname).toBe('/Project-creation');
    expect(received(log, 'POST', '/project/createProject')).toHaveLength(failures.length);
    expect(received(log, 'POST', '/activity/create')).toHaveLength(0);
    expect(projectInDb(VALID_PROJECT.projectName)).toBeUndefined();
  });

  test('after a failure the same values can be sent again', async () => {
    const log = recordRequests();
    addScenario({ ...networkFailure('POST', '/project/createProject'), once: true });
    const { user } = await openAddProject();
    await fillProject(user);
    await user.click(createButton());
    expect(await screen.findByText('❌ No response from server. Please check if the backend is running.')).toBeInTheDocument();

    await user.click(createButton());
    expect(await screen.findByText(/Project created successfully/)).toBeInTheDocument();
    await waitFor(() => expect(received(log, 'POST', '/project/createProject')).toHaveLength(2));
    expect(received(log, 'POST', '/project/createProject')[1].body).toMatchObject({ projectName: 'Lakeview Apartments', budget: 25_000_000 });
  });

  test('Cancel goes to /project-management', async () => {
    const { user, router } = await openAddProject();
    await fillIn(user, field(/project name/i), 'Never mind');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-management'));
    expect(await screen.findByRole('cell', { name: SAI }, FIRST_RENDER_WAIT)).toBeInTheDocument();
    expect(projectInDb('Never mind')).toBeUndefined();
  });

  test('Add Project on the list opens this screen, which also answers at /project-creation', async () => {
    const { user, router } = await openProjects();
    await user.click(screen.getByRole('link', { name: 'Add Project' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New Project' }, FIRST_RENDER_WAIT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Project-creation');
  });
});
