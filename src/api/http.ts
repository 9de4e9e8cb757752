import axios, { AxiosError, CanceledError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { getListFieldsUrl, getReadsBatchUrl } from '@/config/env';
import { answerOf, bodyError, isSuccess, parseBody, successBody, type Answer } from './answerBody';
import { ApiError, type ServerBody } from './apiError';
import { DIGESTS, type Digest, type DigestName } from './digests';
import { apiBaseUrl, httpAuth } from './httpSettings';
import { isBatchablePath } from './readsBatch';
import { trackRequest } from './requestsUnderWay';
import type { ReadOutcome, TextAnswer } from './textAnswer';
import { readText } from './textReads';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A 403 on this call does not end the session (activity logging swallows it). */
    keepSessionOn403?: boolean;
    /** Set by the client for a call with a `timeout`: the timer that aborts it, and whether it ran out. */
    timeoutWatch?: { timer: ReturnType<typeof setTimeout>; expired: boolean };
  }
}

/**
 * The one HTTP client. Bodies come back as text and are parsed here, so that an HTML page or broken
 * JSON becomes an ApiError instead of a confusing string in `data`. Its base URL and the session's
 * token come from httpSettings.ts, set at boot.
 */
export const http = axios.create({
  responseType: 'text',
  transformResponse: [(data: unknown) => data],
  headers: { Accept: 'application/json' },
});

// Each request it sends counts as under way until it settles (requestsUnderWay.ts).
const send = axios.getAdapter(axios.defaults.adapter);
http.defaults.adapter = (config) => trackRequest(send(config));

/** The API's host: its base URL without the `/api` suffix ('' for a same-origin '/api'). */
export function apiHostOf(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '').replace(/\/api$/i, '');
}

/**
 * Where the API serves an uploaded file: `{host}/uploads/{folder}/{name}`. A value that already is an
 * address (absolute) is used as it is; one with a folder in it (`uploads/labour/x.png`) is read from the host's root.
 */
export function uploadUrl(folder: string, name: string): string {
  if (/^(https?:|data:|blob:)/i.test(name)) return name;
  const host = apiHostOf(apiBaseUrl() ?? '');
  if (name.includes('/')) return `${host}/${name.replace(/^\/+/, '')}`;
  return `${host}/uploads/${folder}/${encodeURIComponent(name)}`;
}

http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  // A call that names its own base URL keeps it.
  config.baseURL ??= apiBaseUrl();
  const token = httpAuth().getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  watchTimeout(config);
  return config;
});

/**
 * A call with a `timeout` is also aborted by a timer of the page's own, whatever the transport: some
 * transports (a mock answering XMLHttpRequest) never run their own timer. An abort by this timer is a
 * timeout error like any other.
 */
function watchTimeout(config: InternalAxiosRequestConfig): void {
  if (!config.timeout || config.signal || config.timeoutWatch) return;
  const controller = new AbortController();
  const expire = () => {
    watch.expired = true;
    controller.abort();
  };
  const watch = { timer: setTimeout(expire, config.timeout), expired: false };
  config.timeoutWatch = watch;
  config.signal = controller.signal;
}

function stopWatch(config: InternalAxiosRequestConfig | undefined): boolean {
  const watch = config?.timeoutWatch;
  if (!watch) return false;
  clearTimeout(watch.timer);
  return watch.expired;
}

http.interceptors.response.use(
  (response: AxiosResponse) => {
    stopWatch(response.config);
    response.data = successBody(response);
    return response;
  },
  (error: unknown) => {
    throw toApiError(error);
  },
);

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const timedOut = error instanceof AxiosError && stopWatch(error.config);
  if (timedOut && error instanceof CanceledError) return new ApiError('timeout', `timeout of ${error.config?.timeout}ms exceeded`);
  if (!(error instanceof AxiosError)) {
    return new ApiError('network', error instanceof Error ? error.message : String(error));
  }
  if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
    return new ApiError('timeout', error.message || 'Request timed out');
  }
  const response = error.response;
  if (!response) return new ApiError('network', error.message || 'Network Error');

  return refusalError(response, { carriedToken: !!error.config?.headers?.Authorization, keepSessionOn403: error.config?.keepSessionOn403 });
}

