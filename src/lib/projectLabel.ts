import { filterBySearch, type SearchField } from './search';

/** How a record's project is named in lists and filters. */
interface NamedProject {
  projectName: string;
  projectNumber: string;
}

/** 'Sai Residency – Block A - 2026/SGKE/001'. */
export const projectLabel = (record: NamedProject) => (record.projectNumber ? `${record.projectName} - ${record.projectNumber}` : record.projectName);

/** The projects that have records, by label, in alphabetical order: a project filter's options. */
export function projectOptions(records: readonly NamedProject[]): string[] {
  const labels = new Set<string>();
  let last: NamedProject | undefined;
  for (const record of records) {
    // Lines come grouped by project: a label is built once per run of one project's lines, not per line
    // (25,000 lines on every publish of a fan-out).
    if (last && record.projectName === last.projectName && record.projectNumber === last.projectNumber) continue;
    last = record;
    labels.add(projectLabel(record));
  }
  return [...labels].sort((a, b) => a.localeCompare(b));
}

/** The filter bar of a list of lines joined with their projects (wages, material lines): a search, a status and a project. */
export interface ProjectLineFilters {
  search: string;
  /** '' (all), or a status as the select shows it ('Paid', 'Completed'). */
  status: string;
  /** '' (all) or a project's label, as `projectLabel` gives it. */
  project: string;
}

export const NO_PROJECT_LINE_FILTERS: ProjectLineFilters = { search: '', status: '', project: '' };

export const projectLineFiltersActive = (filters: ProjectLineFilters) => filters.search.trim() !== '' || filters.status !== '' || filters.project !== '';

/** The lines that match the search in `searched`, whose status (in lower case, as stored) is the one chosen, of the project chosen. */
export function filterProjectLines<Line extends NamedProject>(
  lines: readonly Line[],
  filters: ProjectLineFilters,
  searched: readonly SearchField<Line>[],
  statusOf: (line: Line) => string,
): readonly Line[] {
  const matching = filterBySearch(lines, filters.search, searched);
  if (!filters.status && !filters.project) return matching;
  const status = filters.status.toLowerCase();
  return matching.filter((line) => (!status || statusOf(line) === status) && (!filters.project || projectLabel(line) === filters.project));
}
