#!/usr/bin/env node
/**
 * Typing latency on long lists, in the production bundle as staff get it: a material sheet with 200 rows,
 * and the quotation list of a project with 300 items (its add form and its search box).
 *
 * Starts its own servers: the mock API with the large seed (a project 'Tech Park Phase II (large)' whose
 * first quotation item has 200 materials) and dist/ served as scripts/serve-dist.mjs serves it, pointed
 * at that API through config.json. Then, in Chromium: signs in as the demo admin, selects that project
 * and item (selectedProjectId / selectedItemId, looked up through the API), opens /quotation-material,
 * adds a row, and times each keystroke in its Qty cell until the row's Amount cell shows the new amount.
 * On /quotation-management with the 300 items listed, then with the 5,000 items of 'Metro Depot Works
 * (5,000 items)', it times keystrokes in the Add Quotation form's Description (to the next painted frame)
 * and in the search box (to the filtered list being drawn). The list draws only the rows on screen, so it
 * waits for the table's aria-rowcount, then for every item's amount, before typing.
 *
 *   npm run build && npm run bench:sheet   (run through tsx, which also loads the shared Chromium settings)
 *
 * Env: BENCH_KEYSTROKES (measured keystrokes, default 30), BENCH_WARMUP (unmeasured ones first, default 5),
 * BENCH_API_PORT (default 3103) and BENCH_APP_PORT (default 4183): ports of their own, so that the
 * benchmark never meets the browser tests' servers on 3003 and 4173.
 */
/* global document, window, requestAnimationFrame, MutationObserver -- used by the functions that run in the page */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from '../tests/e2e/chromium.ts';
import { checkPrerequisites, startApp, startMockApi, withServers } from './bench-servers.mjs';

const HOST = '127.0.0.1';
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3103);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4183);
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 30);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const MOCK_ORIGIN = `http://${HOST}:${API_PORT}`;
const API_URL = `${MOCK_ORIGIN}/api`;
const APP_ORIGIN = `http://${HOST}:${APP_PORT}`;
const LARGE_PROJECT = 'Tech Park Phase II (large)';
const HUGE_PROJECT = 'Metro Depot Works (5,000 items)';
const RATE = '10';


const log = (text) => console.log(`bench-sheet: ${text}`);