/** The error of an answer outside 2xx, with the server's body; a 401 (or a 403 to a call with a token) ends the session. */
function refusalError(response: Answer, call: { carriedToken: boolean; keepSessionOn403?: boolean }): ApiError {
  if (response.status === 401 || (response.status === 403 && call.carriedToken && !call.keepSessionOn403)) {
    httpAuth().onSessionRejected();
  }
  const parsed = parseBody(response);
  if (parsed.kind !== 'json') return bodyError(parsed.kind, response.status);
  const body = isBody(parsed.value) ? parsed.value : undefined;
  return new ApiError('http', `Request failed with status ${response.status}`, { status: response.status, body });
}

/**
 * A GET of JSON without axios, for the fan-outs' thousands of reads: the same address, token, body checks
 * and errors as `http`, for a fraction of the page's work per answer (axios's config merging, header
 * objects and XMLHttpRequest events were most of the salary load's script time), sent from the reads'
 * own thread where there is one (textReads.ts).
 */
export async function getJson(path: string, { signal }: { signal?: AbortSignal } = {}): Promise<unknown> {
  const { read, carriedToken } = await readApi(path, { signal });
  // Without a digest asked for, a read is always its answer.
  return bodyOf(read as TextAnswer, carriedToken);
}

/**
 * A digest of a large list (digests.ts) read as `getJson` reads it, worked out where it was read (on the
 * reads' own thread where the page has one) and asked again only if changed (digestReads.ts): the same
 * address, token, body checks and errors, and the same digest as the whole list's. An answer that came
 * back whole (a refusal, an HTML page, broken JSON) is read here, and throws the error it is.
 */
export async function getDigest<N extends DigestName>(path: string, name: N): Promise<Digest<N>> {
  const { read, carriedToken } = await readApi(path, { digest: name });
  if ('digest' in read) return read.digest as Digest<N>;
  return DIGESTS[name].of(bodyOf(read, carriedToken)) as Digest<N>;
}

/** An address as the page reads it (a path on its own origin, or absolute), resolved once per address and page: a fan-out reads thousands of paths under it. */
function resolvedOnce() {
  let resolved: { address: string; page: string | undefined; absolute: string } | undefined;
  return (address: string): string => {
    const page = globalThis.location?.href;
    if (!resolved || resolved.address !== address || resolved.page !== page) resolved = { address, page, absolute: new URL(address, page).href };
    return resolved.absolute;
  };
}
// A same-origin base ('/api') is read against the page, as XMLHttpRequest reads it.
const resolveApiBase = resolvedOnce();
const absoluteApiBase = () => resolveApiBase(`${apiBaseUrl() ?? ''}/`);
const resolveBatchUrl = resolvedOnce();
const resolveFieldsUrl = resolvedOnce();

/** The list at `path` (under the API) as the edge's `listFieldsUrl` sends it for the digest `name`: only the fields that digest reads. */
function listFieldsRead(fieldsUrl: string, path: string, name: DigestName): string {
  const { list, fields } = DIGESTS[name];
  return `${resolveFieldsUrl(fieldsUrl)}?path=${encodeURIComponent(path)}&list=${encodeURIComponent(list)}&fields=${fields.map(encodeURIComponent).join(',')}`;
}

async function readApi(path: string, options: { digest?: DigestName; signal?: AbortSignal } = {}): Promise<{ read: ReadOutcome; carriedToken: boolean }> {
  const token = httpAuth().getToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const relative = path.replace(/^\/+/, '');
  // A load's reads (those given its signal) may go in the edge's batches; a single read goes alone.
  const batchUrl = options.signal && !options.digest ? getReadsBatchUrl() : null;
  const batch = batchUrl && isBatchablePath(relative) ? { url: resolveBatchUrl(batchUrl), path: relative } : undefined;
  // A digest reads a few fields of a large list: where the edge cuts lists down, only those come.
  const fieldsUrl = options.digest ? getListFieldsUrl() : null;
  const cutDown = fieldsUrl && options.digest && isBatchablePath(relative) ? { fieldsUrl: listFieldsRead(fieldsUrl, relative, options.digest) } : {};
  try {
    const read = await trackRequest(readText(`${absoluteApiBase()}${relative}`, headers, { ...options, ...(batch ? { batch } : {}), ...cutDown }));
    return { read, carriedToken: !!token };
  } catch (error) {
    throw new ApiError('network', error instanceof Error ? error.message : String(error));
  }
}

function bodyOf(read: TextAnswer, carriedToken: boolean): unknown {
  const answer = answerOf(read);
  if (!isSuccess(read.status)) throw refusalError(answer, { carriedToken });
  return successBody(answer);
}

function isBody(value: unknown): value is ServerBody {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
