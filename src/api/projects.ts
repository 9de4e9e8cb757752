import { toNumber } from '@/lib/money';
import { http } from './http';
import { entityFrom, idOf, listOf, recordOf, str } from './normalise';
import { projectLinesKeys } from './projectLinesKeys';
import { defineResource } from './resource';

export interface Project {
  _id: string;
  projectNumber: string;
  projectName: string;
  startDate: string;
  endDate: string;
  /** The provider sends `client` or `clientName`; both are read into this. */
  client: string;
  budget: number;
  projectManager: string;
  priority: string;
  status: string;
  description: string;
  createdAt: string;
}

export type ProjectInput = Omit<Project, '_id' | 'projectNumber' | 'createdAt'>;
/** Only what changed; never the project number or the start date. */
export type ProjectChanges = Partial<Omit<ProjectInput, 'startDate'>>;

type RawProject = Partial<Record<keyof Project | 'clientName' | 'id', unknown>>;

export function normaliseProject(input: unknown): Project {
  const raw = recordOf(input) as RawProject;
  return {
    _id: idOf(raw),
    projectNumber: str(raw.projectNumber),
    projectName: str(raw.projectName),
    startDate: str(raw.startDate),
    endDate: str(raw.endDate),
    client: str(raw.client ?? raw.clientName),
    budget: toNumber(raw.budget),
    projectManager: str(raw.projectManager),
    priority: str(raw.priority),
    status: str(raw.status),
    description: str(raw.description),
    createdAt: str(raw.createdAt),
  };
}

/** `{ projects: [...] }`, or a bare array. */
export async function fetchProjects(): Promise<Project[]> {
  const { data } = await http.get('/project/getAllProjects');
  return listOf(data, 'projects', normaliseProject);
}

export async function fetchProject(id: string): Promise<Project> {
  const { data } = await http.get(`/project/getProjectById/${encodeURIComponent(id)}`);
  return normaliseProject(entityFrom<RawProject>(data, 'project') ?? {});
}

export async function createProject(input: ProjectInput): Promise<Project> {
  const { data } = await http.post('/project/createProject', input);
  return normaliseProject(entityFrom<RawProject>(data, 'project') ?? {});
}

export async function updateProject(id: string, changes: ProjectChanges): Promise<void> {
  await http.put(`/project/updateProject/${encodeURIComponent(id)}`, changes);
}

export async function deleteProject(id: string): Promise<void> {
  await http.delete(`/project/deleteProject/${encodeURIComponent(id)}`);
}

const projects = defineResource<Project>({
  key: ['projects'],
  list: fetchProjects,
  get: fetchProject,
  // Every line joined with its project carries the project's name and number: a project write makes them stale.
  alsoInvalidates: [projectLinesKeys.all],
  entityType: 'project',
  nameOf: (project) => project.projectName,
});

/** A project as the server has it now (an edit's conflict check). */
export const readProject = (id: string) => projects.readFresh(id);

export const projectKeys = projects.keys;

export const useProjects = () => projects.useList();
export const useProject = projects.useGet;

const numbered = (name: string, projectNumber?: string) => `${name}${projectNumber ? ` (${projectNumber})` : ''}`;

export const useCreateProject = projects.creates(createProject, (input: ProjectInput, project) => ({
  name: input.projectName,
  description: `Created project ${numbered(input.projectName, project.projectNumber)}`,
}));

/** `changes` holds only what the user changed (never the number or the start date). */
export const useUpdateProject = projects.updates(
  ({ project, changes }: { project: Project; changes: ProjectChanges }) => updateProject(project._id, changes),
  ({ project, changes }) => {
    const name = changes.projectName ?? project.projectName;
    return { id: project._id, name, description: `Updated project ${name}: ${Object.keys(changes).join(', ')} changed` };
  },
);

export const useDeleteProject = projects.deletes(deleteProject, (project) => `Deleted project ${numbered(project.projectName, project.projectNumber)}`);
