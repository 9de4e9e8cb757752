import type { Project } from '@/api/projects';
import { hasChanges, projectChanges, projectFormValues } from './projectChanges';
import { formatDate, toDateInput } from '@/lib/dates';
import { EMPTY_PROJECT_FORM, isValidBudget, projectSchema, toProjectInput } from './projectSchema';
import { searchProjects } from './projectSearch';

const project: Project = {
  _id: 'p1',
  projectNumber: '2026/SGKE/001',
  projectName: 'Sai Residency',
  startDate: '2026-01-12T00:00:00.000Z',
  endDate: '2027-03-31T00:00:00.000Z',
  client: 'Sai Developers',
  budget: 45_000_000,
  projectManager: 'Priya Sharma',
  priority: 'High',
  status: 'On Progress',
  description: 'Residential block',
  createdAt: '2026-01-06T09:30:00.000Z',
};

describe('projectChanges', () => {
  test('an untouched form has no changes, full ISO dates included', () => {
    expect(hasChanges(projectChanges(project, projectFormValues(project)))).toBe(false);
  });

  test('only changed fields, trimmed; budget as a number; never the start date', () => {
    const values = { ...projectFormValues(project), projectName: ' Sai Residency A ', budget: '46000000', startDate: '2025-01-01', endDate: '2027-04-30' };
    expect(projectChanges(project, values)).toEqual({ projectName: 'Sai Residency A', budget: 46_000_000, endDate: '2027-04-30' });
  });

  test('spaces alone are not a change', () => {
    expect(projectChanges(project, { ...projectFormValues(project), client: 'Sai Developers  ' })).toEqual({});
  });
});

describe('project dates', () => {
  test('date inputs take the day part; date-only values are shown as written', () => {
    expect(toDateInput('2026-01-12T00:00:00.000Z')).toBe('2026-01-12');
    expect(toDateInput('not a date')).toBe('');
    expect(formatDate('2026-01-12')).toBe('12/01/2026');
    expect(formatDate('')).toBe('—');
  });
});

describe('projectSchema', () => {
  const valid = { ...EMPTY_PROJECT_FORM, projectName: 'A', startDate: '2026-04-01', endDate: '2026-04-01', client: 'C', budget: '1', projectManager: 'M', description: 'D' };

  test('the same start and end day is allowed; an earlier end is not', async () => {
    await expect(projectSchema.validate(valid)).resolves.toBeTruthy();
    await expect(projectSchema.validate({ ...valid, endDate: '2026-03-31' })).rejects.toThrow('End date must be after start date');
  });

  test.each(['', '0', '0.99', '-5', 'abc', '   '])('budget %j is refused', (budget) => {
    expect(isValidBudget(budget)).toBe(false);
  });

  test('a budget of 1 or more is accepted and sent as a number, with status Pending and priority Medium', () => {
    expect(isValidBudget('1')).toBe(true);
    expect(toProjectInput({ ...valid, budget: '2500000.50', priority: '' })).toMatchObject({ budget: 2_500_000.5, status: 'Pending', priority: 'Medium' });
  });
});

describe('searchProjects', () => {
  test('matches name or number, ignoring case', () => {
    expect(searchProjects([project], 'residency')).toHaveLength(1);
    expect(searchProjects([project], 'sgke/001')).toHaveLength(1);
    expect(searchProjects([project], 'villas')).toHaveLength(0);
  });
});
