import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toNumber } from '@/lib/money';
import { http } from './http';
import { entityFrom, idOf, listFrom, str } from './normalise';

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

export function normaliseProject(raw: RawProject): Project {
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

export const projectKeys = {
  all: ['projects'] as const,
  list: ['projects', 'list'] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
};

/** `{ projects: [...] }`, or a bare array. */
export async function fetchProjects(): Promise<Project[]> {
  const { data } = await http.get('/project/getAllProjects');
  return listFrom<RawProject>(data, 'projects').map(normaliseProject);
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

export function useProjects() {
  return useQuery({ queryKey: projectKeys.list, queryFn: fetchProjects });
}

export function useProject(id: string | undefined) {
  return useQuery({ queryKey: projectKeys.detail(id ?? ''), queryFn: () => fetchProject(id ?? ''), enabled: !!id });
}

function useProjectMutation<Vars, Result>(mutationFn: (vars: Vars) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }) });
}

export const useCreateProject = () => useProjectMutation(createProject);
export const useUpdateProject = () => useProjectMutation(({ id, changes }: { id: string; changes: ProjectChanges }) => updateProject(id, changes));
export const useDeleteProject = () => useProjectMutation(deleteProject);
