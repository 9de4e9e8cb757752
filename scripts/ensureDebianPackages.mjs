/**
 * The test command and `npm run edge` use programs from Debian's packages (Chromium, nginx with its brotli
 * modules). When a file they need is missing, this installs the packages with apt-get: CI runs as root. A
 * non-root user gets the command to run and exit code 1.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/**
 * Makes sure every one of `files` exists, installing `packages` when one is missing.
 * `label` prefixes what it prints ('ensure-chromium').
 */
export function ensureDebianPackages({ label, files, packages }) {
  const fail = (message) => {
    console.error(`${label}: ${message}`);
    process.exit(1);
  };
  const missing = () => files.filter((file) => !existsSync(file));
  const install = `apt-get update && apt-get install -y ${packages.join(' ')}`;

  if (missing().length === 0) {
    console.log(`${label}: using ${files[0]}`);
    return;
  }
  const what = missing().join(', ');
  if (process.platform !== 'linux') fail(`${what} missing. Install Debian's ${packages.join(', ')} (on Debian or Ubuntu: sudo sh -c '${install}').`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) fail(`${what} missing and installing needs root. Run: sudo sh -c '${install}'  (then run the command again)`);
  const aptGet = spawnSync('apt-get', ['--version'], { stdio: 'ignore' });
  if (aptGet.error || aptGet.status !== 0) fail(`${what} missing and apt-get is not available on this machine. Install ${packages.join(', ')} by hand.`);

  console.log(`${label}: ${what} missing; installing Debian's ${packages.join(', ')}.`);
  for (const args of [['update'], ['install', '-y', ...packages]]) {
    console.log(`${label}: apt-get ${args.join(' ')}`);
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.error) fail(`could not run apt-get: ${result.error.message}`);
    if (result.status !== 0) fail(`"apt-get ${args.join(' ')}" failed with exit code ${result.status ?? result.signal}.`);
  }
  if (missing().length > 0) fail(`apt-get finished but ${missing().join(', ')} still missing.`);
  console.log(`${label}: installed ${packages.join(', ')}`);
}
