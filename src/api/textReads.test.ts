/**
 * The API's plain GETs from a thread of their own: each read settled by its own answer, answers that
 * arrive together posted together, the same errors as a read on the page, and the page reading by itself
 * when the thread cannot run.
 */
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { READS_WORKER_START_MS } from '@/config/constants';
import type { CurrentUser } from '@/lib/currentUser';
import type { TextReadMessages, TextReadReply, TextReadRequest } from './textReads.worker';

const ORIGIN = 'http://localhost:3000';

class FakeWorker {
  static made: FakeWorker[] = [];
  posted: TextReadRequest[] = [];
  /** The ids of the reads the page gave up. */
  cancelled: number[] = [];
  onmessage: ((event: MessageEvent<TextReadReply[]>) => void) | null = null;
  onerror: (() => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  /** How many times the page said the session ended. */
  forgotten = 0;
  /** How many messages the page posted: its messages of one moment come in one. */
  messages = 0;
  postMessage(messages: TextReadMessages) {
    this.messages += 1;
    for (const message of messages) {
      if ('cancel' in message) this.cancelled.push(message.cancel);
      else if ('forget' in message) this.forgotten += 1;
      else this.posted.push(message);
    }
  }
  terminate() {
    this.terminated = true;
  }
  reply(replies: TextReadReply[]) {
    this.onmessage?.({ data: replies } as MessageEvent<TextReadReply[]>);
  }
}

/** The reads posted to `worker` once there are `count` of them: the page posts its messages of one moment together, after it. */
async function postedTo(worker: FakeWorker, count: number): Promise<TextReadRequest[]> {
  await vi.waitFor(() => expect(worker.posted).toHaveLength(count));
  return worker.posted;
}

const answer = (text: string, status = 200, contentType = 'application/json') => ({ status, contentType, text });

const SIGNED_IN: CurrentUser = { name: 'Asha Rao', email: 'asha@example.in', role: 'Admin', permissions: [], status: 'Active' };

/** `/api/held/:id` answers only once the test releases that id; `sent` lists the ids the server was sent, in order. */
function heldReads() {
  const sent: string[] = [];
  const release = new Map<string, () => void>();
  server.use(
    mswHttp.get(`${ORIGIN}/api/held/:id`, async ({ params }) => {
      const id = String(params.id);
      sent.push(id);
      await new Promise<void>((done) => release.set(id, done));
      return HttpResponse.json({ id });
    }),
  );
  return { sent, release };
}

beforeEach(() => {
  // Each test starts with no worker tried yet.
  vi.resetModules();
  FakeWorker.made = [];
  vi.stubGlobal('Worker', FakeWorker);
  server.use(mswHttp.get(`${ORIGIN}/api/reads-test/:id`, ({ params }) => HttpResponse.json({ read: params.id, onPage: true })));
});

describe('reads from the worker', () => {
  it('sends every read to one worker, and a batch of replies settles each read with its own answer', async () => {
    const { readText } = await import('./textReads');
    const first = readText(`${ORIGIN}/api/one`, { Authorization: 'Bearer t1' });
    const second = readText(`${ORIGIN}/api/two`, { Accept: 'application/json' });

    expect(FakeWorker.made).toHaveLength(1);
    const [worker] = FakeWorker.made;
    await postedTo(worker, 2);
    // The two reads of one moment come in one message.
    expect(worker.messages).toBe(1);
    expect(worker.posted.map(({ url, headers }) => ({ url, headers }))).toEqual([
      { url: `${ORIGIN}/api/one`, headers: { Authorization: 'Bearer t1' } },
      { url: `${ORIGIN}/api/two`, headers: { Accept: 'application/json' } },
    ]);
    const [one, two] = worker.posted;
    worker.reply([
      { id: two.id, answer: answer('[2]') },
      { id: one.id, answer: answer('[1]') },
    ]);
    await expect(first).resolves.toEqual(answer('[1]'));
    await expect(second).resolves.toEqual(answer('[2]'));
  });

  it('tells the worker how many reads may be under way at once: config.json’s requestPool', async () => {
    const { setRuntimeConfig } = await import('@/config/env');
    setRuntimeConfig({ apiUrl: '/api', mock: false, requestPool: 12 });
    const { readText, readsToHandOver } = await import('./textReads');
    void readText(`${ORIGIN}/api/one`, {});
    expect((await postedTo(FakeWorker.made[0], 1)).map(({ pool }) => pool)).toEqual([12]);
    // A caller with many reads hands over twice as many, so that the next is always waiting.
    expect(readsToHandOver()).toBe(24);
  });

  it('a read given up before its answer rejects with an AbortError, and the worker is told not to send it; one already answered is left alone', async () => {
    const { readText } = await import('./textReads');
    const controller = new AbortController();
    const answered = readText(`${ORIGIN}/api/one`, {}, { signal: controller.signal });
    const givenUp = readText(`${ORIGIN}/api/two`, {}, { signal: controller.signal });
    const [worker] = FakeWorker.made;
    const [one, two] = await postedTo(worker, 2);
    worker.reply([{ id: one.id, answer: answer('[1]') }]);
    await expect(answered).resolves.toEqual(answer('[1]'));

    // The load's reads share a lane; a read given no signal goes in lane 0.
    void readText(`${ORIGIN}/api/other`, {});
    expect((await postedTo(worker, 3)).map(({ lane }) => lane)).toEqual([1, 1, 0]);
    controller.abort();
    await expect(givenUp).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.cancelled).toEqual([two.id]);
    // Its answer, should it come after all, settles nothing.
    worker.reply([{ id: two.id, answer: answer('[2]') }]);
    await expect(readText(`${ORIGIN}/api/three`, {}, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.posted).toHaveLength(3);
  });

  it('gives getJson the same answers and errors as a read on the page', async () => {
    const { setApiBaseUrl, installHttpAuth } = await import('./httpSettings');
    const { getJson } = await import('./http');
    const { ApiError } = await import('./apiError');
    setApiBaseUrl('/api');
    installHttpAuth({ getToken: () => 'token-1', onSessionRejected: () => {} });
    const reads = ['ok', 'html', 'gone', 'refused'].map((path) => getJson(`/quotation/${path}`).catch((error: unknown) => error));
    const [worker] = FakeWorker.made;
    await postedTo(worker, 4);
    expect(worker.posted[0]).toMatchObject({ url: `${ORIGIN}/api/quotation/ok`, headers: { Accept: 'application/json', Authorization: 'Bearer token-1' } });
    const [ok, html, gone, refused] = worker.posted;
    worker.reply([
      { id: ok.id, answer: answer('{"items":[]}') },
      { id: html.id, answer: answer('<!doctype html><p>Proxy</p>', 200, 'text/html') },
      { id: gone.id, failure: 'Failed to fetch' },
      { id: refused.id, answer: answer('{"message":"Not yours"}', 400) },
    ]);
    const [okRead, htmlRead, goneRead, refusedRead] = await Promise.all(reads);
    expect(okRead).toEqual({ items: [] });
    expect(htmlRead).toMatchObject({ kind: 'html', message: 'Server returned an HTML page instead of JSON' });
    expect(goneRead).toMatchObject({ kind: 'network', message: 'Failed to fetch' });
    expect(refusedRead).toBeInstanceOf(ApiError);
    expect(refusedRead).toMatchObject({ kind: 'http', status: 400, body: { message: 'Not yours' } });
  });

  it('reads under the base the app was last given: a changed base is used from the next read on', async () => {
    const { setApiBaseUrl } = await import('./httpSettings');
    const { getJson } = await import('./http');
    setApiBaseUrl('/api');
    void getJson('/quotation/one').catch(() => undefined);
    const [worker] = FakeWorker.made;
    await postedTo(worker, 1);
    setApiBaseUrl('https://erp.example.com/v2/');
    void getJson('quotation/two').catch(() => undefined);
    expect((await postedTo(worker, 2)).map(({ url }) => url)).toEqual([`${ORIGIN}/api/quotation/one`, 'https://erp.example.com/v2/quotation/two']);
  });

  it("where the edge answers reads in batches, a load's reads name its batch address; a single read, a digest and an escaped path do not", async () => {
    const { setRuntimeConfig } = await import('@/config/env');
    setRuntimeConfig({ apiUrl: '/api', mock: false, requestPool: 6, readsBatchUrl: '/edge/reads' });
    const { setApiBaseUrl } = await import('./httpSettings');
    const { getJson, getDigest } = await import('./http');
    const { readsToHandOver } = await import('./textReads');
    setApiBaseUrl('/api');
    const load = new AbortController();
    void getJson('/labourwork/quotation/q1', { signal: load.signal }).catch(() => undefined);
    void getJson('/labourwork/quotation/q%2F2', { signal: load.signal }).catch(() => undefined);
    void getJson('/labourwork/quotation/q3').catch(() => undefined);
    void getDigest('/bill/getAll', 'billFigures').catch(() => undefined);
    const posted = await postedTo(FakeWorker.made[0], 4);
    expect(posted.map(({ batch }) => batch)).toEqual([{ url: `${ORIGIN}/edge/reads`, path: 'labourwork/quotation/q1' }, undefined, undefined, undefined]);
    // The loader keeps four batches' worth handed over: two under way, two waiting behind them.
    expect(readsToHandOver()).toBe(48);
    setRuntimeConfig({ apiUrl: '/api', mock: false, requestPool: 6 });
    void getJson('/labourwork/quotation/q4', { signal: load.signal }).catch(() => undefined);
    expect((await postedTo(FakeWorker.made[0], 5))[4].batch).toBeUndefined();
    expect(readsToHandOver()).toBe(12);
  });

  it("where the edge cuts lists down, a digest read names the list there with its digest's fields; a load's read and an escaped path do not", async () => {
    const { setRuntimeConfig } = await import('@/config/env');
    setRuntimeConfig({ apiUrl: '/api', mock: false, listFieldsUrl: '/edge/fields' });
    const { setApiBaseUrl } = await import('./httpSettings');
    const { getJson, getDigest } = await import('./http');
    setApiBaseUrl('/api');
    void getDigest('/bill/getall/bills', 'billFigures').catch(() => undefined);
    void getDigest('/labourprofile/getAll', 'labourCount').catch(() => undefined);
    void getDigest('/labourprofile/get%20all', 'labourCount').catch(() => undefined);
    void getJson('/bill/getall/bills', { signal: new AbortController().signal }).catch(() => undefined);
    const posted = await postedTo(FakeWorker.made[0], 4);
    expect(posted.map(({ url, fieldsUrl }) => [url, fieldsUrl])).toEqual([
      [`${ORIGIN}/api/bill/getall/bills`, `${ORIGIN}/edge/fields?path=bill%2Fgetall%2Fbills&list=bills&fields=date,status,total`],
      [`${ORIGIN}/api/labourprofile/getAll`, `${ORIGIN}/edge/fields?path=labourprofile%2FgetAll&list=profiles&fields=`],
      [`${ORIGIN}/api/labourprofile/get%20all`, undefined],
      [`${ORIGIN}/api/bill/getall/bills`, undefined],
    ]);
    setRuntimeConfig({ apiUrl: '/api', mock: false });
  });

  it('gives getDigest the digest the worker worked out, and reads an answer sent back whole as getJson does', async () => {
    const { setApiBaseUrl, installHttpAuth } = await import('./httpSettings');
    const { getDigest } = await import('./http');
    setApiBaseUrl('/api');
    installHttpAuth({ getToken: () => 'token-1', onSessionRejected: () => {} });
    const reads = ['digested', 'whole', 'html', 'refused'].map((path) => getDigest(`/labourprofile/${path}`, 'labourCount').catch((error: unknown) => error));
    const [worker] = FakeWorker.made;
    await postedTo(worker, 4);
    expect(worker.posted.map(({ digest }) => digest)).toEqual(['labourCount', 'labourCount', 'labourCount', 'labourCount']);
    const [digested, whole, html, refused] = worker.posted;
    worker.reply([
      { id: digested.id, digest: 3 },
      { id: whole.id, answer: answer('{"profiles":[{"name":"Ravi"},{"name":"Asha"}]}') },
      { id: html.id, answer: answer('<!doctype html><p>Proxy</p>', 200, 'text/html') },
      { id: refused.id, answer: answer('{"message":"Not yours"}', 403) },
    ]);
    const [digestedRead, wholeRead, htmlRead, refusedRead] = await Promise.all(reads);
    expect(digestedRead).toBe(3);
    expect(wholeRead).toBe(2);
    expect(htmlRead).toMatchObject({ kind: 'html', message: 'Server returned an HTML page instead of JSON' });
    expect(refusedRead).toMatchObject({ kind: 'http', status: 403, body: { message: 'Not yours' } });
  });

  it('a worker that cannot start leaves its reads, and every later one, to the page', async () => {
    const { readText } = await import('./textReads');
    const waiting = readText(`${ORIGIN}/api/reads-test/1`, {});
    const [worker] = FakeWorker.made;
    worker.onerror?.();

    expect(worker.terminated).toBe(true);
    await expect(waiting.then((read) => JSON.parse(read.text))).resolves.toEqual({ read: '1', onPage: true });
    const later = await readText(`${ORIGIN}/api/reads-test/2`, {});
    expect(JSON.parse(later.text)).toEqual({ read: '2', onPage: true });
    expect(FakeWorker.made).toHaveLength(1);
  });

  it('a worker that has not said it runs within the start limit leaves its reads, and every later one, to the page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { readText } = await import('./textReads');
      const waiting = readText(`${ORIGIN}/api/reads-test/4`, {});
      const [worker] = FakeWorker.made;
      vi.advanceTimersByTime(READS_WORKER_START_MS - 1);
      expect(worker.terminated).toBe(false);
      vi.advanceTimersByTime(1);

      expect(worker.terminated).toBe(true);
      await expect(waiting.then((read) => JSON.parse(read.text))).resolves.toEqual({ read: '4', onPage: true });
      const later = await readText(`${ORIGIN}/api/reads-test/5`, {});
      expect(JSON.parse(later.text)).toEqual({ read: '5', onPage: true });
      expect(FakeWorker.made).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a worker that said it runs is kept however long its reads take', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { readText } = await import('./textReads');
      const waiting = readText(`${ORIGIN}/api/slow`, {});
      const [worker] = FakeWorker.made;
      await postedTo(worker, 1);
      worker.reply([]);
      vi.advanceTimersByTime(10 * READS_WORKER_START_MS);

      expect(worker.terminated).toBe(false);
      worker.reply([{ id: worker.posted[0].id, answer: answer('[7]') }]);
      await expect(waiting).resolves.toEqual(answer('[7]'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('where the page has no workers, a digest is worked out on the page from the same answer', async () => {
    vi.stubGlobal('Worker', undefined);
    server.use(mswHttp.get(`${ORIGIN}/api/bill/digest-test`, () => HttpResponse.json({ bills: [{ date: '05-11-2026', status: 'Paid', total: 1180 }, 'x'] })));
    const { setApiBaseUrl } = await import('./httpSettings');
    const { getDigest } = await import('./http');
    setApiBaseUrl('/api');
    await expect(getDigest('/bill/digest-test', 'billFigures')).resolves.toEqual([{ date: '05-11-2026', status: 'Paid', total: 1180 }]);
  });

  it('the end of a session forgets what the digest reads kept for asking again, on the page and on the worker', async () => {
    const ifNoneMatch: (string | null)[] = [];
    server.use(
      mswHttp.get(`${ORIGIN}/api/labourprofile/tagged`, ({ request }) => {
        ifNoneMatch.push(request.headers.get('if-none-match'));
        return request.headers.get('if-none-match') === 'W/"1"' ? new HttpResponse(null, { status: 304 }) : HttpResponse.json([{}, {}], { headers: { ETag: 'W/"1"' } });
      }),
    );
    vi.stubGlobal('Worker', undefined);
    const { startSession, endSession } = await import('@/session/sessionStore');
    await import('@/app/queryClient');
    const { readText } = await import('./textReads');
    const read = () => readText(`${ORIGIN}/api/labourprofile/tagged`, { Authorization: 'Bearer same' }, { digest: 'labourCount' });
    await expect(read()).resolves.toEqual({ digest: 2 });
    await expect(read()).resolves.toEqual({ digest: 2 });

    startSession('same', SIGNED_IN);
    endSession('logout');
    await expect(read()).resolves.toEqual({ digest: 2 });
    expect(ifNoneMatch).toEqual([null, 'W/"1"', null]);
  });

  it('tells a running worker when the session ends', async () => {
    const { startSession, endSession } = await import('@/session/sessionStore');
    await import('@/app/queryClient');
    const { readText } = await import('./textReads');
    void readText(`${ORIGIN}/api/one`, {});
    const [worker] = FakeWorker.made;
    worker.reply([]);
    startSession('token', SIGNED_IN);
    endSession('ended');
    await vi.waitFor(() => expect(worker.forgotten).toBe(1));
  });

  it('where the page has no workers, reads are sent from the page', async () => {
    vi.stubGlobal('Worker', undefined);
    const { readText } = await import('./textReads');
    const read = await readText(`${ORIGIN}/api/reads-test/3`, {});
    expect(read).toMatchObject({ status: 200, contentType: expect.stringContaining('application/json') });
    expect(JSON.parse(read.text)).toEqual({ read: '3', onPage: true });
  });

  it('where the page has no workers, at most requestPool reads of a lane are under way, and those given up while waiting are not sent', async () => {
    vi.stubGlobal('Worker', undefined);
    const { setRuntimeConfig } = await import('@/config/env');
    setRuntimeConfig({ apiUrl: '/api', mock: false, requestPool: 2 });
    const { sent, release } = heldReads();
    const { readText } = await import('./textReads');
    const load = new AbortController();
    const [one, two, three, four] = ['1', '2', '3', '4'].map((id) => readText(`${ORIGIN}/api/held/${id}`, {}, { signal: load.signal }));
    // A read of no load has a lane of its own.
    const other = readText(`${ORIGIN}/api/held/5`, {});
    await vi.waitFor(() => expect(sent).toEqual(['1', '2', '5']));
    load.abort();
    for (const id of ['1', '2', '5']) release.get(id)?.();
    await Promise.all([one, two, other]);
    await expect(three).rejects.toMatchObject({ name: 'AbortError' });
    await expect(four).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent).toEqual(['1', '2', '5']);
  });

  it('a read asks that no cache keep its answer (ruling 35), and sends neither cookies nor the page\'s address', async () => {
    vi.stubGlobal('Worker', undefined);
    const seen: { cache: string; credentials: string; referrerPolicy: string; cookie: string | null; referer: string | null }[] = [];
    server.use(
      mswHttp.get(`${ORIGIN}/api/cache-test`, ({ request }) => {
        const { cache, credentials, referrerPolicy, headers } = request;
        seen.push({ cache, credentials, referrerPolicy, cookie: headers.get('cookie'), referer: headers.get('referer') });
        return HttpResponse.json({});
      }),
    );
    const { readText } = await import('./textReads');
    await readText(`${ORIGIN}/api/cache-test`, { Authorization: 'Bearer token-1' });
    expect(seen).toEqual([{ cache: 'no-store', credentials: 'omit', referrerPolicy: 'no-referrer', cookie: null, referer: null }]);
  });
});

describe('the worker itself', () => {
  it('keeps at most `pool` reads of a lane under way, the others waiting in order; the next is sent as one answers; one given up while waiting is never sent', async () => {
    const scope = { onmessage: null as ((event: { data: TextReadMessages }) => void) | null, postMessage: vi.fn() };
    vi.stubGlobal('self', scope);
    const { sent, release } = heldReads();
    await import('./textReads.worker');
    for (const id of [1, 2, 3, 4, 5]) scope.onmessage?.({ data: [{ id, url: `${ORIGIN}/api/held/${id}`, headers: {}, lane: 1, pool: 2 }] });
    scope.onmessage?.({ data: [{ cancel: 3, lane: 1 }] });
    // Another lane (another load) has a pool of its own.
    scope.onmessage?.({ data: [{ id: 6, url: `${ORIGIN}/api/held/6`, headers: {}, lane: 2, pool: 2 }] });
    await vi.waitFor(() => expect(sent).toEqual(['1', '2', '6']));

    release.get('2')?.();
    await vi.waitFor(() => expect(sent).toEqual(['1', '2', '6', '4']));
    release.get('1')?.();
    await vi.waitFor(() => expect(sent).toEqual(['1', '2', '6', '4', '5']));
    for (const id of ['4', '5', '6']) release.get(id)?.();
    await vi.waitFor(() => expect(scope.postMessage.mock.calls.flat(2).map((reply: TextReadReply) => reply.id).sort()).toEqual([1, 2, 4, 5, 6]));
    expect(sent).not.toContain('3');
  });

  it('takes the messages of one moment in one, in their order: a read given up in the same message is never sent', async () => {
    const scope = { onmessage: null as ((event: { data: TextReadMessages }) => void) | null, postMessage: vi.fn() };
    vi.stubGlobal('self', scope);
    const { sent, release } = heldReads();
    await import('./textReads.worker');
    scope.onmessage?.({
      data: [
        { id: 1, url: `${ORIGIN}/api/held/1`, headers: {}, lane: 1, pool: 1 },
        { id: 2, url: `${ORIGIN}/api/held/2`, headers: {}, lane: 1, pool: 1 },
        { id: 3, url: `${ORIGIN}/api/held/3`, headers: {}, lane: 1, pool: 1 },
        { cancel: 2, lane: 1 },
      ],
    });
    await vi.waitFor(() => expect(sent).toEqual(['1']));
    release.get('1')?.();
    await vi.waitFor(() => expect(sent).toEqual(['1', '3']));
    release.get('3')?.();
    await vi.waitFor(() => expect(scope.postMessage.mock.calls.flat(2).map((reply: TextReadReply) => reply.id)).toEqual([1, 3]));
  });

  it('posts the answers that arrived together in one message, a failed read with its reason', async () => {
    const scope = { onmessage: null as ((event: { data: TextReadMessages }) => void) | null, postMessage: vi.fn() };
    vi.stubGlobal('self', scope);
    server.use(mswHttp.get(`${ORIGIN}/api/down`, () => HttpResponse.error()));
    await import('./textReads.worker');
    // It says it runs before it is asked anything.
    expect(scope.postMessage.mock.calls).toEqual([[[]]]);

    scope.onmessage?.({ data: [{ id: 1, url: `${ORIGIN}/api/reads-test/a`, headers: {}, lane: 0, pool: 6 }] });
    scope.onmessage?.({ data: [{ id: 2, url: `${ORIGIN}/api/down`, headers: {}, lane: 0, pool: 6 }] });
    await vi.waitFor(() => expect(scope.postMessage).toHaveBeenCalledTimes(2));

    const [replies] = scope.postMessage.mock.calls[1] as [TextReadReply[]];
    expect(replies).toEqual(
      expect.arrayContaining([
        { id: 1, answer: { status: 200, contentType: expect.stringContaining('application/json'), text: JSON.stringify({ read: 'a', onPage: true }) } },
        { id: 2, failure: expect.any(String) },
      ]),
    );
    expect(replies).toHaveLength(2);
  });

  it('asks a digest read again with its tag, gives the kept digest for a 304, and forgets its tags when told the session ended', async () => {
    const scope = { onmessage: null as ((event: { data: TextReadMessages }) => void) | null, postMessage: vi.fn() };
    vi.stubGlobal('self', scope);
    const ifNoneMatch: (string | null)[] = [];
    server.use(
      mswHttp.get(`${ORIGIN}/api/bill/tagged`, ({ request }) => {
        ifNoneMatch.push(request.headers.get('if-none-match'));
        if (request.headers.get('if-none-match') === 'W/"b1"') return new HttpResponse(null, { status: 304 });
        return HttpResponse.json({ bills: [{ date: '01-10-2026', status: 'Paid', total: 500 }] }, { headers: { ETag: 'W/"b1"' } });
      }),
    );
    await import('./textReads.worker');
    const ask = (id: number) => scope.onmessage?.({ data: [{ id, url: `${ORIGIN}/api/bill/tagged`, headers: { Authorization: 'Bearer t' }, digest: 'billFigures', lane: 0, pool: 6 }] });
    const replies = () => scope.postMessage.mock.calls.flat(2) as TextReadReply[];
    const figures = [{ date: '01-10-2026', status: 'Paid', total: 500 }];

    ask(1);
    await vi.waitFor(() => expect(replies()).toEqual([{ id: 1, digest: figures }]));
    ask(2);
    await vi.waitFor(() => expect(replies()).toEqual([{ id: 1, digest: figures }, { id: 2, digest: figures }]));
    scope.onmessage?.({ data: [{ forget: true }] });
    ask(3);
    await vi.waitFor(() => expect(replies()).toHaveLength(3));
    expect(replies()[2]).toEqual({ id: 3, digest: figures });
    expect(ifNoneMatch).toEqual([null, 'W/"b1"', null]);
  });

  it('digests a sound answer when asked, and sends back whole an answer it cannot read or that failed', async () => {
    const scope = { onmessage: null as ((event: { data: TextReadMessages }) => void) | null, postMessage: vi.fn() };
    vi.stubGlobal('self', scope);
    server.use(
      mswHttp.get(`${ORIGIN}/api/bill/sound`, () => HttpResponse.json({ bills: [{ date: '01-10-2026', status: 'Overdue', total: '2,360' }] })),
      mswHttp.get(`${ORIGIN}/api/bill/maintenance`, () => HttpResponse.html('<!doctype html><h1>Back soon</h1>')),
      mswHttp.get(`${ORIGIN}/api/bill/broken`, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
    );
    await import('./textReads.worker');

    scope.onmessage?.({ data: [{ id: 1, url: `${ORIGIN}/api/bill/sound`, headers: {}, digest: 'billFigures', lane: 0, pool: 6 }] });
    scope.onmessage?.({ data: [{ id: 2, url: `${ORIGIN}/api/bill/maintenance`, headers: {}, digest: 'billFigures', lane: 0, pool: 6 }] });
    scope.onmessage?.({ data: [{ id: 3, url: `${ORIGIN}/api/bill/broken`, headers: {}, digest: 'billFigures', lane: 0, pool: 6 }] });
    await vi.waitFor(() => expect(scope.postMessage.mock.calls.flat(2)).toHaveLength(3));

    const replies = scope.postMessage.mock.calls.flat(2) as TextReadReply[];
    expect(replies).toEqual(
      expect.arrayContaining([
        { id: 1, digest: [{ date: '01-10-2026', status: 'Overdue', total: 2360 }] },
        { id: 2, answer: expect.objectContaining({ status: 200, contentType: expect.stringContaining('text/html') }) },
        { id: 3, answer: { status: 500, contentType: expect.stringContaining('application/json'), text: JSON.stringify({ message: 'Server error' }) } },
      ]),
    );
  });
});

describe('the worker sending reads in batches', () => {
  const BATCH = `${ORIGIN}/edge/reads`;
  const lineRead = (id: number, pool = 6): TextReadRequest => ({
    id,
    url: `${ORIGIN}/api/line/${id}`,
    headers: { Authorization: 'Bearer t1' },
    lane: 1,
    pool,
    batch: { url: BATCH, path: `line/${id}` },
  });
  const repliesOf = (postMessage: ReturnType<typeof vi.fn>) => postMessage.mock.calls.flat(2) as TextReadReply[];

  async function startWorker() {
    const scope = { onmessage: null as ((event: { data: TextReadMessages }) => void) | null, postMessage: vi.fn() };
    vi.stubGlobal('self', scope);
    await import('./textReads.worker');
    return scope;
  }

  it('sends a lane’s waiting reads together, two batches at once, each of four times half the pool and read at half the pool; each read settles with its own answer', async () => {
    const batches: { pool: number; paths: string[]; authorization: string | null }[] = [];
    const held: (() => void)[] = [];
    server.use(
      mswHttp.post(BATCH, async ({ request }) => {
        const asked = (await request.json()) as { pool: number; paths: string[] };
        batches.push({ ...asked, authorization: request.headers.get('authorization') });
        await new Promise<void>((done) => held.push(done));
        return HttpResponse.json(
          asked.paths.map((path) =>
            path === 'line/3' ? { status: 0, type: '', body: '' } : { status: path === 'line/2' ? 404 : 200, type: 'application/json', body: JSON.stringify({ path }) },
          ),
        );
      }),
    );
    const scope = await startWorker();
    scope.onmessage?.({ data: Array.from({ length: 30 }, (_, i) => lineRead(i + 1)) });

    await vi.waitFor(() => expect(batches).toHaveLength(2));
    expect(batches.map(({ pool, paths }) => ({ pool, count: paths.length }))).toEqual([
      { pool: 3, count: 12 },
      { pool: 3, count: 12 },
    ]);
    expect(batches[0].paths.slice(0, 3)).toEqual(['line/1', 'line/2', 'line/3']);
    expect(batches[0].authorization).toBe('Bearer t1');

    held.shift()?.();
    // The first batch answered: the six reads left go in the next one.
    await vi.waitFor(() => expect(batches).toHaveLength(3));
    expect(batches[2].paths).toEqual(['line/25', 'line/26', 'line/27', 'line/28', 'line/29', 'line/30']);
    held.splice(0).forEach((release) => release());
    await vi.waitFor(() => expect(repliesOf(scope.postMessage)).toHaveLength(30));
    const replies = repliesOf(scope.postMessage);
    expect(replies).toEqual(
      expect.arrayContaining([
        { id: 1, answer: { status: 200, contentType: 'application/json', text: JSON.stringify({ path: 'line/1' }) } },
        { id: 2, answer: { status: 404, contentType: 'application/json', text: JSON.stringify({ path: 'line/2' }) } },
        { id: 3, failure: expect.any(String) },
        { id: 30, answer: { status: 200, contentType: 'application/json', text: JSON.stringify({ path: 'line/30' }) } },
      ]),
    );
  });

  it('a batch that got no sound answer sends its reads again one by one; an edge without batches is not asked again', async () => {
    let batches = 0;
    const sent: string[] = [];
    server.use(
      mswHttp.post(BATCH, () => {
        batches += 1;
        return batches === 1 ? HttpResponse.error() : new HttpResponse('Not Found', { status: 404 });
      }),
      mswHttp.get(`${ORIGIN}/api/line/:id`, ({ params }) => {
        sent.push(String(params.id));
        return HttpResponse.json({ id: params.id });
      }),
    );
    const scope = await startWorker();

    // Dropped on the way: the reads go alone, and the next reads are tried in a batch again.
    scope.onmessage?.({ data: [lineRead(1, 2), lineRead(2, 2)] });
    await vi.waitFor(() => expect(repliesOf(scope.postMessage)).toHaveLength(2));
    expect(sent.sort()).toEqual(['1', '2']);
    expect(batches).toBe(1);

    // Refused as unknown: alone again, and from then on every read goes alone.
    scope.onmessage?.({ data: [lineRead(3, 2)] });
    await vi.waitFor(() => expect(repliesOf(scope.postMessage)).toHaveLength(3));
    expect(batches).toBe(2);
    scope.onmessage?.({ data: [lineRead(4, 2), lineRead(5, 2)] });
    await vi.waitFor(() => expect(repliesOf(scope.postMessage)).toHaveLength(5));
    expect(batches).toBe(2);
    expect(sent.sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(repliesOf(scope.postMessage)).toContainEqual({ id: 5, answer: { status: 200, contentType: expect.stringContaining('application/json'), text: JSON.stringify({ id: '5' }) } });
  });

  it('leaves out of its batches a read given up while it waited', async () => {
    const asked: string[][] = [];
    server.use(
      mswHttp.post(BATCH, async ({ request }) => {
        const { paths } = (await request.json()) as { paths: string[] };
        asked.push(paths);
        return HttpResponse.json(paths.map((path) => ({ status: 200, type: 'application/json', body: JSON.stringify({ path }) })));
      }),
    );
    const scope = await startWorker();
    scope.onmessage?.({ data: [lineRead(1, 1), lineRead(2, 1), { cancel: 1, lane: 1 }, lineRead(3, 1)] });
    await vi.waitFor(() => expect(repliesOf(scope.postMessage)).toHaveLength(2));
    expect(asked.flat()).toEqual(['line/2', 'line/3']);
  });
});
