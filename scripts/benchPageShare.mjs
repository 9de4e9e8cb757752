/**
 * The fan-outs as a member of staff's browser runs them: each fan-out screen loaded, timed to complete,
 * with the renderer main thread's task time per line read (the DevTools protocol's Performance metrics).
 * Against a mock with no latency, the load's whole time is the machine's work: the page's share.
 *
 * Chromium is driven here over its DevTools pipe with only the Target, Page, Runtime, Storage and
 * Performance domains on. Playwright turns on the Network domain for every page, and its events for each
 * request roughly doubled this very figure: the salary load at no latency, same build and machine, took
 * 50.9 s under Playwright and 28.4 s without it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { failureShown, isComplete, pageCall, watchScreen, whyIncomplete, workersInstalled } from './benchPage.mjs';

/** A DevTools protocol client over the pipe of a Chromium started with --remote-debugging-pipe. */
function pipeClient(child) {
  const toBrowser = child.stdio[3];
  const fromBrowser = child.stdio[4];
  const waiting = new Map();
  let lastId = 0;
  let buffer = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\0'); end >= 0; end = buffer.indexOf('\0')) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      const call = waiting.get(message.id);
      if (!call) continue;
      waiting.delete(message.id);
      if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`));
      else call.resolve(message.result);
    }
  });
  return (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, { resolve, reject, method });
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
}

/** A page of the app's origin that runs nothing of the app. */
const QUIET_PAGE = '/config.json';

/**
 * Runs in the page: sends every URL, `pool` at once, with the app's own request settings (`init`) and the
 * token, reads each answer's text and parses it. Resolves to the time taken and how many failed.
 */
async function readAll(urls, token, pool, init) {
  const started = performance.now();
  let next = 0;
  let failed = 0;
  const lane = async () => {
    while (next < urls.length) {
      const url = urls[next++];
      try {
        const response = await fetch(url, { ...init, headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
        JSON.parse(await response.text());
        if (!response.ok) failed += 1;
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: pool }, lane));
  return { took: performance.now() - started, failed };
}

/**
 * For each of `screens` (those with a `fanOut` that names its `lines`): `runs` cold loads of `appOrigin`'s
 * screen, signed in with `session` ({ token, user }). Resolves to { route, runs } per screen, each run
 * { complete (ms), tasks (s), lineReads }, or { route, error }. The line reads are counted by the mock at
 * `mockOrigin`: the page sends them from a worker, whose requests its own Resource Timing does not list.
 *
 * With `bareReads` ({ apiUrl, pool, init }), each screen's result also has `bare`: `runs` times (ms) of a
 * loop with no app around it, on a page of `appOrigin` that runs none of the app, that sends the very reads
 * of the screen's last load (each path once; `bareReads` says how many) to `apiUrl`, `pool` at once, with
 * the request settings `init` and the token, reads each answer's text and parses it: what the browser and the servers on this machine take for
 * those reads by themselves.
 */
export async function measurePageShare({ chromiumPath, chromiumArgs, appOrigin, mockOrigin, session, screens, screenSpecs, pathOf, runs, timeoutMs, bareReads }) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-page-share-'));
  const child = spawn(chromiumPath, [...chromiumArgs, '--headless=new', '--remote-debugging-pipe', `--user-data-dir=${profile}`, '--window-size=1440,900', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const send = pipeClient(child);
  try {
    const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    const page = (method, params) => send(method, params, sessionId);
    const evaluate = async (expression) => (await page('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })).result.value;
    const taskSeconds = async () => (await page('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration').value;
    const goTo = async (url) => {
      await page('Page.navigate', { url });
      for (let waited = 0; waited < 15_000 && (await evaluate('document.readyState')) !== 'complete'; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    };
    await page('Page.enable');
    await page('Performance.enable');
    await goTo(`${appOrigin}${QUIET_PAGE}`);
    await evaluate(`localStorage.setItem('authToken', ${JSON.stringify(session.token)}); localStorage.setItem('userData', ${JSON.stringify(JSON.stringify(session.user))}); true`);
    await page('Page.addScriptToEvaluateOnNewDocument', { source: pageCall(watchScreen, screenSpecs, isComplete) });
    // Once a screen's load is done (within timeoutMs) the app registers its workers and they install.
    const untilWorkersInstalled = async () => {
      const limit = Date.now() + timeoutMs + 60_000;
      while (!(await evaluate(pageCall(workersInstalled)))) {
        if (Date.now() > limit) throw new Error(`the app's service workers were not installed within ${(timeoutMs + 60_000) / 1000} s of a first visit`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    const linesReceived = async (pattern) => (await (await fetch(`${mockOrigin}/__mock/requests?path=${encodeURIComponent(pattern)}`)).json()).count;
    const readPaths = async (pattern) => (await (await fetch(`${mockOrigin}/__mock/requests?path=${encodeURIComponent(pattern)}&list=1`)).json()).paths;

    const results = [];
    for (const screen of screens) {
      const url = `${appOrigin}${pathOf(screen)}`;
      try {
        // A first visit fetches the screen's code and installs the app's service workers: not measured, as
        // for staff, whose browser has both.
        await goTo(url);
        await untilWorkersInstalled();
        const measured = [];
        for (let run = 0; run < runs; run++) {
          await goTo('about:blank');
          await page('Storage.clearDataForOrigin', { origin: appOrigin, storageTypes: 'indexeddb' });
          await fetch(`${mockOrigin}/__mock/requests`, { method: 'DELETE' });
          const before = await taskSeconds();
          await page('Page.navigate', { url });
          const startedAt = Date.now();
          let complete;
          while ((complete = await evaluate('window.__benchScreen?.complete')) === undefined) {
            if (Date.now() - startedAt > timeoutMs) {
              const why = await evaluate(pageCall(whyIncomplete, screen)).catch(() => 'page gone');
              throw new Error(`not complete within ${timeoutMs / 1000} s (${why}; the mock had answered ${await linesReceived(screen.fanOut.lines)} line reads)`);
            }
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
          const tasks = (await taskSeconds()) - before;
          const failure = await evaluate(pageCall(failureShown));
          if (failure) throw new Error(`stopped loading with a failure shown: ${failure}`);
          measured.push({ complete, tasks, lineReads: await linesReceived(screen.fanOut.lines) });
        }
        const bare = [];
        let urls = [];
        if (bareReads) {
          urls = (await readPaths('')).map((path) => `${bareReads.apiUrl}${path}`);
          await goTo(`${appOrigin}${QUIET_PAGE}`);
          for (let run = 0; run < runs; run++) {
            const { took, failed } = await evaluate(pageCall(readAll, urls, session.token, bareReads.pool, bareReads.init));
            if (failed) throw new Error(`the bare loop of its ${urls.length} reads had ${failed} that failed`);
            bare.push(took);
          }
        }
        results.push({ route: screen.route, runs: measured, ...(bareReads ? { bare, bareReads: urls.length } : {}) });
      } catch (error) {
        results.push({ route: screen.route, error: error instanceof Error ? error.message : String(error) });
      }
    }
    return results;
  } finally {
    const exited = new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    // Closed as a user closes it, so that it has finished with its profile when it exits.
    await Promise.race([send('Browser.close').catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    child.kill();
    await exited;
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {
      // A helper still writing into the profile: a temporary folder left behind, not a figure lost.
    }
  }
}
