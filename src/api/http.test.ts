import { http as mswHttp, HttpResponse } from 'msw';
import type { AxiosRequestConfig } from 'axios';
import { server } from '../../mocks/node';
import { holdRequests } from '../../tests/holdRequests';
import { addScenario, brokenJson, failWith, htmlPage, networkFailure } from '../../mocks/scenarios';
import { ApiError } from './apiError';
import { MOCK_API_BASE } from '@/config/env';
import { getJson, http, uploadUrl } from './http';
import { installHttpAuth, setApiBaseUrl } from './httpSettings';

const TEST_PATH = '/test/resource';

let token: string | null;
const onSessionRejected = vi.fn();

beforeEach(() => {
  token = null;
  onSessionRejected.mockReset();
  installHttpAuth({ getToken: () => token, onSessionRejected });
});

/** Runs the call and returns the ApiError it fails with; fails the test if it succeeds or throws anything else. */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    () => new Error('the call succeeded'),
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(ApiError);
  return outcome as ApiError;
}

/** Answers TEST_PATH with `status` and a JSON body, and records the Authorization header it received. */
function answerWith(status: number, body: unknown = { success: false }) {
  const received: (string | null)[] = [];
  server.use(
    mswHttp.all(`*/api${TEST_PATH}`, ({ request }) => {
      received.push(request.headers.get('authorization'));
      return HttpResponse.json(body as never, { status });
    }),
  );
  return received;
}

describe('a successful call', () => {
  test('parses the JSON body', async () => {
    answerWith(200, { success: true, items: [1, 2] });
    const response = await http.get(TEST_PATH);
    expect(response.data).toEqual({ success: true, items: [1, 2] });
  });

  test('an empty body reads as null', async () => {
    server.use(mswHttp.delete(`*/api${TEST_PATH}`, () => new HttpResponse(null, { status: 204 })));
    const response = await http.delete(TEST_PATH);
    expect(response.data).toBeNull();
  });
});

describe('failures become one ApiError', () => {
  test('no HTTP answer is a network error', async () => {
    addScenario(networkFailure('GET', TEST_PATH));
    const error = await failureOf(http.get(TEST_PATH));
    expect(error.kind).toBe('network');
    expect(error.status).toBeUndefined();
    expect(error.isUnreachable).toBe(true);
  });

  test.each([200, 500])('an HTML page with status %i is an html error', async (status) => {
    addScenario(htmlPage('GET', TEST_PATH, status));
    const error = await failureOf(http.get(TEST_PATH));
    expect(error.kind).toBe('html');
    expect(error.status).toBe(status);
    expect(error.isUnreachable).toBe(false);
  });

  test('an HTML page sent without an HTML content type is still an html error', async () => {
    server.use(mswHttp.get(`*/api${TEST_PATH}`, () => HttpResponse.text('<!doctype html><html><body>Index</body></html>')));
    const error = await failureOf(http.get(TEST_PATH));
    expect(error.kind).toBe('html');
  });

  test.each(['GET', 'POST'] as const)('an empty body with a 200 on a %s is an invalidJson error, not a null answer', async (method) => {
    server.use(mswHttp.all(`*/api${TEST_PATH}`, () => new HttpResponse('', { status: 200, headers: { 'Content-Type': 'application/json' } })));
    const error = await failureOf(method === 'GET' ? http.get(TEST_PATH) : http.post(TEST_PATH, {}));
    expect(error.kind).toBe('invalidJson');
    expect(error.status).toBe(200);
  });

  test('a body that does not parse is an invalidJson error', async () => {
    addScenario(brokenJson('GET', TEST_PATH));
    const error = await failureOf(http.get(TEST_PATH));
    expect(error.kind).toBe('invalidJson');
    expect(error.status).toBe(200);
  });

  test('a body that does not parse on an error status is an invalidJson error', async () => {
    addScenario({ ...brokenJson('GET', TEST_PATH), status: 500 });
    const error = await failureOf(http.get(TEST_PATH));
    expect(error.kind).toBe('invalidJson');
    expect(error.status).toBe(500);
  });

  test('a JSON error keeps its status and body', async () => {
    addScenario(failWith('POST', TEST_PATH, 422, { success: false, message: 'Email already exists' }));
    const error = await failureOf(http.post(TEST_PATH, {}));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(422);
    expect(error.body).toEqual({ success: false, message: 'Email already exists' });
  });

  test('a JSON error with no body object has no server texts', async () => {
    addScenario(failWith('GET', TEST_PATH, 500, ['not', 'an', 'object']));
    const error = await failureOf(http.get(TEST_PATH));
    expect(error.kind).toBe('http');
    expect(error.body).toBeUndefined();
    expect(error.serverMessage).toBeUndefined();
    expect(error.serverDetails).toBeUndefined();
  });

  test.each([
    ['message, details and error', { message: 'M', details: 'D', error: 'E' }, 'M', 'D'],
    ['details and error', { details: 'D', error: 'E' }, 'D', 'D'],
    ['error only', { error: 'E' }, 'E', 'E'],
    ['message only', { message: 'M' }, 'M', undefined],
    ['a blank message and details', { message: '  ', details: '', error: 'E' }, 'E', 'E'],
    ['no texts', { success: false }, undefined, undefined],
  ])('with %s: serverMessage and serverDetails pick in order', async (_label, body, message, details) => {
    addScenario(failWith('POST', TEST_PATH, 400, body));
    const error = await failureOf(http.post(TEST_PATH, {}));
    expect(error.kind).toBe('http');
    expect(error.serverMessage).toBe(message);
    expect(error.serverDetails).toBe(details);
  });

  test('a request with a timeout that gets no answer in time is a timeout error', async () => {
    const release = holdRequests('get', TEST_PATH, () => HttpResponse.json({ success: true }));
    try {
      // The mock answers XMLHttpRequest without running its timer, so this call goes through axios's
      // fetch adapter, whose timeout is an abort signal that the mock honours; fetch needs an absolute URL.
      const config: AxiosRequestConfig = { timeout: 20, adapter: 'fetch', baseURL: new URL('/api', location.origin).href };
      const error = await failureOf(http.get(TEST_PATH, config));
      expect(error.kind).toBe('timeout');
      expect(error.isUnreachable).toBe(true);
    } finally {
      release();
    }
  });

  test('a timeout holds on the default transport too, under a fake clock; an answer in time is kept', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const release = holdRequests('post', TEST_PATH, () => HttpResponse.json({ success: true }));
    try {
      const call = failureOf(http.post(TEST_PATH, {}, { timeout: 5000 }));
      await vi.advanceTimersByTimeAsync(4999);
      const early = await Promise.race([call.then(() => 'settled'), Promise.resolve('pending')]);
      expect(early).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      const error = await call;
      expect(error.kind).toBe('timeout');
    } finally {
      release();
      vi.useRealTimers();
    }
    answerWith(200, { success: true, fast: true });
    const response = await http.post(TEST_PATH, {}, { timeout: 5000 });
    expect(response.data).toEqual({ success: true, fast: true });
  });
});

