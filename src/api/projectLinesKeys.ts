/**
 * The query keys of the project-lines joins (every project's lines, read item by item), apart from their
 * loader: the projects and quotation items resources name them in what their writes make stale, and the
 * loader reads through those resources' own keys.
 */
export const projectLinesKeys = {
  all: ['projectLines'] as const,
  of: (name: string) => ['projectLines', name] as const,
};

/** Whether a query key is one of the joins'. */
export const isProjectLinesKey = (queryKey: readonly unknown[]) => queryKey[0] === projectLinesKeys.all[0];

/**
 * Whether a join's cached result is whole: its load finished with no part missing (`complete`, no
 * `failed`). Only a whole result is kept in the browser.
 */
export function isWholeResult(data: unknown): boolean {
  const result = data as { complete?: unknown; failed?: unknown } | undefined;
  return !!result && result.complete === true && Array.isArray(result.failed) && result.failed.length === 0;
}
