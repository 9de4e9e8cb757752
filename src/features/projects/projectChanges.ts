import type { Project, ProjectChanges } from '@/api/projects';
import { toDateInput } from '@/lib/dates';
import type { ProjectFormValues } from './projectSchema';

const TEXT_FIELDS = ['projectName', 'endDate', 'client', 'projectManager', 'priority', 'status', 'description'] as const;

/** The edit form's starting values for a project. */
export function projectFormValues(project: Project): ProjectFormValues {
  return {
    projectName: project.projectName,
    startDate: toDateInput(project.startDate),
    endDate: toDateInput(project.endDate),
    client: project.client,
    budget: String(project.budget),
    projectManager: project.projectManager,
    priority: project.priority,
    status: project.status,
    description: project.description,
  };
}

/**
 * Only the fields the user changed (01 §4). The project number and the start date are never part of
 * an edit; surrounding spaces alone are not a change.
 */
export function projectChanges(project: Project, values: ProjectFormValues): ProjectChanges {
  const before = projectFormValues(project);
  const changes: ProjectChanges = {};
  for (const key of TEXT_FIELDS) {
    const next = values[key].trim();
    if (next !== before[key].trim()) changes[key] = next;
  }
  const budget = Number(values.budget);
  if (budget !== project.budget) changes.budget = budget;
  return changes;
}

export const hasChanges = (changes: ProjectChanges) => Object.keys(changes).length > 0;
