/**
 * Fake timeouts for tests about a delay (a redirect after 2 s, a message gone after 3 s): the clock moves
 * only when the test moves it (`advanceBy`), so a boundary is checked exactly. Intervals, the scheduler
 * that answers the mock and the DOM's observers stay real, so screens still load; TanStack Query's
 * notifications, which wait on a 0 ms timeout, go out on a microtask meanwhile. tests/setupDom.ts puts
 * the real timers back after every test.
 */
import { act } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { notifyManager } from '@tanstack/react-query';

export function useFakeTimeouts({ intervals = false, followRealClock = false }: { intervals?: boolean; followRealClock?: boolean } = {}): void {
  // Intervals too for a test about a poll (the dashboard's 30 s refresh); call it before rendering.
  const toFake = intervals ? (['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] as const) : (['setTimeout', 'clearTimeout'] as const);
  // A test that fakes the clock before the screen renders lets it follow the real one too: React reveals
  // a lazily loaded screen on a timeout. Its checks then keep a margin of a second.
  vi.useFakeTimers({ shouldAdvanceTime: followRealClock, toFake: [...toFake] });
  notifyManager.setScheduler(queueMicrotask);
  onTestFinished(() => notifyManager.setScheduler((callback) => setTimeout(callback, 0)));
}

/** Moves the fake clock on by `ms`, running what falls due, inside act(). */
export async function advanceBy(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/**
 * user-event's own pauses between actions wait on timeouts: under fake ones they run when due, without
 * moving the clock. Pass as `userEvent.setup({ advanceTimers })`.
 */
export function advanceTimers(ms: number): void {
  if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
}
