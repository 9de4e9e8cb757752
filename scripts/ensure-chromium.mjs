#!/usr/bin/env node
/**
 * The browser tests drive Debian's Chromium at /usr/bin/chromium (Playwright's own browser download
 * is not used). When it is missing, install it with apt-get: CI runs as root. A non-root user gets the
 * command to run and exit code 1.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

function run(command, args) {
  console.log(`ensure-chromium: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) fail(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) fail(`"${command} ${args.join(' ')}" failed with exit code ${result.status ?? result.signal}.`);
}

if (existsSync(CHROMIUM)) {
  console.log(`ensure-chromium: using ${CHROMIUM}`);
  process.exit(0);
}

if (process.platform !== 'linux') {
  fail(`${CHROMIUM} is missing. The browser tests expect Debian's Chromium there; install it, e.g. on Debian or Ubuntu: sudo sh -c '${INSTALL}'`);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  fail(`${CHROMIUM} is missing and installing it needs root. Run: sudo sh -c '${INSTALL}'  (then run the tests again)`);
}

const aptGet = spawnSync('apt-get', ['--version'], { stdio: 'ignore' });
if (aptGet.error || aptGet.status !== 0) {
  fail(`${CHROMIUM} is missing and apt-get is not available on this machine. Install Chromium so that ${CHROMIUM} exists.`);
}

console.log(`ensure-chromium: ${CHROMIUM} is missing; installing Debian's chromium package.`);
run('apt-get', ['update']);
run('apt-get', ['install', '-y', 'chromium']);

if (!existsSync(CHROMIUM)) {
  fail(`apt-get finished but ${CHROMIUM} still does not exist.`);
}
console.log(`ensure-chromium: installed ${CHROMIUM}`);
