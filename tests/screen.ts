/** Small test helpers shared by the screens' integration tests. */
import { onTestFinished } from 'vitest';
import { waitFor } from '@testing-library/react';
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
