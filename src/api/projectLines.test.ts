import { setRuntimeConfig } from '@/config/env';
import { failedPartLabel, inReadOrder, loadProjectLines, projectsWithFailedParts, retryProjectLines, type LinesProgress, type ProjectLinesResult, type ProjectRef, type QuotationRef } from './projectLinesLoader';
import { publishIntervalMs } from './projectLinesStores';

interface Line {
  _id: string;
  quotationId: string;
  name: string;
}

/** A fake API: `projects` projects of `items` items of `lines` lines; calls answer when the test says. */
function fakeApi(shape: { projects: number; items: number; lines: number }) {
  const projects: ProjectRef[] = Array.from({ length: shape.projects }, (_, p) => ({ _id: `p${p}`, projectName: `Project ${p}`, projectNumber: `2026/SGKE/${p}` }));
  const itemsOf = (projectId: string): QuotationRef[] =>
    Array.from({ length: shape.items }, (_, i) => ({ _id: `${projectId}-q${i}`, description: `Item ${i} of ${projectId}`, date: '2026-02-03', createdAt: '2026-02-01T10:00:00.000Z' }));
  const linesOf = (quotationId: string): Line[] => Array.from({ length: shape.lines }, (_, l) => ({ _id: `${quotationId}-l${l}`, quotationId, name: `Worker ${l}` }));

  let inFlight = 0;
  let maxInFlight = 0;
  const log: string[] = [];
  const pending: { call: string; answer: () => void; fail: () => void }[] = [];
  const failing = new Set<string>();
  /** The signal each line read was given. */
  const signals: (AbortSignal | undefined)[] = [];
  /** Calls answer automatically (on the next tick) unless `manual` is set. */
  let manual = false;

  function call<T>(name: string, value: () => T): Promise<T> {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    log.push(`start ${name}`);
    return new Promise<T>((resolve, reject) => {
      const settle = (ok: boolean) => {
        inFlight -= 1;
        log.push(`end ${name}`);
        if (ok && !failing.has(name)) resolve(value());
        else reject(new Error(`${name} failed`));
      };
      const entry = { call: name, answer: () => settle(true), fail: () => settle(false) };
      if (manual) pending.push(entry);
      // Answered after the calls made with it have started, as a server answers later.
      else queueMicrotask(entry.answer);
    });
  }

  const source = {
    fetchProjects: () => call('projects', () => projects),
    fetchItems: (projectId: string) => call(`items ${projectId}`, () => itemsOf(projectId)),
    fetchLines: (quotationId: string, signal?: AbortSignal) => {
      signals.push(signal);
      return call(`lines ${quotationId}`, () => linesOf(quotationId));
    },
  };
  return {
    source,
    log,
    failing,
    pending,
    setManual: (on: boolean) => void (manual = on),
    signals,
    maxInFlight: () => maxInFlight,
    inFlight: () => inFlight,
  };
}

/** Lets the loader's promise chains run until `ready()` holds (no clock involved); fails if they never get there. */
async function until(ready: () => boolean) {
  for (let turn = 0; turn < 200 && !ready(); turn++) await Promise.resolve();
  expect(ready()).toBe(true);
}
const waiting = (api: { pending: { call: string }[] }) => api.pending.map((p) => p.call);
/** Takes one waiting call out of the queue, to answer it or fail it. */
function take<Entry extends { call: string }>(api: { pending: Entry[] }, call: string): Entry {
  const index = api.pending.findIndex((p) => p.call === call);
  expect(index).toBeGreaterThanOrEqual(0);
  return api.pending.splice(index, 1)[0];
}

test('joins every line with its project and quotation context, in project and item order', async () => {
  const api = fakeApi({ projects: 2, items: 2, lines: 2 });
  const { rows, failed, projects } = await loadProjectLines(api.source, { concurrency: 3 });
  expect(failed).toEqual([]);
  // Every project read is kept, for screens that list projects without lines too.
  expect(projects.map((p) => p._id)).toEqual(['p0', 'p1']);
  expect(rows.map((r) => r._id)).toEqual([
    'p0-q0-l0', 'p0-q0-l1', 'p0-q1-l0', 'p0-q1-l1',
    'p1-q0-l0', 'p1-q0-l1', 'p1-q1-l0', 'p1-q1-l1',
  ]);
  expect(rows[2]).toEqual({
    _id: 'p0-q1-l0',
    name: 'Worker 0',
    projectId: 'p0',
    projectName: 'Project 0',
    projectNumber: '2026/SGKE/0',
    quotationId: 'p0-q1',
    quotationDescription: 'Item 1 of p0',
    quotationDate: '2026-02-03',
    createdAt: '2026-02-01T10:00:00.000Z',
  });
});

