#!/usr/bin/env node
/**
 * How long /labor-salary takes to list 5,000 labour work entries, in the production bundle as staff get
 * it, against the HTTP mock with the `salary-bench` seed (100 projects x 10 quotation items x 5 labour
 * entries) and MOCK_LATENCY_MS of latency on every answer.
 *
 * The screen reads the projects, each project's items and each item's labour entries (1,101 requests),
 * PROJECT_LINES_CONCURRENCY at a time. No loader can beat requests x latency / parallelism: that is the
 * floor printed beside each run's time, with their ratio. A run goes from the navigation to /labor-salary
 * (a full page load, so nothing is cached) to the first frame painted with the table complete: the footer
 * says 'Showing 5,000 of 5,000 records' and no progress bar is left.
 *
 *   npm run build && npm run bench:salary   (run through tsx, which also loads the shared Chromium settings)
 *
 * Then, over the loaded records, each keystroke in the search box is timed to the frame painted with the
 * filtered list (BENCH_TYPING_ROUNDS rounds of 6 keystrokes, default 3).
 *
 * After the runs, a reference line: the last run's loader requests again, from a Node client at the same
 * parallelism, with nothing between an answer and the next request: what the mock server itself allows.
 *
 * Env: BENCH_RUNS (default 5), BENCH_LATENCY_MS (default 20), BENCH_API_PORT (default 3104) and
 * BENCH_APP_PORT (default 4184), ports of its own away from the browser tests' and bench:sheet's.
 */
/* global document, window, MutationObserver, requestAnimationFrame -- used by the functions that run in the page */
import { chromium } from '@playwright/test';
import { PROJECT_LINES_CONCURRENCY } from '../src/config/constants.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';
import { checkPrerequisites, startApp, startMockApi, withServers } from './bench-servers.mjs';

const HOST = '127.0.0.1';
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3104);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4184);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 20);
const API_URL = `http://${HOST}:${API_PORT}/api`;
const APP_ORIGIN = `http://${HOST}:${APP_PORT}`;
const EXPECTED = 100 * 10 * 5;
const TYPING_ROUNDS = Number(process.env.BENCH_TYPING_ROUNDS ?? 3);

const log = (text) => console.log(`bench-salary: ${text}`);

/**
 * In the page, from its first script on: watches the DOM and keeps, on the window, the moment of the first
 * frame painted with the table complete (the footer counts every record, no progress bar is left). A
 * watcher instead of polling on every frame, so that the measurement does not itself keep the page drawing
 * 60 frames a second while it loads.
 */
function watchForCompleteTable(expected) {
  const complete = () =>
    document.querySelector('[role="status"][aria-label="Records shown"]')?.textContent?.startsWith(`Showing ${expected} of ${expected} records`) &&
    document.querySelector('[role="progressbar"]') === null;
  const observer = new MutationObserver(() => {
    if (!complete()) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (window.__salaryDone = performance.now())));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** The loader's requests: the projects, each project's items and each item's labour entries. */
const LOADER = /^\/(project\/getAllProjects|quotation\/getQuotationItemsByProject\/|labourwork\/quotation\/)/;

/**
 * Where a load's time went, from the browser's timing of each loader request as Playwright reports it
 * (the page's own Resource Timing misses the reads its worker sends): `startTime` is ms since 1970, the
 * other moments ms after it.
 */
function spanOf(timings, timeOrigin) {
  const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
  const first = Math.min(...timings.map((t) => t.startTime)) - timeOrigin;
  const last = Math.max(...timings.map((t) => t.startTime + t.responseEnd)) - timeOrigin;
  return {
    first,
    last,
    // How long a request took from being issued to its answer, and how much of it was spent before it was sent.
    meanRequest: mean(timings.map((t) => t.responseEnd)),
    meanWait: mean(timings.map((t) => t.requestStart)),
    meanServer: mean(timings.map((t) => t.responseStart - t.requestStart)),
    // Requests in flight on average between the first request and the last answer (at most the parallelism).
    inFlight: timings.reduce((sum, t) => sum + t.responseEnd, 0) / (last - first),
  };
}

async function oneRun(page) {
  const requests = { loader: 0, other: 0 };
  const sent = [];
  const timings = [];
  const onFinished = (request) => {
    if (request.url().startsWith(API_URL) && LOADER.test(request.url().slice(API_URL.length))) timings.push(request.timing());
  };
  const onRequest = (request) => {
    if (!request.url().startsWith(API_URL)) return;
    const path = request.url().slice(API_URL.length);
    const loader = LOADER.test(path);
    requests[loader ? 'loader' : 'other'] += 1;
    if (loader) sent.push({ url: request.url(), authorization: request.headers().authorization });
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  try {
    await page.goto(`${APP_ORIGIN}/labor-salary`);
    await page.waitForFunction(() => window.__salaryDone !== undefined, null, { timeout: 120_000, polling: 250 });
    // performance.now() counts from the navigation's start.
    const ms = await page.evaluate(() => window.__salaryDone);
    const rows = await page.evaluate(() => document.querySelector('table[aria-label="Labour salary records"]')?.getAttribute('aria-rowcount'));
    // Where the time went: from the navigation to the first loader request, and to the last answer.
    const span = spanOf(timings, await page.evaluate(() => performance.timeOrigin));
    return { ms, requests, rows: Number(rows) - 1, span, sent };
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onFinished);
  }
}

async function measure() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(watchForCompleteTable, EXPECTED.toLocaleString('en-IN'));
    await page.goto(`${APP_ORIGIN}/login`);
    await page.getByRole('button', { name: 'Use Admin account' }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
    // One unmeasured load first: the bundle's chunks and the connections are then warm, as for staff.
    await oneRun(page);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await oneRun(page));
    const typing = await typingLatency(page);
    return { runs, typing };
  } finally {
    await browser.close();
  }
}

