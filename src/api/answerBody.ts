/**
 * How an answer's body is read, whatever thread read it: an HTML page or broken JSON is an ApiError, not a
 * confusing string passed on as data. Pure (no session, no client), so the reads' own thread
 * (textReads.worker.ts) reads a body exactly as the page does.
 */
import type { AxiosResponse } from 'axios';
import { ApiError } from './apiError';
import type { TextAnswer } from './textAnswer';

export type Answer = Pick<AxiosResponse, 'data' | 'headers' | 'status'>;

type ParsedBody = { kind: 'json'; value: unknown } | { kind: 'html' } | { kind: 'invalidJson' };

/** A read's text answer as the HTTP client holds an answer. */
export const answerOf = (read: TextAnswer): Answer => ({ status: read.status, data: read.text, headers: { 'content-type': read.contentType } });

export const isSuccess = (status: number) => status >= 200 && status < 300;

export function parseBody(response: Pick<Answer, 'data' | 'headers'>): ParsedBody {
  const raw: unknown = response.data;
  if (typeof raw !== 'string') return { kind: 'json', value: raw ?? null };
  const text = raw.trim();
  const contentType = String(response.headers?.['content-type'] ?? '');
  if (contentType.includes('text/html') || /^<(!doctype|html|head|body)/i.test(text)) return { kind: 'html' };
  if (text === '') return { kind: 'json', value: null };
  try {
    return { kind: 'json', value: JSON.parse(text) };
  } catch {
    return { kind: 'invalidJson' };
  }
}

const isBlank = (data: unknown) => data === undefined || data === null || (typeof data === 'string' && data.trim() === '');

export function bodyError(kind: 'html' | 'invalidJson', status?: number): ApiError {
  return kind === 'html'
    ? new ApiError('html', 'Server returned an HTML page instead of JSON', { status })
    : new ApiError('invalidJson', 'Server returned invalid JSON', { status });
}

/** A 2xx answer's JSON, or the error its body is: an HTML page, broken JSON, or no body at all. */
export function successBody(response: Answer): unknown {
  const parsed = parseBody(response);
  if (parsed.kind !== 'json') throw bodyError(parsed.kind, response.status);
  // The provider answers every call with a JSON body; a 200 with none is a proxy's broken answer, not
  // "nothing": read as null it would pass for an empty list, a missing user (a sign-out) or a save.
  if (parsed.value === null && response.status !== 204 && isBlank(response.data)) throw bodyError('invalidJson', response.status);
  return parsed.value;
}