test('never has more requests in flight than the bound, and reaches it', async () => {
  const api = fakeApi({ projects: 10, items: 5, lines: 1 });
  await loadProjectLines(api.source, { concurrency: 4 });
  expect(api.maxInFlight()).toBe(4);
  // 1 projects read + 10 item reads + 50 line reads.
  expect(api.log.filter((entry) => entry.startsWith('start'))).toHaveLength(61);
});

test('without a bound of its own, hands the reads twice config.json\'s requestPool at once (the reads keep requestPool under way)', async () => {
  setRuntimeConfig({ apiUrl: '/api', mock: false, requestPool: 9 });
  try {
    const api = fakeApi({ projects: 10, items: 5, lines: 1 });
    await loadProjectLines(api.source);
    expect(api.maxInFlight()).toBe(18);
  } finally {
    setRuntimeConfig({ apiUrl: '/api', mock: false });
  }
});

test("an item's lines are read before every project's items are in", async () => {
  const api = fakeApi({ projects: 4, items: 2, lines: 1 });
  api.setManual(true);
  const load = loadProjectLines(api.source, { concurrency: 6 });
  await until(() => api.pending.length === 1);
  api.pending.shift()!.answer(); // the projects
  await until(() => api.pending.length === 4);
  expect(waiting(api)).toEqual(['items p0', 'items p1', 'items p2', 'items p3']);
  api.pending.shift()!.answer(); // p0's items only
  await until(() => api.pending.length === 5);
  // p0's two line reads started while p1..p3's items are still out.
  expect(waiting(api)).toEqual(['items p1', 'items p2', 'items p3', 'lines p0-q0', 'lines p0-q1']);
  api.setManual(false);
  // Everything answers by itself from here on.
  while (api.pending.length > 0) api.pending.shift()!.answer();
  const { rows } = await load;
  expect(rows).toHaveLength(8);
});

test('reports progress: requests done of requests known, the known total growing as items arrive', async () => {
  const api = fakeApi({ projects: 2, items: 3, lines: 1 });
  const reports: LinesProgress[] = [];
  await loadProjectLines(api.source, { concurrency: 2, onProgress: (p) => reports.push(p) });
  expect(reports[0]).toEqual({ done: 0, total: 1 });
  expect(reports).toContainEqual({ done: 1, total: 3 });
  const totals = reports.map((r) => r.total);
  expect(totals).toEqual([...totals].sort((a, b) => a - b));
  expect(reports.at(-1)).toEqual({ done: 9, total: 9 });
  for (const report of reports) expect(report.done).toBeLessThanOrEqual(report.total);
});

test('keeps what loaded when parts fail, and a retry re-runs only the failed parts', async () => {
  const api = fakeApi({ projects: 3, items: 2, lines: 2 });
  api.failing.add('items p1');
  api.failing.add('lines p2-q0');
  const first = await loadProjectLines(api.source, { concurrency: 3 });
  expect(first.rows.map((r) => r._id)).toEqual(['p0-q0-l0', 'p0-q0-l1', 'p0-q1-l0', 'p0-q1-l1', 'p2-q1-l0', 'p2-q1-l1']);
  expect(first.failed).toEqual([
    { kind: 'items', project: expect.objectContaining({ _id: 'p1' }), error: new Error('items p1 failed') },
    { kind: 'lines', context: expect.objectContaining({ projectId: 'p2', quotationId: 'p2-q0', projectName: 'Project 2' }), error: new Error('lines p2-q0 failed') },
  ]);

  api.failing.clear();
  api.failing.add('lines p1-q1');
  api.log.length = 0;
  const retried = await retryProjectLines(first.failed, api.source, { concurrency: 3 });
  expect(api.log.filter((e) => e.startsWith('start'))).toEqual(['start items p1', 'start lines p2-q0', 'start lines p1-q0', 'start lines p1-q1']);
  expect(retried.rows.map((r) => r._id)).toEqual(['p1-q0-l0', 'p1-q0-l1', 'p2-q0-l0', 'p2-q0-l1']);
  expect(retried.rows[2]).toMatchObject({ projectName: 'Project 2', quotationDescription: 'Item 0 of p2' });
  expect(retried.failed).toEqual([{ kind: 'lines', context: expect.objectContaining({ quotationId: 'p1-q1' }), error: new Error('lines p1-q1 failed') }]);
});

test('a failed projects read fails the load', async () => {
  const api = fakeApi({ projects: 2, items: 1, lines: 1 });
  api.failing.add('projects');
  await expect(loadProjectLines(api.source)).rejects.toThrow('projects failed');
  expect(api.log).toEqual(['start projects', 'end projects']);
});