/**
 * In the page: arms a watch on the footer for the next change of its text, and resolves (on the window) with
 * the time from now to the first frame painted after it: the filtered list and its count drawn.
 */
function armFooterWatch() {
  const footer = document.querySelector('[role="status"][aria-label="Records shown"]');
  const before = footer.textContent;
  const start = performance.now();
  window.__typed = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (footer.textContent === before) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
    });
    observer.observe(footer, { subtree: true, characterData: true, childList: true });
    // A keystroke that does not change the count is not timed.
    setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, 2_000);
  });
}

/**
 * Typing in the search box over the 5,000 loaded records: each step types or deletes one digit of a phone
 * number (every step changes how many records match) and is timed to the frame painted with the filtered list.
 */
async function typingLatency(page) {
  const box = page.getByLabel(/^Search by name/);
  await box.click();
  const steps = ['9', '98', '984', '98', '9', ''];
  const samples = [];
  for (let round = 0; round < TYPING_ROUNDS; round++) {
    for (const text of steps) {
      await page.evaluate(armFooterWatch);
      await box.fill(text);
      const ms = await page.evaluate(() => window.__typed);
      if (ms !== null) samples.push(ms);
    }
  }
  return samples;
}

/** The given requests from this process, `parallel` at a time, in the order the page sent them. */
async function replay(sent, parallel) {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < sent.length) {
      const { url, authorization } = sent[next++];
      const response = await fetch(url, { headers: authorization ? { Authorization: authorization } : {} });
      if (!response.ok) throw new Error(`the reference replay got ${response.status} from ${url}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return performance.now() - started;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  checkPrerequisites();
  await withServers(async (stops) => {
    log(`starting the mock API (salary-bench seed, ${LATENCY_MS} ms latency) on ${API_URL}`);
    stops.push(await startMockApi({ host: HOST, port: API_PORT, seed: 'salary-bench', latencyMs: LATENCY_MS }));
    log(`serving dist/ on ${APP_ORIGIN}`);
    stops.push(await startApp({ host: HOST, port: APP_PORT, apiUrl: API_URL }));

    const { runs, typing } = await measure();
    console.log('');
    console.log(`/labor-salary, ${EXPECTED.toLocaleString('en-IN')} labour entries, ${LATENCY_MS} ms latency per request, ${PROJECT_LINES_CONCURRENCY} requests in parallel`);
    console.log('  floor = loader requests x latency / parallelism; all API requests of the load are counted beside them');
    const ratios = [];
    const times = [];
    for (const [i, run] of runs.entries()) {
      const floor = (run.requests.loader * LATENCY_MS) / PROJECT_LINES_CONCURRENCY;
      const ratio = run.ms / floor;
      ratios.push(ratio);
      times.push(run.ms);
      console.log(
        `  run ${i + 1}: ${run.ms.toFixed(0)} ms to the complete table (${run.rows} rows); ${run.requests.loader} loader requests (+${run.requests.other} other); floor ${floor.toFixed(0)} ms; ratio ${ratio.toFixed(2)}` +
          ` [first loader request at ${run.span.first.toFixed(0)} ms, last answer at ${run.span.last.toFixed(0)} ms;` +
          ` a request took ${run.span.meanRequest.toFixed(1)} ms on average, ${run.span.meanWait.toFixed(1)} ms of it before it was sent, ${run.span.meanServer.toFixed(1)} ms waiting for the answer; ${run.span.inFlight.toFixed(2)} in flight on average]`,
      );
    }
    const floor = (runs[0].requests.loader * LATENCY_MS) / PROJECT_LINES_CONCURRENCY;
    console.log(`  median: ${median(times).toFixed(0)} ms; floor ${floor.toFixed(0)} ms; ratio ${median(ratios).toFixed(2)} (aim: at most 1.30)`);
    const last = runs[runs.length - 1].sent;
    const replayed = await replay(last, PROJECT_LINES_CONCURRENCY);
    console.log(
      `  reference: the same ${last.length} requests from a Node client, ${PROJECT_LINES_CONCURRENCY} at a time: ${replayed.toFixed(0)} ms; ratio ${(replayed / floor).toFixed(2)} to the floor (the mock server's own share, without a browser)`,
    );
    const sorted = [...typing].sort((a, b) => a - b);
    console.log(
      `Search box over ${EXPECTED.toLocaleString('en-IN')} records, ${typing.length} keystrokes, keystroke -> filtered list painted: median ${median(typing).toFixed(0)} ms, p95 ${sorted[Math.ceil(sorted.length * 0.95) - 1].toFixed(0)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms`,
    );
  });
}

main().catch((error) => {
  console.error(`bench-salary: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
