import type { Project } from '@/api/projects';
import { filterBySearch, type SearchField } from '@/lib/search';

const PROJECT_SEARCH_FIELDS: readonly SearchField<Project>[] = ['projectName', 'projectNumber'];

/** Projects whose name or number contains the search text, ignoring case and surrounding spaces. */
export function searchProjects(projects: readonly Project[], search: string): readonly Project[] {
  return filterBySearch(projects, search, PROJECT_SEARCH_FIELDS);
}