async function api(token, path) {
  const response = await fetch(`${API_URL}${path}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

const listOf = (data, key) => (Array.isArray(data) ? data : Array.isArray(data?.[key]) ? data[key] : []);

/** A project of the large seed and how many quotation items it has. */
async function findProject(token, name) {
  const project = listOf(await api(token, '/project/getAllProjects'), 'projects').find((p) => p.projectName === name);
  if (!project) throw new Error(`no project named '${name}': is the mock running with MOCK_SEED=large?`);
  const items = listOf(await api(token, `/quotation/getQuotationItemsByProject/${project._id}`), 'items');
  return { project, items };
}

/** The large project and its first quotation item, as the API lists them. */
async function findLargeItem(token) {
  const { project, items } = await findProject(token, LARGE_PROJECT);
  const item = items.find((i) => i.itemNo === '1') ?? items[0];
  if (!item) throw new Error(`'${LARGE_PROJECT}' has no quotation items`);
  const materials = listOf(await api(token, `/material/quotationMaterial/${item._id}`), 'materials');
  return { project, item, itemCount: items.length, materialCount: materials.length };
}

/** Counts, in the page, from each keydown to the Amount cell's change and to the frame after it. */
function instrument(serial) {
  const qty = document.querySelector(`input[aria-label="Qty, row ${serial}"]`);
  const amountCell = qty?.closest('tr')?.cells[5];
  if (!qty || !amountCell) throw new Error(`row ${serial} has no Qty input or Amount cell`);
  const state = { start: 0, waiting: false, samples: [] };
  window.__sheetBench = state;
  document.addEventListener(
    'keydown',
    () => {
      state.start = performance.now();
      state.waiting = true;
    },
    { capture: true },
  );
  const afterPaint = (callback) => {
    // requestAnimationFrame runs just before the frame is painted; a message posted from it runs after.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = callback;
      channel.port2.postMessage(null);
    });
  };
  new MutationObserver(() => {
    if (!state.waiting) return;
    state.waiting = false;
    const start = state.start;
    const dom = performance.now() - start;
    afterPaint(() => state.samples.push({ dom, frame: performance.now() - start }));
  }).observe(amountCell, { childList: true, characterData: true, subtree: true });
}

/**
 * Counts, in the page, from each keydown to the next painted frame after `selector`'s element changed:
 * an input's value (the input event), or a list's rows (a DOM mutation under it).
 */
function instrumentTyping({ inputSelector, changedSelector }) {
  const input = document.querySelector(inputSelector);
  const changed = changedSelector ? document.querySelector(changedSelector) : input;
  if (!input || !changed) throw new Error(`nothing matches ${inputSelector} / ${changedSelector}`);
  const state = { start: 0, waiting: false, samples: [] };
  window.__typingBench = state;
  document.addEventListener('keydown', () => ((state.start = performance.now()), (state.waiting = true)), { capture: true });
  const done = () => {
    if (!state.waiting) return;
    state.waiting = false;
    const start = state.start;
    const dom = performance.now() - start;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => state.samples.push({ dom, frame: performance.now() - start });
      channel.port2.postMessage(null);
    });
  };
  if (changedSelector) new MutationObserver(done).observe(changed, { childList: true, subtree: true, characterData: true });
  else input.addEventListener('input', done);
}

async function typeAndTime(page, keys) {
  for (const [i, key] of keys.entries()) {
    await page.keyboard.press(key);
    await page.waitForFunction((n) => window.__typingBench.samples.length >= n, i + 1, { timeout: 20_000 });
  }
  return (await page.evaluate(() => window.__typingBench.samples)).slice(WARMUP);
}

/** Resolves once the quotation table lists `itemCount` items and every amount is known. */
async function waitForListedItems(page, itemCount) {
  const listed = (n) => Number(document.querySelector('table[aria-label="Quotation items"]')?.getAttribute('aria-rowcount')) >= n + 1;
  await page.waitForFunction(listed, itemCount, { timeout: 60_000 });
  // Let the amount look-ups (two per item, six at a time) finish, so they do not blur the figures.
  await page.waitForFunction(() => document.querySelector('[role="progressbar"], [aria-busy="true"]') === null, undefined, { timeout: 600_000 });
}

/** The quotation list of one project: typing in the add form, and in the search box. */
async function measureQuotationList(page, projectId, itemCount) {
  await page.evaluate((id) => localStorage.setItem('selectedProjectId', id), projectId);
  await page.goto(`${APP_ORIGIN}/quotation-management`);
  await waitForListedItems(page, itemCount);

  const description = page.getByRole('form', { name: 'Add quotation' }).getByLabel('Description', { exact: false });
  await description.click();
  await page.evaluate(instrumentTyping, { inputSelector: 'form[aria-label="Add quotation"] textarea:not([aria-hidden])' });
  const letters = Array.from({ length: WARMUP + KEYSTROKES }, (_, i) => 'plastering'[i % 10]);
  const addForm = await typeAndTime(page, letters);

  const search = page.getByRole('searchbox', { name: 'Search by description or item number' });
  await search.click();
  // Each key changes which rows match: item numbers narrow the list digit by digit, Backspace widens it.
  const keys = [];
  for (let first = 1; keys.length < WARMUP + KEYSTROKES; first = (first % 2) + 1) {
    keys.push(String(first), String(first + 1), String(first + 2), 'Backspace', 'Backspace', 'Backspace');
  }
  const typed = keys.slice(0, WARMUP + KEYSTROKES);
  // First the box itself (the list redraws after it, at lower priority), then the filtered list.
  await page.evaluate(instrumentTyping, { inputSelector: 'input[type="search"]' });
  const searchEcho = await typeAndTime(page, typed);
  await page.reload();
  await waitForListedItems(page, itemCount);
  await page.getByRole('searchbox', { name: 'Search by description or item number' }).click();
  await page.evaluate(instrumentTyping, { inputSelector: 'input[type="search"]', changedSelector: 'table tbody' });
  const searchBox = await typeAndTime(page, typed);
  return { addForm, searchEcho, searchBox };
}

/** Keys that always change the quantity (and so the amount): digits up to three, then a Backspace. */
function keySequence(count) {
  const keys = [];
  let length = 0;
  for (let i = 0; i < count; i++) {
    if (length >= 3) {
      keys.push('Backspace');
      length -= 1;
    } else {
      keys.push(String((i % 9) + 1));
      length += 1;
    }
  }
  return keys;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (v) => `${v.toFixed(1)} ms`;
  return `median ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted[sorted.length - 1])}`;
}

async function measure() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${APP_ORIGIN}/login`);
    await page.getByRole('button', { name: 'Use Admin account' }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    if (!token) throw new Error('signed in, but no authToken in localStorage');

    const { project, item, itemCount, materialCount } = await findLargeItem(token);
    log(`'${project.projectName}': ${itemCount} quotation items; item ${item.itemNo} has ${materialCount} materials`);
    await page.evaluate(
      ({ projectId, itemId }) => {
        localStorage.setItem('selectedProjectId', projectId);
        localStorage.setItem('selectedItemId', itemId);
      },
      { projectId: project._id, itemId: item._id },
    );

    await page.goto(`${APP_ORIGIN}/quotation-material`);
    const rows = page.locator('table[aria-label="Material entries"] tbody tr');
    await page.waitForFunction((n) => document.querySelectorAll('table[aria-label="Material entries"] tbody tr').length >= n, materialCount, {
      timeout: 30_000,
    });
    const serial = (await rows.count()) + 1;
    await page.getByRole('button', { name: 'Add Row' }).click();
    await page.getByLabel(`Rate, row ${serial}`).fill(RATE);
    await page.getByLabel(`Qty, row ${serial}`).click();
    await page.evaluate(instrument, serial);

    const keys = keySequence(WARMUP + KEYSTROKES);
    for (const [i, key] of keys.entries()) {
      await page.keyboard.press(key);
      await page.waitForFunction((n) => window.__sheetBench.samples.length >= n, i + 1, { timeout: 10_000 });
    }
    const samples = (await page.evaluate(() => window.__sheetBench.samples)).slice(WARMUP);
    const typed = await page.getByLabel(`Qty, row ${serial}`).inputValue();
    const amount = await page.evaluate((n) => document.querySelector(`input[aria-label="Qty, row ${n}"]`).closest('tr').cells[5].textContent, serial);
    const list = await measureQuotationList(page, project._id, itemCount);
    const huge = await findProject(token, HUGE_PROJECT);
    log(`'${HUGE_PROJECT}': ${huge.items.length} quotation items`);
    const hugeList = await measureQuotationList(page, huge.project._id, huge.items.length);
    return { rows: serial - 1, samples, typed, amount, lists: [{ itemCount, list }, { itemCount: huge.items.length, list: hugeList }] };
  } finally {
    await browser.close();
  }
}

