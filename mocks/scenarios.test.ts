import { http, HttpResponse, type HttpHandler } from 'msw';
import { DEMO_ACCOUNTS } from './seed';
import { server } from './node';
import { addScenario, brokenJson, clearScenarios, failWith, htmlPage, networkFailure, scenarioHandler, slow } from './scenarios';

const { admin } = DEMO_ACCOUNTS;

function send(method: string, path: string, body?: unknown) {
  return fetch(new URL(`/api${path}`, 'http://localhost:3000'), {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const login = () => send('POST', '/auth/login', { email: admin.email, password: admin.password });

/** Adds stand-in resources; the scenario handler goes before them, as it does before every real one. */
function serve(...handlers: HttpHandler[]) {
  server.use(scenarioHandler, ...handlers);
}

/** A stand-in resource with a path parameter, answering normally with its id. */
function serveThings() {
  serve(
    http.all('*/api/thing/:id', ({ params }) => HttpResponse.json({ success: true, id: params.id })),
    http.all('*/api/thing/:id/parts', ({ params }) => HttpResponse.json({ success: true, parts: params.id })),
  );
}

describe('scenarios', () => {
  test('a JSON scenario answers its status and body instead of the normal handler', async () => {
    addScenario(failWith('POST', '/auth/login', 503, { success: false, message: 'Maintenance' }));
    const response = await login();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ success: false, message: 'Maintenance' });
  });

  test('a scenario applies only to its method', async () => {
    serveThings();
    addScenario(failWith('DELETE', '/thing/:id', 500));
    const response = await send('GET', '/thing/7');
    expect(response.status).toBe(200);
    expect((await send('DELETE', '/thing/7')).status).toBe(500);
  });

  test('the method may be written in lower case', async () => {
    addScenario({ ...failWith('POST', '/auth/login', 500), method: 'post' as 'POST' });
    expect((await login()).status).toBe(500);
  });

  test('a scenario ignores the query string', async () => {
    addScenario(failWith('GET', '/activity/recent', 500, { message: 'down' }));
    const response = await send('GET', '/activity/recent?limit=100');
    expect(response.status).toBe(500);
  });

  test('a once scenario applies once, then the normal handler answers', async () => {
    addScenario({ ...failWith('POST', '/auth/login', 500, { message: 'Boom' }), once: true });
    const first = await login();
    expect(first.status).toBe(500);
    const second = await login();
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ success: true });
  });

  test('without once a scenario keeps applying', async () => {
    addScenario(failWith('POST', '/auth/login', 500));
    expect((await login()).status).toBe(500);
    expect((await login()).status).toBe(500);
  });

  test('the latest scenario for a path wins', async () => {
    addScenario(failWith('POST', '/auth/login', 500));
    addScenario({ ...failWith('POST', '/auth/login', 502), once: true });
    expect((await login()).status).toBe(502);
    expect((await login()).status).toBe(500);
  });

  test(':id matches exactly one path segment', async () => {
    serveThings();
    addScenario(failWith('GET', '/thing/:id', 404, { message: 'Not found' }));
    expect((await send('GET', '/thing/abc123')).status).toBe(404);
    expect((await send('GET', '/thing/abc123/')).status).toBe(404);

    const deeper = await send('GET', '/thing/abc123/parts');
    expect(deeper.status).toBe(200);
    expect(await deeper.json()).toEqual({ success: true, parts: 'abc123' });
  });

  test(':id needs a segment to match', async () => {
    serve(http.get('*/api/thing', () => HttpResponse.json({ success: true, list: [] })));
    addScenario(failWith('GET', '/thing/:id', 404));
    expect((await send('GET', '/thing')).status).toBe(200);
  });

  test('the path matches literally, not as a pattern', async () => {
    serve(http.get('*/api/a.b', () => HttpResponse.json({ ok: 'a.b' })), http.get('*/api/axb', () => HttpResponse.json({ ok: 'axb' })));
    addScenario(failWith('GET', '/a.b', 500));
    expect((await send('GET', '/a.b')).status).toBe(500);
    expect((await send('GET', '/axb')).status).toBe(200);
  });

  test('delayMs alone waits, then the normal handler answers', async () => {
    addScenario(slow('POST', '/auth/login', 40));
    const started = performance.now();
    const response = await login();
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, token: expect.any(String) });
  });

  test('an HTML scenario answers an HTML page', async () => {
    addScenario(htmlPage('GET', '/auth/profile', 502));
    const response = await send('GET', '/auth/profile');
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toMatch(/^<!DOCTYPE html>/);
  });

  test('a broken JSON scenario answers a body claiming to be JSON that does not parse', async () => {
    addScenario(brokenJson('GET', '/auth/profile'));
    const response = await send('GET', '/auth/profile');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    await expect(response.json()).rejects.toThrow();
  });

  test('a network scenario fails without an answer', async () => {
    addScenario(networkFailure('POST', '/auth/login'));
    await expect(login()).rejects.toThrow();
  });

  test('clearScenarios removes every scenario', async () => {
    addScenario(failWith('POST', '/auth/login', 500));
    addScenario(networkFailure('GET', '/auth/profile'));
    clearScenarios();
    expect((await login()).status).toBe(200);
    expect((await send('GET', '/auth/profile')).status).toBe(401);
  });
});
