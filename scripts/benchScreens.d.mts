/** Types of benchScreens.mjs, for its test. */
export interface BenchScreen {
  route: string;
  content: string[];
  list?: string;
  fanOut?: { loader: string; pool: number; followsRequestPool?: boolean };
}

export const SCREENS: BenchScreen[];
export function routePattern(route: string): string;
