/**
 * Debian's Chromium and the flags it needs on these machines (no sandbox as root, no GPU, and no
 * background network traffic, which a closed network refuses). Shared by Playwright and the benchmark.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