describe('the session', () => {
  test('the Authorization header carries the token when there is one', async () => {
    token = 'abc.123';
    const received = answerWith(200, { success: true });
    await http.get(TEST_PATH);
    expect(received).toEqual(['Bearer abc.123']);
  });

  test('no Authorization header is sent without a token', async () => {
    const received = answerWith(200, { success: true });
    await http.get(TEST_PATH);
    expect(received).toEqual([null]);
  });

  test('the header follows the current token on every call', async () => {
    const received = answerWith(200, { success: true });
    token = 'first';
    await http.get(TEST_PATH);
    token = null;
    await http.get(TEST_PATH);
    token = 'second';
    await http.get(TEST_PATH);
    expect(received).toEqual(['Bearer first', null, 'Bearer second']);
  });

  test.each([
    ['with a token', 'abc'],
    ['without a token', null],
  ])('a 401 %s ends the session', async (_label, current) => {
    token = current;
    answerWith(401, { success: false, message: 'Not authorized' });
    const error = await failureOf(http.get(TEST_PATH));
    expect(error.status).toBe(401);
    expect(onSessionRejected).toHaveBeenCalledTimes(1);
  });

  test('a 401 with an HTML body ends the session too', async () => {
    token = 'abc';
    addScenario(htmlPage('GET', TEST_PATH, 401));
    const error = await failureOf(http.get(TEST_PATH));
    expect(error.kind).toBe('html');
    expect(onSessionRejected).toHaveBeenCalledTimes(1);
  });

  test('a 401 ends the session even when the call keeps it on a 403', async () => {
    token = 'abc';
    answerWith(401);
    await failureOf(http.post(TEST_PATH, {}, { keepSessionOn403: true }));
    expect(onSessionRejected).toHaveBeenCalledTimes(1);
  });

  test('a 403 to a call that carried a token ends the session', async () => {
    token = 'abc';
    answerWith(403, { success: false, message: 'Forbidden' });
    const error = await failureOf(http.get(TEST_PATH));
    expect(error.status).toBe(403);
    expect(onSessionRejected).toHaveBeenCalledTimes(1);
  });

  test('a 403 to a call without a token does not', async () => {
    answerWith(403, { success: false, message: 'Your account is inactive. Please contact admin.' });
    const error = await failureOf(http.post(TEST_PATH, {}));
    expect(error.status).toBe(403);
    expect(onSessionRejected).not.toHaveBeenCalled();
  });

  test('a 403 to a call marked keepSessionOn403 does not', async () => {
    token = 'abc';
    answerWith(403);
    const config: AxiosRequestConfig = { keepSessionOn403: true };
    const error = await failureOf(http.post(TEST_PATH, {}, config));
    expect(error.status).toBe(403);
    expect(onSessionRejected).not.toHaveBeenCalled();
  });

  test.each([400, 404, 500])('a %i does not end the session', async (status) => {
    token = 'abc';
    answerWith(status);
    await failureOf(http.get(TEST_PATH));
    expect(onSessionRejected).not.toHaveBeenCalled();
  });

  test('a network failure does not end the session', async () => {
    token = 'abc';
    addScenario(networkFailure('GET', TEST_PATH));
    await failureOf(http.get(TEST_PATH));
    expect(onSessionRejected).not.toHaveBeenCalled();
  });
});

