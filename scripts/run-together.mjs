#!/usr/bin/env node
/**
 * Runs npm scripts at the same time and fails when any of them fails, each one's output kept whole and
 * printed once it ends (so two checks do not interleave their lines). For checks that each use one core,
 * such as the type check and the linter: on two cores they take the time of the longer one.
 *
 *   node scripts/run-together.mjs typecheck lint
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-together.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const runs = scripts.map(
  (script) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code, signal) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        const outcome = code === 0 ? 'passed' : `failed (${signal ?? `exit code ${code}`})`;
        process.stdout.write(`\n> npm run ${script}: ${outcome} in ${seconds} s\n`);
        process.stdout.write(Buffer.concat(output));
        resolve(code === 0);
      });
    }),
);

const results = await Promise.all(runs);
process.exit(results.every(Boolean) ? 0 : 1);
