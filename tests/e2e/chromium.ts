/**
 * Debian's Chromium and the flags it needs on these machines (no sandbox as root, no GPU, and no
 * background network traffic, which a closed network refuses). Shared by Playwright and the benchmark.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The browser tests run on Chromium's headless shell (Debian's chromium-headless-shell, the same engine and
 * version): without the full browser's own processes a test costs about a quarter less CPU (75 CPU-s against
 * 56 for the users-and-roles journey on 2 cores). The bench keeps the full browser: its figures are what staff get.
 */
export const TEST_CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';

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
