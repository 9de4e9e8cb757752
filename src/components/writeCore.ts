/**
 * The one core under every write (a form's submit, a delete, a line's status, a sheet's save): it runs
 * a write once at a time per key, maps its failure once (the error's kind, the server's message, a
 * refusal put on the field the server names) and tells the outcome where the screen tells it (a toast,
 * the form's banner, a sheet's message line).
 */
import { useCallback, useRef } from 'react';
import { isApiError } from '@/lib/apiError';
import type { MessageTone } from './messageTone';

/** What a write says when the device has no connection: nothing is sent, and what was typed stays (issue 34). */
export const OFFLINE_WRITE_TEXT = 'You are offline: your changes are kept here and can be sent when you are back online';

/** Whether the browser says it has no connection (a write is then not sent at all). */
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Where an outcome is told: a toast, a form's banner, a sheet's message line. */
export type Tell = (text: string, tone: MessageTone) => void;

/** A failure's words by what went wrong, for a write whose catalogue text depends on it. */
export interface FailureTexts {
  /** Said when nothing below applies. */
  otherwise: string;
  /** No HTTP answer (no connection, or it timed out). */
  unreachable?: string;
  /** An HTML page came back instead of JSON. */
  html?: string;
  /** The answer did not parse. */
  invalidJson?: string;
  /** The server's own message, when it gives one, before `otherwise`: 'message' reads message, details, error; 'details' details, error. */
  server?: 'message' | 'details';
}

/** A failure's text: fixed, by kind, or made from the error (null when the screen told it itself). */
export type FailureText<Args extends unknown[] = []> = string | FailureTexts | ((error: unknown, ...args: Args) => string | null);

/** What a failure says, in the words the write declared. */
export function failureText<Args extends unknown[]>(text: FailureText<Args>, error: unknown, ...args: Args): string | null {
  if (typeof text === 'string') return text;
  if (typeof text === 'function') return text(error, ...args);
  if (!isApiError(error)) return text.otherwise;
  if (error.isUnreachable && text.unreachable) return text.unreachable;
  if (error.kind === 'html' && text.html) return text.html;
  if (error.kind === 'invalidJson' && text.invalidJson) return text.invalidJson;
  const server = text.server === 'message' ? error.serverMessage : text.server === 'details' ? error.serverDetails : undefined;
  return server ?? text.otherwise;
}

/** A refusal the server words about one of the form's fields (a duplicate e-mail, a taken GST number). */
export interface FieldRefusalRule<Field extends string> {
  field: Field;
  /** The statuses it applies to (default 400 and 409). */
  status?: number | readonly number[];
  /** Words of the server's message that name the field; without them, any refusal of that status. */
  names?: RegExp;
  /** What the field says (default: the server's message). */
  message?: string;
  /** The failure's text is told as well (by default the field alone says it). */
  alsoTell?: boolean;
}

/** The form's fields a refused write may name, and how a refusal goes on its field (react-hook-form's `setError`). */
export interface FieldRefusals<Field extends string> {
  rules: readonly FieldRefusalRule<Field>[];
  put(field: Field, message: string): void;
}

const REFUSAL_STATUSES = [400, 409] as const;

/** The first rule that a refused write matches, with what its field says; null when it names no field. */
export function fieldRefusal<Field extends string>(error: unknown, rules: readonly FieldRefusalRule<Field>[]): (FieldRefusalRule<Field> & { message: string }) | null {
  if (!isApiError(error) || error.status === undefined) return null;
  const status = error.status;
  const said = error.serverMessage ?? '';
  for (const rule of rules) {
    const statuses: readonly number[] = rule.status === undefined ? REFUSAL_STATUSES : typeof rule.status === 'number' ? [rule.status] : rule.status;
    if (!statuses.includes(status) || (rule.names && !rule.names.test(said))) continue;
    const message = rule.message ?? said;
    if (message) return { ...rule, message };
  }
  return null;
}

/** A success told in a tone of its own (a bulk change that saved only some is red). */
export interface WriteMessage {
  text: string;
  tone: MessageTone;
}