test('once aborted, requests still waiting are not sent', async () => {
  const api = fakeApi({ projects: 3, items: 1, lines: 1 });
  const controller = new AbortController();
  api.setManual(true);
  const load = loadProjectLines(api.source, { concurrency: 1, signal: controller.signal });
  await until(() => api.pending.length === 1);
  api.pending.shift()!.answer();
  await until(() => waiting(api).join() === 'items p0');
  controller.abort();
  api.pending.shift()!.answer(); // items p0, already in flight
  await expect(load).rejects.toThrow('cancelled');
  expect(api.log.filter((e) => e.startsWith('start'))).toEqual(['start projects', 'start items p0']);
});

test('each line read is given the load\'s signal, so that one handed over and not yet sent is not sent once the load aborts', async () => {
  const api = fakeApi({ projects: 2, items: 2, lines: 1 });
  const controller = new AbortController();
  await loadProjectLines(api.source, { concurrency: 3, signal: controller.signal });
  expect(api.signals).toHaveLength(4);
  expect(api.signals.every((signal) => signal === controller.signal)).toBe(true);
});

test('offers what has loaded after each answer, in the final order, with the projects still loading', async () => {
  const api = fakeApi({ projects: 2, items: 2, lines: 1 });
  api.setManual(true);
  const offers: ProjectLinesResult<Line>[] = [];
  const load = loadProjectLines<Line>(api.source, { concurrency: 6, onPartial: (snapshot) => offers.push(snapshot()) });
  await until(() => api.pending.length === 1);
  api.pending.shift()!.answer(); // the projects
  await until(() => api.pending.length === 2);
  take(api, 'items p1').answer();
  await until(() => api.pending.length === 3);
  take(api, 'lines p1-q1').answer();
  await until(() => offers.at(-1)?.rows.length === 1);
  expect(offers.at(-1)).toMatchObject({ complete: false, loading: ['p0', 'p1'], failed: [] });
  expect(offers.at(-1)!.projects.map((p) => p._id)).toEqual(['p0', 'p1']);

  // p0's item arrives later but goes first: the order is the final one from the first answers on.
  take(api, 'items p0').answer();
  await until(() => api.pending.length === 3);
  take(api, 'lines p0-q0').answer();
  await until(() => offers.at(-1)?.rows.length === 2);
  expect(offers.at(-1)!.rows.map((r) => r._id)).toEqual(['p0-q0-l0', 'p1-q1-l0']);

  take(api, 'lines p1-q0').fail();
  await until(() => offers.at(-1)?.loading.join() === 'p0');
  expect(offers.at(-1)!.failed).toEqual([expect.objectContaining({ kind: 'lines', context: expect.objectContaining({ quotationId: 'p1-q0' }) })]);

  api.pending.shift()!.answer(); // lines p0-q1
  const result = await load;
  expect(result).toMatchObject({ complete: true, loading: [] });
  expect(result.rows.map((r) => r._id)).toEqual(['p0-q0-l0', 'p0-q1-l0', 'p1-q1-l0']);
  expect(result.itemOrder).toEqual({ p0: ['p0-q0', 'p0-q1'], p1: ['p1-q0', 'p1-q1'] });
});

test('rows merged after a retry go back where a whole load puts them', async () => {
  const api = fakeApi({ projects: 3, items: 2, lines: 1 });
  api.failing.add('items p1');
  api.failing.add('lines p0-q0');
  const first = await loadProjectLines(api.source, { concurrency: 3 });
  api.failing.clear();
  const retried = await retryProjectLines(first.failed, api.source, { concurrency: 3 });
  const itemOrder = { ...first.itemOrder, ...retried.itemOrder };
  expect(inReadOrder([...first.rows, ...retried.rows], first.projects, itemOrder).map((r) => r._id)).toEqual(
    (await loadProjectLines(api.source)).rows.map((r) => r._id),
  );
});

test('a failed part is named by its project, or its item and project', () => {
  const project = { _id: 'p1', projectName: 'Lakeside Clinic', projectNumber: '2026/SGKE/001' };
  expect(failedPartLabel({ kind: 'items', project, error: null })).toBe('Lakeside Clinic');
  const context = { projectId: 'p1', projectName: 'Lakeside Clinic', projectNumber: '', quotationId: 'q1', quotationDescription: 'Plinth beam', quotationDate: '', createdAt: '' };
  expect(failedPartLabel({ kind: 'lines', context, error: null })).toBe('Plinth beam (Lakeside Clinic)');
  expect([...projectsWithFailedParts([{ kind: 'items', project, error: null }, { kind: 'lines', context: { ...context, projectId: 'p2' }, error: null }])]).toEqual(['p1', 'p2']);
});

test('rows reach the screen less often as the list grows: every 100 ms at first, about once a second at 25,000 rows, never rarer', () => {
  expect(publishIntervalMs(0)).toBe(100);
  expect(publishIntervalMs(5_000)).toBe(300);
  expect(publishIntervalMs(22_500)).toBe(1_000);
  expect(publishIntervalMs(100_000)).toBe(1_000);
});
