/**
 * Scripted server behaviour for tests and QA: make a method and path answer a status with a JSON or an
 * HTML body, break its JSON, send no body, fail at the network level, or wait before answering normally.
 *
 * Scenarios live in one registry consulted by a catch-all handler placed before every resource's
 * handlers, so the same scenario works on all three hosts (Vitest, the service worker, the HTTP server).
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

export type ScenarioMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Scenario {
  method: ScenarioMethod;
  /** The provider path, as in the spec: '/auth/login', '/user/deleteUser/:id' (":x" matches one segment). */
  path: string;
  /** Answer with this status (default 500 when a body is given, 200 for `invalidJson`). */
  status?: number;
  /** A JSON body to answer with. */
  json?: unknown;
  /** An HTML page to answer with. */
  html?: string;
  /** A body that claims to be JSON but is not. */
  invalidJson?: boolean;
  /** No body at all (status 200 unless given), as a proxy may send. */
  emptyBody?: boolean;
  /** Fail like a refused connection. */
  network?: boolean;
  /** Wait this long first; with nothing else set, the normal handler answers afterwards. */
  delayMs?: number;
  /** Apply to the next matching request only. */
  once?: boolean;
}

const active: Scenario[] = [];

export function addScenario(scenario: Scenario): void {
  active.unshift({ ...scenario, method: scenario.method.toUpperCase() as ScenarioMethod });
}

export function clearScenarios(): void {
  active.length = 0;
}

function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\?:[A-Za-z_]\w*/g, '[^/]+');
  return new RegExp(`/api${escaped}/?$`);
}

function findScenario(method: string, pathname: string): Scenario | undefined {
  return active.find((s) => s.method === method && pathPattern(s.path).test(pathname));
}

export const DEFAULT_HTML_PAGE = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';

/** The scenario that answers this request, taken from the registry when it plays once. */
function takeScenario(method: string, pathname: string): Scenario | undefined {
  const scenario = findScenario(method, pathname);
  if (scenario?.once) active.splice(active.indexOf(scenario), 1);
  return scenario;
}

/**
 * For a host that owns its sockets (the HTTP server): the network failure this request should meet, if
 * any, so the host can drop that one connection itself. An MSW network error cannot be written to a
 * real socket (its status is 0), and it must never take the server down with it.
 */
export function takeNetworkScenario(method: string, pathname: string): Scenario | undefined {
  const scenario = findScenario(method.toUpperCase(), pathname);
  return scenario?.network ? takeScenario(method.toUpperCase(), pathname) : undefined;
}

/** The catch-all handler that plays active scenarios; placed first in every host's handler list. */
export const scenarioHandler: HttpHandler = http.all('*/api/*', async ({ request }) => {
  const scenario = takeScenario(request.method, new URL(request.url).pathname);
  if (!scenario) return undefined;
  if (scenario.delayMs) await delay(scenario.delayMs);
  if (scenario.network) return HttpResponse.error();
  if (scenario.html !== undefined) {
    return HttpResponse.html(scenario.html || DEFAULT_HTML_PAGE, { status: scenario.status ?? 200 });
  }
  if (scenario.invalidJson) {
    return new HttpResponse('{"success": true, "data": [', {
      status: scenario.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  if (scenario.emptyBody) {
    return new HttpResponse(null, { status: scenario.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  }
  if (scenario.json !== undefined || scenario.status !== undefined) {
    return HttpResponse.json((scenario.json ?? null) as never, { status: scenario.status ?? 500 });
  }
  return undefined;
});

/** Shorthands for tests: `addScenario(failWith('POST', '/auth/login', 500, { message: 'Boom' }))`. */
export const failWith = (method: ScenarioMethod, path: string, status: number, json: unknown = {}): Scenario => ({
  method,
  path,
  status,
  json,
});
export const htmlPage = (method: ScenarioMethod, path: string, status = 200): Scenario => ({ method, path, status, html: '' });
export const networkFailure = (method: ScenarioMethod, path: string): Scenario => ({ method, path, network: true });
export const brokenJson = (method: ScenarioMethod, path: string): Scenario => ({ method, path, invalidJson: true });
export const emptyBody = (method: ScenarioMethod, path: string): Scenario => ({ method, path, emptyBody: true });
export const slow = (method: ScenarioMethod, path: string, delayMs: number): Scenario => ({ method, path, delayMs });
