import { isApiError } from './apiError';

/**
 * A list screen's load-error texts, as its part of the spec's error catalogue words them: an HTML page,
 * no connection, a 404, and anything else with the server's error or the error's message.
 */
export interface ConnectionErrorTexts {
  /** An HTML page instead of JSON; without it, an HTML page is "anything else". */
  html?: string;
  unreachable: string;
  notFound: string;
  otherwise: (detail: string) => string;
}

/** Maps a failed load to its screen's text. */
export function connectionErrorText(error: unknown, texts: ConnectionErrorTexts): string {
  if (!isApiError(error)) return texts.otherwise(error instanceof Error ? error.message : String(error));
  if (error.kind === 'html' && texts.html) return texts.html;
  if (error.isUnreachable) return texts.unreachable;
  if (error.status === 404) return texts.notFound;
  const body = error.body;
  const serverText = [body?.error, body?.message].find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return texts.otherwise(serverText ?? error.message);
}
