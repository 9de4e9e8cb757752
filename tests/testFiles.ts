/** The project's test files, found by walking its folders: for the Vitest config and the checks on test files. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every `*.test.ts(x)` under `dir` (node_modules left out), with forward slashes. */
export function testFilesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFilesIn(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path.split('\\').join('/')] : [];
  });
}

/** The folders that hold tests. */
export const TEST_ROOTS = ['src', 'tests', 'mocks', 'scripts', 'deploy'] as const;
