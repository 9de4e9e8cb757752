import { DEFAULT_PROJECT_PRIORITY, DEFAULT_PROJECT_STATUS, MIN_PROJECT_BUDGET, PROJECT_NUMBER_CODE, PROJECT_PRIORITIES, PROJECT_STATUSES } from '@/config/constants';
import { crudHandlers } from '../crud';
import { db, type ProjectRecord } from '../db';
import { fail, MockHttpError, text } from '../respond';
import { removeQuotationItemWithRows } from './quotations';

function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(new Date(value).getTime());
}

/** Reads and checks project fields; `partial` checks only the fields present (an update). */
function readProjectFields(body: Record<string, unknown>, partial: boolean, current?: ProjectRecord): Partial<ProjectRecord> {
  const fields: Partial<ProjectRecord> = {};
  const has = (key: string) => key in body || (key === 'client' && 'clientName' in body);
  const required = (key: 'projectName' | 'startDate' | 'endDate' | 'client' | 'projectManager' | 'description', label: string) => {
    if (!partial || has(key)) {
      const value = text(key === 'client' ? (body.client ?? body.clientName) : body[key]);
      if (!value) fail(400, `${label} is required`);
      return value;
    }
    return undefined;
  };
  const set = <K extends keyof ProjectRecord>(key: K, value: ProjectRecord[K] | undefined) => {
    if (value !== undefined) fields[key] = value;
  };

  set('projectName', required('projectName', 'Project name'));
  set('startDate', required('startDate', 'Start date'));
  set('endDate', required('endDate', 'End date'));
  set('client', required('client', 'Client'));
  set('projectManager', required('projectManager', 'Project manager'));
  set('description', required('description', 'Project description'));
  for (const key of ['startDate', 'endDate'] as const) {
    if (fields[key] && !isIsoDate(fields[key])) fail(400, `${key === 'startDate' ? 'Start date' : 'End date'} must be a date (yyyy-mm-dd)`);
  }
  const start = fields.startDate ?? current?.startDate;
  const end = fields.endDate ?? current?.endDate;
  if (start && end && end < start) fail(400, 'End date must be after start date');

  if (!partial || has('budget')) {
    const budget = Number(body.budget);
    if (body.budget === '' || body.budget === null || !Number.isFinite(budget) || budget < MIN_PROJECT_BUDGET) {
      fail(400, 'Budget is required and must be greater than 0');
    }
    fields.budget = budget;
  }
  if (!partial || has('priority')) {
    const priority = text(body.priority) || DEFAULT_PROJECT_PRIORITY;
    if (!(PROJECT_PRIORITIES as readonly string[]).includes(priority)) fail(400, `Priority must be one of ${PROJECT_PRIORITIES.join(', ')}`);
    fields.priority = priority;
  }
  if (!partial || has('status')) {
    const status = text(body.status) || DEFAULT_PROJECT_STATUS;
    if (!(PROJECT_STATUSES as readonly string[]).includes(status)) fail(400, `Status must be one of ${PROJECT_STATUSES.join(', ')}`);
    fields.status = status;
  }
  return fields;
}

/** Project refusals also carry the reason in `details`, which the create screen reads first. */
function explained<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof MockHttpError) throw new MockHttpError(error.status, error.message, { details: error.message, ...error.extra });
    throw error;
  }
}

/**
 * The next number of the year: YYYY/SGKE/NNN. The per-year counter only grows, so a number is never
 * reused after its project is deleted.
 */
export async function nextProjectNumber(year: number): Promise<string> {
  const key = `project-number-${year}`;
  const counter = db.counters.findFirst((q) => q.where({ _id: key }));
  const value = (counter?.value ?? 0) + 1;
  if (counter) await db.counters.update((q) => q.where({ _id: key }), { data: (c) => void (c.value = value) });
  else await db.counters.create({ _id: key, value });
  return `${year}/${PROJECT_NUMBER_CODE}/${String(value).padStart(3, '0')}`;
}

/** The provider sends the client under both names. */
function projectAnswer(project: ProjectRecord) {
  return { ...project, clientName: project.client };
}

/** An update may not change the project number nor the start date; the other fields are checked as sent. */
function readProjectChanges(body: Record<string, unknown>, current: ProjectRecord): Partial<ProjectRecord> {
  if ('projectNumber' in body) fail(400, 'The project number cannot be changed');
  if ('startDate' in body && text(body.startDate) !== current.startDate) fail(400, 'The start date cannot be changed');
  delete body.startDate;
  return explained(() => readProjectFields(body, true, current));
}

export const projectHandlers = crudHandlers(
  { store: db.projects, notFound: 'Project not found', answer: projectAnswer },
  {
    list: {
      path: '/project/getAllProjects',
      access: 'signedIn',
      key: 'projects',
      records: () => db.projects.findMany(undefined, { orderBy: { createdAt: 'desc' } }),
    },
    get: { path: '/project/getProjectById/:id', access: 'signedIn', key: 'project' },
    create: {
      path: '/project/createProject',
      access: 'MANAGE_PROJECTS',
      message: 'Project created successfully',
      key: 'project',
      read: async (body, { now }) => {
        const fields = explained(() => readProjectFields(body, false)) as Omit<ProjectRecord, '_id' | 'projectNumber' | 'createdAt'>;
        return { ...fields, projectNumber: await nextProjectNumber(new Date(now).getFullYear()) };
      },
    },
    update: {
      path: '/project/updateProject/:id',
      access: 'MANAGE_PROJECTS',
      message: 'Project updated successfully',
      key: 'project',
      read: readProjectChanges,
    },
    remove: {
      path: '/project/deleteProject/:id',
      access: 'MANAGE_PROJECTS',
      message: 'Project deleted successfully',
      // Its quotation items go with it, each with its materials, labour entries and measurement rows.
      cascade: (project) => {
        for (const item of db.quotationItems.findMany((q) => q.where({ projectId: project._id }))) removeQuotationItemWithRows(item._id);
      },
    },
  },
);
