/** Small test helpers shared by the screens' integration tests. */
import { onTestFinished } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { received, type ReceivedRequest } from './serverLog';

/** Renders at this window width for the rest of the test (the list contract reads it: cards under 768 px). */
export function screenWidth(px: number): void {
  const before = window.innerWidth;
  window.innerWidth = px;
  onTestFinished(() => {
    window.innerWidth = before;
  });
}

/** The body of the first request to this method and path, once it has been read. */
export async function bodyOf(log: readonly ReceivedRequest[], method: string, path: string): Promise<unknown> {
  await waitFor(() => expect(received(log, method, path)[0]?.body).toBeDefined());
  return received(log, method, path)[0].body;
}

/**
 * Fills a text field the way a user pastes a value: clicks into it, selects what it holds (Ctrl+A) and
 * pastes `text`, so the field ends up holding exactly `text`, given in one input event as from the
 * clipboard. For tests that fill a form only to reach what they check; a test about typing (checks while
 * typing, Enter, a character limit) types with `user.type`. Works for inputs (number inputs too) and
 * textareas; the text is taken as it is (no `{Enter}`-style keys), spaces included, and cut at the field's
 * maxLength as a browser cuts a paste. An empty text pastes nothing: empty a field with `user.clear`.
 */
export async function fillIn(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  if (text === '') throw new Error('fillIn needs a text to paste; empty a field with user.clear');
  await user.click(field);
  await user.keyboard('{Control>}a{/Control}');
  await user.paste(text);
}

/** A step that puts a text into a field: `fillIn` (pasted) or `typeIn` (typed key by key). */
export type FillStep = (user: UserEvent, field: HTMLElement, text: string) => Promise<void>;

/**
 * Types a text into a field key by key (`user.type`: it adds to what the field holds), for a shared fill
 * step that pastes by default and is run typed by the one test per form that checks typing end to end.
 */
export const typeIn: FillStep = (user, field, text) => user.type(field, text);
