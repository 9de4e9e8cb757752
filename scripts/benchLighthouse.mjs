/**
 * Lighthouse's scores of one page of the app (performance, accessibility, best practices; its default
 * mobile settings), in the project's Chromium with the project's flags, a fresh browser and profile per
 * run. For a signed-in page, the session is written into the profile's localStorage first, the way the
 * app keeps it (src/session/sessionStore.ts: `authToken` and `userData`), on a blank page of the app's
 * origin so that nothing of the app is cached; Lighthouse then keeps that storage (disableStorageReset).
 */
import lighthouse from 'lighthouse';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import * as chromeLauncher from 'chrome-launcher';
import { throttling as LIGHTHOUSE_THROTTLING } from 'lighthouse/core/config/constants.js';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const BLANK_PATH = '/__bench-blank';
/** Lighthouse's default phone (its mobile settings): the processor slowed four times, on a slow 4G line. */
const PHONE_THROTTLING = LIGHTHOUSE_THROTTLING.mobileSlow4G;

/** Writes the session into the browser's localStorage for `origin`, through a page that loads nothing. */
async function storeSession(port, origin, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.route(`${origin}${BLANK_PATH}`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }));
    await page.goto(`${origin}${BLANK_PATH}`);
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('userData', JSON.stringify(user));
    }, session);
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse's total blocking time worked out again with each task of a page's main thread as long as the
 * thread ran it (its CPU time) instead of as long as it took. Lighthouse models a phone by running the page
 * at full speed and counting each task four times over; on a machine whose cores the browser shares with
 * the servers, Lighthouse's own process and the browser's other threads, a task also waits for a core, and
 * that wait is counted four times over as the page's work. What this leaves is the page's own.
 */
async function ownBlockingMs(lhr, artifacts) {
  const trace = structuredClone(artifacts.Trace);
  const threadNames = new Map();
  for (const event of trace.traceEvents) {
    if (event.ph === 'M' && event.name === 'thread_name') threadNames.set(`${event.pid}:${event.tid}`, event.args.name);
  }
  for (const event of trace.traceEvents) {
    const mainThreadTask = event.ph === 'X' && event.name === 'RunTask' && threadNames.get(`${event.pid}:${event.tid}`) === 'CrRendererMain';
    if (mainThreadTask && typeof event.tdur === 'number' && event.tdur < event.dur) event.dur = event.tdur;
  }
  const settings = lhr.configSettings;
  const data = {
    trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
  };
  const { timing } = await LanternTotalBlockingTime.request(data, { computedCache: new Map(), settings });
  return Math.round(timing);
}

/**
 * One Lighthouse run of `url`: its category scores (0 to 100), the audits that lost points, its largest
 * contentful paint, and its total blocking time as Lighthouse counted it and with the page's own work only
 * (ownBlockingMs), in ms. With `session` ({ token, user }), signed in as that user; with
 * `selfSignedCertificate`, over HTTPS to a server whose certificate was made for the run; with `line`
 * ({ rttMs, throughputKbps }), Lighthouse's phone on that line instead of its default one (a phone's
 * screen and processor still).
 */
export async function lighthouseRun(url, { session, selfSignedCertificate = false, line } = {}) {
  const flags = [...CHROMIUM_ARGS, '--headless=new', ...(selfSignedCertificate ? ['--ignore-certificate-errors'] : [])];
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: flags, logLevel: 'silent' });
  try {
    if (session) await storeSession(chrome.port, new URL(url).origin, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: LIGHTHOUSE_CATEGORIES,
      disableStorageReset: !!session,
      ...(line ? { throttling: { ...PHONE_THROTTLING, ...line } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr, artifacts } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
    const lost = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    const blocking = { counted: Math.round(lhr.audits['total-blocking-time'].numericValue), own: await ownBlockingMs(lhr, artifacts) };
    const largestPaintMs = Math.round(lhr.audits['largest-contentful-paint'].numericValue);
    return { scores, lost, blocking, largestPaintMs, finalUrl: lhr.finalDisplayedUrl };
  } finally {
    chrome.kill();
  }
}
