/**
 * Every failed call becomes one ApiError. Screens map its kind, status and server texts to the exact
 * wording of the spec's error catalogue.
 */
export type ApiErrorKind =
  /** No HTTP answer at all: refused connection, DNS, CORS, offline. */
  | 'network'
  | 'timeout'
  /** An HTML page came back where JSON was expected (a proxy page, a dev server's index.html). */
  | 'html'
  /** The body claimed or looked like JSON but did not parse. */
  | 'invalidJson'
  /** A JSON (or empty) answer with a non-2xx status, or `success: false`. */
  | 'http';

export interface ServerBody {
  success?: boolean;
  message?: string;
  details?: string;
  error?: string;
  [key: string]: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly body: ServerBody | undefined;

  constructor(kind: ApiErrorKind, message: string, options: { status?: number; body?: ServerBody } = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status;
    this.body = options.body;
  }

  /** The server's own explanation: message, else details, else error. */
  get serverMessage(): string | undefined {
    return textOf(this.body?.message) ?? textOf(this.body?.details) ?? textOf(this.body?.error);
  }

  /** For create screens whose catalogue reads "details or error" first. */
  get serverDetails(): string | undefined {
    return textOf(this.body?.details) ?? textOf(this.body?.error);
  }

  /** True when the request never got an HTTP answer. */
  get isUnreachable(): boolean {
    return this.kind === 'network' || this.kind === 'timeout';
  }
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's text when there is one, otherwise the screen's fallback. */
/** The server answered that the record or the call does not exist (404). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 404;
}

export function serverMessageOr(error: unknown, fallback: string): string {
  return (isApiError(error) && error.serverMessage) || fallback;
}

/** The server's explanation, else the error's own message: the detail a "Failed to …: {detail}" text ends with. */
export function errorDetail(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}
