import { object, string } from 'yup';
import type { ProjectInput } from '@/api/projects';
import { DEFAULT_PROJECT_PRIORITY, DEFAULT_PROJECT_STATUS, MIN_PROJECT_BUDGET } from '@/config/constants';
import { PROJECT_TEXTS } from './projectTexts';

/** The project form, shared by Add Project and the edit modal. Budget is kept as typed until it is sent. */
export interface ProjectFormValues {
  projectName: string;
  startDate: string;
  endDate: string;
  client: string;
  budget: string;
  projectManager: string;
  priority: string;
  status: string;
  description: string;
}

/** A new project starts Pending (01 §4). */
const NEW_PROJECT_STATUS = DEFAULT_PROJECT_STATUS;

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  projectName: '',
  startDate: '',
  endDate: '',
  client: '',
  budget: '',
  projectManager: '',
  priority: DEFAULT_PROJECT_PRIORITY,
  status: NEW_PROJECT_STATUS,
  description: '',
};

/** Ruling 9: empty, not a number, or below the minimum are all refused. */
export function isValidBudget(value: string | undefined): boolean {
  const text = (value ?? '').trim();
  if (text === '') return false;
  const amount = Number(text);
  return Number.isFinite(amount) && amount >= MIN_PROJECT_BUDGET;
}

const requiredText = (message: string) => string().trim().required(message);

export const projectSchema = object({
  projectName: requiredText(PROJECT_TEXTS.nameRequired),
  startDate: requiredText(PROJECT_TEXTS.startDateRequired),
  // Ruling 8: the same day is allowed; yyyy-mm-dd compares as text.
  endDate: requiredText(PROJECT_TEXTS.endDateRequired).test('not-before-start', PROJECT_TEXTS.endBeforeStart, function (end) {
    const start = String(this.parent.startDate ?? '').trim();
    return !start || !end || end >= start;
  }),
  client: requiredText(PROJECT_TEXTS.clientRequired),
  budget: string().default('').test('budget', PROJECT_TEXTS.budgetInvalid, isValidBudget),
  projectManager: requiredText(PROJECT_TEXTS.managerRequired),
  priority: string().default(DEFAULT_PROJECT_PRIORITY),
  status: string().default(NEW_PROJECT_STATUS),
  description: requiredText(PROJECT_TEXTS.descriptionRequired),
});

/** The edit modal shows the start date read-only, so an old project without one can still be edited. */
export const editProjectSchema = projectSchema.shape({ startDate: string().default('') });

export function toProjectInput(values: ProjectFormValues): ProjectInput {
  return {
    projectName: values.projectName.trim(),
    startDate: values.startDate,
    endDate: values.endDate,
    client: values.client.trim(),
    budget: Number(values.budget),
    projectManager: values.projectManager.trim(),
    priority: values.priority || DEFAULT_PROJECT_PRIORITY,
    status: values.status || NEW_PROJECT_STATUS,
    description: values.description.trim(),
  };
}
