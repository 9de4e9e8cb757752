/**
 * The query keys of the project-lines joins (every project's lines, read item by item), apart from their
 * loader: the projects and quotation items resources name them in what their writes make stale, and the
 * loader reads through those resources' own keys.
 */
export const projectLinesKeys = {
  all: ['projectLines'] as const,
  of: (name: string) => ['projectLines', name] as const,
};
