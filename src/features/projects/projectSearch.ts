import type { Project } from '@/api/projects';

/** Projects whose name or number contains the search text, ignoring case and surrounding spaces. */
export function searchProjects(projects: readonly Project[], search: string): readonly Project[] {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return projects;
  return projects.filter((p) => p.projectName.toLowerCase().includes(wanted) || p.projectNumber.toLowerCase().includes(wanted));
}
