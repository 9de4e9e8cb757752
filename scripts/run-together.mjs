#!/usr/bin/env node
/**
 * Runs npm scripts at the same time and fails when any of them fails.
 *
 *   node scripts/run-together.mjs typecheck lint
 *   node scripts/run-together.mjs test:e2e --behind typecheck lint
 *
 * The scripts named first run at once, each one's output kept whole and printed once it ends (so two
 * checks do not interleave their lines): for checks that each use one core, such as the type check and
 * the linter, on two cores they take the time of the longer one.
 *
 * Scripts after `--behind` run at the lowest CPU priority (`nice -n 19`), together, beside the first ones:
 * they take only the CPU the first ones leave idle, so a browser suite that waits on its pages keeps its
 * pace while the checks fill its pauses. Only checks with no clock of their own belong there (a type
 * check, a linter): a test with timeouts could starve. With --behind, the first script's output is shown
 * as it comes, for a long run to show its progress.
 */
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const split = args.indexOf('--behind');
const leading = split === -1 ? args : args.slice(0, split);
const behind = split === -1 ? [] : args.slice(split + 1);
if (leading.length === 0 || (split !== -1 && behind.length === 0)) {
  console.error('usage: node scripts/run-together.mjs <npm script> [<npm script> ...] [--behind <npm script> ...]');
  process.exit(2);
}

/** Runs one npm script; resolves whether it passed, once its output has been printed. */
function run(script, { low = false, live = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const command = ['npm', 'run', '--silent', script];
    const child = low ? spawn('nice', ['-n', '19', ...command], { stdio: ['ignore', 'pipe', 'pipe'] }) : spawn(command[0], command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    const keep = (stream) => (chunk) => (live ? stream.write(chunk) : output.push(chunk));
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const outcome = code === 0 ? 'passed' : `failed (${signal ?? `exit code ${code}`})`;
      process.stdout.write(`\n> npm run ${script}${low ? ' (behind)' : ''}: ${outcome} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all([
  ...leading.map((script, index) => run(script, { live: behind.length > 0 && index === 0 })),
  ...behind.map((script) => run(script, { low: true })),
]);
process.exit(results.every(Boolean) ? 0 : 1);