describe("getJson, the fan-outs' read without axios, answers and fails as http.get does", () => {
  const viaAxios = (path: string) => http.get(path).then((response) => response.data as unknown);
  const both = [
    ['http.get', viaAxios],
    ['getJson', getJson],
  ] as const;

  test.each(both)('%s: the JSON body, with the token when there is one', async (_name, read) => {
    token = 'abc.123';
    const received = answerWith(200, { success: true, items: [1, 2] });
    expect(await read(TEST_PATH)).toEqual({ success: true, items: [1, 2] });
    token = null;
    await read(TEST_PATH);
    expect(received).toEqual(['Bearer abc.123', null]);
  });

  const failures: [string, () => void, Partial<ApiError>][] = [
    ['no answer', () => addScenario(networkFailure('GET', TEST_PATH)), { kind: 'network', status: undefined, isUnreachable: true }],
    ['an HTML page', () => addScenario(htmlPage('GET', TEST_PATH, 200)), { kind: 'html', status: 200 }],
    ['an HTML page on a 500', () => addScenario(htmlPage('GET', TEST_PATH, 500)), { kind: 'html', status: 500 }],
    [
      'an HTML page without its content type',
      () => server.use(mswHttp.get(`*/api${TEST_PATH}`, () => HttpResponse.text('<!doctype html><html><body>Index</body></html>'))),
      { kind: 'html' },
    ],
    [
      'an empty 200',
      () => server.use(mswHttp.get(`*/api${TEST_PATH}`, () => new HttpResponse('', { status: 200, headers: { 'Content-Type': 'application/json' } }))),
      { kind: 'invalidJson', status: 200 },
    ],
    ['broken JSON', () => addScenario(brokenJson('GET', TEST_PATH)), { kind: 'invalidJson', status: 200 }],
    ['broken JSON on a 500', () => addScenario({ ...brokenJson('GET', TEST_PATH), status: 500 }), { kind: 'invalidJson', status: 500 }],
    ['a JSON error', () => addScenario(failWith('GET', TEST_PATH, 500, { message: 'Boom' })), { kind: 'http', status: 500, body: { message: 'Boom' } }],
  ];
  test.each(both.flatMap(([name, read]) => failures.map(([what, arrange, expected]) => [name, what, read, arrange, expected] as const)))(
    '%s: %s',
    async (_name, _what, read, arrange, expected) => {
      arrange();
      expect(await failureOf(read(TEST_PATH))).toMatchObject(expected);
      expect(onSessionRejected).not.toHaveBeenCalled();
    },
  );

  test.each(both)('%s: a 401, or a 403 to a call with a token, ends the session; a 403 without one does not', async (_name, read) => {
    answerWith(401);
    await failureOf(read(TEST_PATH));
    expect(onSessionRejected).toHaveBeenCalledTimes(1);
    answerWith(403);
    await failureOf(read(TEST_PATH));
    expect(onSessionRejected).toHaveBeenCalledTimes(1);
    token = 'abc';
    await failureOf(read(TEST_PATH));
    expect(onSessionRejected).toHaveBeenCalledTimes(2);
  });
});

describe('uploaded files are served from the API host', () => {
  afterEach(() => setApiBaseUrl(MOCK_API_BASE));

  it.each([
    ['https://erp.example.com/api', 'https://erp.example.com/uploads/labour/id%20card.png'],
    ['https://erp.example.com/api/', 'https://erp.example.com/uploads/labour/id%20card.png'],
    ['http://127.0.0.1:3003/api', 'http://127.0.0.1:3003/uploads/labour/id%20card.png'],
    ['/api', '/uploads/labour/id%20card.png'],
    ['https://erp.example.com/v2', 'https://erp.example.com/v2/uploads/labour/id%20card.png'],
  ])('under the API URL %s', (base, expected) => {
    setApiBaseUrl(base);
    expect(uploadUrl('labour', 'id card.png')).toBe(expected);
  });

  it('keeps an absolute address and reads a path with folders from the host root', () => {
    setApiBaseUrl('https://erp.example.com/api');
    expect(uploadUrl('labour', 'https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(uploadUrl('labour', '/uploads/labour/a.png')).toBe('https://erp.example.com/uploads/labour/a.png');
    expect(uploadUrl('labour', 'uploads/labour/a.png')).toBe('https://erp.example.com/uploads/labour/a.png');
  });
});
