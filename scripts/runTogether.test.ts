import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const RUN_TOGETHER = resolve('scripts/run-together.mjs');
let dir: string;

/** A project of its own whose npm scripts print their CPU priority, or fail. */
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'run-together-'));
  const priority = (name: string) => `node -e "console.log('${name} at priority ' + require('os').getPriority())"`;
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'run-together-check', private: true, scripts: { lead: priority('lead'), check: priority('check'), broken: 'node -e "process.exit(3)"' } }),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const runTogether = (...args: string[]) => spawnSync(process.execPath, [RUN_TOGETHER, ...args], { cwd: dir, encoding: 'utf8' });

test('scripts after --behind run at the lowest CPU priority beside the first, which keeps its own', () => {
  const result = runTogether('lead', '--behind', 'check');
  expect(result.status).toBe(0);
  expect(result.stdout).toContain(`lead at priority ${getPriority()}`);
  expect(result.stdout).toMatch(/check at priority 19/);
  expect(result.stdout).toMatch(/> npm run check \(behind\): passed in/);
});

test('a script behind that fails fails the run', () => {
  const result = runTogether('lead', '--behind', 'check', 'broken');
  expect(result.status).toBe(1);
  expect(result.stdout).toMatch(/> npm run broken \(behind\): failed \(exit code 3\)/);
});

test('--behind with nothing after it is a usage error', () => {
  const result = runTogether('lead', '--behind');
  expect(result.status).toBe(2);
  expect(result.stderr).toMatch(/usage:/);
});
