/** How a record's project is named in lists and filters. */
interface NamedProject {
  projectName: string;
  projectNumber: string;
}

/** 'Sai Residency – Block A - 2026/SGKE/001'. */
export const projectLabel = (record: NamedProject) => (record.projectNumber ? `${record.projectName} - ${record.projectNumber}` : record.projectName);

/** The projects that have records, by label, in alphabetical order: a project filter's options. */
export function projectOptions(records: readonly NamedProject[]): string[] {
  return [...new Set(records.map(projectLabel))].sort((a, b) => a.localeCompare(b));
}