async function main() {
  checkPrerequisites();
  await withServers(async (stops) => {
    log(`starting the mock API (large seed) on ${MOCK_ORIGIN}`);
    stops.push(await startMockApi({ host: HOST, port: API_PORT, seed: 'large' }));
    log(`serving dist/ on ${APP_ORIGIN}`);
    stops.push(await startApp({ host: HOST, port: APP_PORT, apiUrl: API_URL }));

    const { rows, samples, typed, amount, lists } = await measure();
    console.log('');
    console.log(`Material sheet, ${rows} saved rows + 1 new row: ${samples.length} keystrokes in the new row's Qty cell (after ${WARMUP} warm-up keystrokes)`);
    console.log(`  keystroke -> Amount cell updated:  ${summary(samples.map((s) => s.dom))}`);
    console.log(`  keystroke -> next frame painted:   ${summary(samples.map((s) => s.frame))}`);
    console.log(`  (last Qty typed: ${typed}; its Amount: ${amount})`);
    for (const { itemCount, list } of lists) {
      console.log(`Quotation list, ${itemCount} items: ${list.addForm.length} keystrokes each`);
      console.log(`  add form Description, keystroke -> next frame painted:  ${summary(list.addForm.map((s) => s.frame))}`);
      console.log(`  search box, keystroke -> box shows it, frame painted:    ${summary(list.searchEcho.map((s) => s.frame))}`);
      console.log(`  search box, keystroke -> filtered list drawn:           ${summary(list.searchBox.map((s) => s.dom))}`);
      console.log(`  search box, keystroke -> next frame painted:            ${summary(list.searchBox.map((s) => s.frame))}`);
    }
  });
}

main().catch((error) => {
  console.error(`bench-sheet: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