export interface Write<Args extends unknown[], Result, Field extends string = string> {
  send: (...args: Args) => Promise<Result>;
  /** The write stays on this device (New Purchase's items, kept in the browser): it is made offline too. */
  onDevice?: boolean;
  /** Before the write, inside its guard: false calls it off quietly (a change by someone else the user is asked about). */
  proceed?: () => Promise<boolean>;
  /** What a success says, if anything. */
  successText?: string | ((result: Result, ...args: Args) => string | WriteMessage | undefined);
  errorText: FailureText<Args>;
  /** A refusal that names a field goes on that field. */
  refusals?: FieldRefusals<Field>;
  /** Where the outcome is told. */
  tell: Tell;
  /** After a failure, before it is told: put back what the write had shown at once. */
  onFailed?: (error: unknown) => void;
  /** After the outcome was told, still inside the write's guard: what follows it (close the question, drop the drafts). */
  onSaved?: (result: Result, ...args: Args) => void;
  onSettled?: () => void;
}

export type WriteOutcome<Result> =
  | { status: 'saved'; result: Result }
  | { status: 'failed'; error: unknown }
  /** `proceed` said no. */
  | { status: 'calledOff' }
  /** No connection: nothing was sent, and the screen keeps what the user typed. */
  | { status: 'offline' };

/**
 * Runs one write and tells its outcome: the success text, or the failure mapped once (a refusal on its
 * field, else the failure's text). Offline it sends nothing and says so: a write sent into no connection
 * could still reach the server later, and a second press would then send it twice. It never throws.
 */
export async function runWrite<Args extends unknown[], Result, Field extends string>(write: Write<Args, Result, Field>, ...args: Args): Promise<WriteOutcome<Result>> {
  if (!write.onDevice && isOffline()) {
    write.tell(OFFLINE_WRITE_TEXT, 'notice');
    write.onSettled?.();
    return { status: 'offline' };
  }
  let result: Result;
  try {
    if (write.proceed && !(await write.proceed())) return { status: 'calledOff' };
    result = await write.send(...args);
  } catch (error) {
    write.onFailed?.(error);
    const refusal = write.refusals ? fieldRefusal(error, write.refusals.rules) : null;
    if (refusal) write.refusals?.put(refusal.field, refusal.message);
    const text = refusal && !refusal.alsoTell ? null : failureText(write.errorText, error, ...args);
    if (text) write.tell(text, 'error');
    write.onSettled?.();
    return { status: 'failed', error };
  }
  const said = typeof write.successText === 'function' ? write.successText(result, ...args) : write.successText;
  if (typeof said === 'string') write.tell(said, 'success');
  else if (said) write.tell(said.text, said.tone);
  write.onSaved?.(result, ...args);
  write.onSettled?.();
  return { status: 'saved', result };
}

/**
 * Keys of the writes under way, read and set in the same turn as the action (what a state would miss):
 * a second click, Enter or tap while a write of that key runs sends nothing.
 */
export function useWriteGuard() {
  const held = useRef(new Set<string>());
  /** Takes every key, or none when one of them is held: false then, and nothing may be sent. */
  const take = useCallback((keys: readonly string[]) => {
    if (keys.some((key) => held.current.has(key))) return false;
    for (const key of keys) held.current.add(key);
    return true;
  }, []);
  const release = useCallback((keys: readonly string[]) => {
    for (const key of keys) held.current.delete(key);
  }, []);
  const holds = useCallback((key: string) => held.current.has(key), []);
  return { take, release, holds };
}

/** A write that runs once at a time per key: `run` answers 'busy' and sends nothing while one of its keys is held. */
export function useWrite() {
  const { take, release, holds } = useWriteGuard();
  const run = useCallback(
    async <Args extends unknown[], Result, Field extends string>(keys: readonly string[], write: Write<Args, Result, Field>, ...args: Args): Promise<WriteOutcome<Result> | { status: 'busy' }> => {
      if (!take(keys)) return { status: 'busy' };
      try {
        return await runWrite(write, ...args);
      } finally {
        release(keys);
      }
    },
    [take, release],
  );
  return { run, holds };
}
