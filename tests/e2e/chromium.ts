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

/**
 * The browser tests' flags: V8 without its optimising compilers (TurboFan and Maglev). A test's page
 * lives for a few loads and clicks, too short for optimised code to repay its compiling: the same loads
 * cost about a sixth less of Chromium's CPU on 2 cores (list pages, cold and warm, 18.7 CPU-s against
 * 15.4). What a page does does not change with the tier its code runs in; the bench keeps V8 as staff have it.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--no-opt --no-maglev'];
