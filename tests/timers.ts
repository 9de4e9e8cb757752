/**
 * Fake timeouts for tests about a delay (a redirect after 2 s, a message gone after 3 s): the test moves
 * the clock itself instead of waiting for it. The real clock keeps moving too, so the mock still answers.
 * tests/setup.ts puts the real timers back after every test.
 */
import { act } from '@testing-library/react';

export function useFakeTimeouts({ intervals = false }: { intervals?: boolean } = {}): void {
  // Intervals too for a test about a poll (the dashboard's 30 s refresh); call it before rendering.
  const toFake = intervals ? (['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] as const) : (['setTimeout', 'clearTimeout'] as const);
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: [...toFake] });
}

/** Moves the fake clock on by `ms`, running what falls due, inside act(). */
export async function advanceBy(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
