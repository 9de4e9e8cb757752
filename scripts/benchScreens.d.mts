/** Types of benchScreens.mjs, for its test. */
export interface BenchScreen {
  route: string;
  content: string[];
  list?: string;
  fanOut?: { loader: string; pool: number; followsRequestPool?: boolean; /** The per-item reads of a project-lines fan-out, as a pattern over their paths. */ lines?: string };
}

export const SCREENS: BenchScreen[];
export function routePattern(route: string): string;
