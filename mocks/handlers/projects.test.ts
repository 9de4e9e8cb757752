import { callMock } from '../callMock';
import { db } from '../db';
import { DEMO_ACCOUNTS } from '../seed';

const call = (method: string, path: string, body?: unknown, email: string = DEMO_ACCOUNTS.admin.email) => callMock(method, path, { body, as: email });

const newProject = (overrides: Record<string, unknown> = {}) => ({
  projectName: 'Lakeview Apartments',
  startDate: '2026-04-01',
  endDate: '2027-04-01',
  client: 'Lakeview Homes',
  budget: 12_000_000,
  projectManager: 'Priya Sharma',
  priority: 'High',
  description: 'Twelve flats by the lake',
  ...overrides,
});

const year = new Date().getFullYear();
const numberOf = (n: number) => `${year}/SGKE/${String(n).padStart(3, '0')}`;

describe('project numbers', () => {
  test('follow YYYY/SGKE/NNN in sequence within the year', async () => {
    const first = await call('POST', '/project/createProject', newProject());
    const second = await call('POST', '/project/createProject', newProject({ projectName: 'Second' }));
    expect(first.status).toBe(201);
    const a = (first.body.project as { projectNumber: string }).projectNumber;
    const b = (second.body.project as { projectNumber: string }).projectNumber;
    expect(a).toMatch(/^\d{4}\/SGKE\/\d{3}$/);
    expect(Number(b.slice(-3))).toBe(Number(a.slice(-3)) + 1);
  });

  test('are never reused after a delete', async () => {
    const first = await call('POST', '/project/createProject', newProject());
    const created = first.body.project as { _id: string; projectNumber: string };
    const n = Number(created.projectNumber.slice(-3));
    expect((await call('DELETE', `/project/deleteProject/${created._id}`)).status).toBe(200);
    const next = await call('POST', '/project/createProject', newProject({ projectName: 'After delete' }));
    expect((next.body.project as { projectNumber: string }).projectNumber).toBe(numberOf(n + 1));
  });
});

describe('project validation', () => {
  test.each([
    [{ budget: 0 }, 'Budget is required and must be greater than 0'],
    [{ budget: '' }, 'Budget is required and must be greater than 0'],
    [{ endDate: '2026-03-01' }, 'End date must be after start date'],
    [{ priority: 'Whenever' }, 'Priority must be one of Low, Medium, High, Urgent'],
    [{ status: 'Cancelled' }, 'Status must be one of Pending, Planning, On Progress, Completed'],
    [{ projectName: ' ' }, 'Project name is required'],
    [{ description: '' }, 'Project description is required'],
  ])('%j is refused with 400 "%s"', async (overrides, message) => {
    const { status, body } = await call('POST', '/project/createProject', newProject(overrides));
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  test('an end date equal to the start date is allowed; clientName is read as the client', async () => {
    const { status, body } = await call('POST', '/project/createProject', newProject({ endDate: '2026-04-01', client: undefined, clientName: 'Via clientName' }));
    expect(status).toBe(201);
    expect(body.project).toMatchObject({ client: 'Via clientName', clientName: 'Via clientName', priority: 'High', status: 'Pending' });
  });

  test('an update changes only what it is sent and refuses a new start date', async () => {
    const project = db.projects.findFirst((q) => q.where({ status: 'Planning' }))!;
    const ok = await call('PUT', `/project/updateProject/${project._id}`, { status: 'On Progress' });
    expect(ok.status).toBe(200);
    expect(ok.body.project).toMatchObject({ status: 'On Progress', projectName: project.projectName });
    const refused = await call('PUT', `/project/updateProject/${project._id}`, { startDate: '2020-01-01' });
    expect(refused.status).toBe(400);
    expect((await call('PUT', '/project/updateProject/nope', { status: 'Planning' })).status).toBe(404);
  });

  test('writes need MANAGE_PROJECTS (403), reads only a signed-in user', async () => {
    const hr = 'hr@sgkconstructions.in';
    expect((await call('POST', '/project/createProject', newProject(), hr)).status).toBe(403);
    const list = await call('GET', '/project/getAllProjects', undefined, hr);
    expect(list.status).toBe(200);
    expect((list.body.projects as unknown[]).length).toBeGreaterThanOrEqual(4);
  });
});

describe('deleting', () => {
  test('a project removes its quotation items and all their rows', async () => {
    const project = db.projects.findFirst((q) => q.where({ status: 'On Progress' }))!;
    const itemIds = db.quotationItems.findMany((q) => q.where({ projectId: project._id })).map((i) => i._id);
    expect(itemIds.length).toBeGreaterThan(0);
    await call('DELETE', `/project/deleteProject/${project._id}`);
    expect(db.quotationItems.findMany((q) => q.where({ projectId: project._id }))).toHaveLength(0);
    for (const id of itemIds) {
      expect(db.quotationMaterials.findMany((q) => q.where({ quotationId: id }))).toHaveLength(0);
      expect(db.labourWork.findMany((q) => q.where({ quotationId: id }))).toHaveLength(0);
      expect(db.measurements.findMany((q) => q.where({ quotationId: id }))).toHaveLength(0);
    }
  });

  test('a quotation item removes its rows, and an unknown id is 404', async () => {
    const material = db.quotationMaterials.all()[0];
    await call('DELETE', `/quotation/deleteQuotationItem/${material.quotationId}`);
    expect(db.quotationMaterials.findMany((q) => q.where({ quotationId: material.quotationId }))).toHaveLength(0);
    expect((await call('DELETE', `/quotation/deleteQuotationItem/${material.quotationId}`)).status).toBe(404);
  });
});

describe('quotation items and sheets', () => {
  test('create, read and validate items and their rows', async () => {
    const project = db.projects.all()[0];
    const bad = await call('POST', '/quotation/createQuotationItem', { projectId: project._id, description: '', date: '2026-05-01', totalAmount: 0 });
    expect(bad.body.message).toBe('Description is required');
    const created = await call('POST', '/quotation/createQuotationItem', { projectId: project._id, description: 'Tiling', date: '2026-05-01', totalAmount: 0 });
    const item = created.body.item as { _id: string };
    expect(created.status).toBe(201);

    const materials = await call('POST', '/material/create', { quotationId: item._id, projId: project._id, items: [{ name: 'Tiles', qty: 10, unit: 'pcs', rate: '1,250.50', vendor: 'Tile House' }] });
    expect(materials.status).toBe(201);
    const labour = await call('POST', '/labourwork/create', { items: [{ quotationId: item._id, name: 'Ramesh Naik', phone: '9845012345', task: 'Tiling', hours: 8, wage: 900 }] });
    expect(labour.status).toBe(201);
    const rows = await call('POST', '/msheet/create', { projId: project._id, quotationId: item._id, items: [{ description: 'Floor', nos: 1, length: 4, breadth: 3, depth: 0, unit: 'm²' }] });
    expect(rows.status).toBe(400);
    expect(rows.body.message).toBe('Depth must be a number above 0');

    const listed = await call('GET', `/material/quotationMaterial/${item._id}`);
    expect(listed.body).toEqual([expect.objectContaining({ name: 'Tiles', rate: 1250.5, status: 'pending', projectId: project._id })]);
  });
});
