/**
 * What the one HTTP client is told at boot: the API's base URL and how it reaches the session. Kept
 * apart from the client (http.ts), so that boot and the sign-in screen set them without loading axios,
 * which the sign-in call and the signed-in screens load with their own code.
 */
export interface HttpAuth {
  getToken: () => string | null;
  /** Called on a 401, or on a 403 to a call that carried a token. */
  onSessionRejected: () => void;
}

let auth: HttpAuth = { getToken: () => null, onSessionRejected: () => {} };
let baseUrl: string | undefined;

/** The app wires the session in at boot; the api layer itself does not know about stores or routes. */
export function installHttpAuth(next: HttpAuth): void {
  auth = next;
}

export function httpAuth(): HttpAuth {
  return auth;
}

export function setApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/+$/, '');
}

/** The configured base URL, without a trailing slash; undefined before boot has set it. */
export function apiBaseUrl(): string | undefined {
  return baseUrl;
}
