import { act } from '@testing-library/react';
import { onTestFinished } from 'vitest';

type Report = (entries: { isIntersecting: boolean }[]) => void;

/**
 * The page's IntersectionObserver (which jsdom lacks) stood in for until the test ends: every watched
 * element stays out of view until the test calls `scrollIntoView()`, which brings all of them in.
 */
export function keepOutOfView(): { scrollIntoView: () => void; observers: { disconnected: boolean }[] } {
  const observers: { report: Report; disconnected: boolean }[] = [];
  class StandIn {
    private readonly entry: { report: Report; disconnected: boolean };
    constructor(report: Report) {
      this.entry = { report, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const page = globalThis as { IntersectionObserver?: unknown };
  page.IntersectionObserver = StandIn;
  onTestFinished(() => {
    delete page.IntersectionObserver;
  });
  return {
    scrollIntoView: () => act(() => observers.filter((o) => !o.disconnected).forEach((o) => o.report([{ isIntersecting: true }]))),
    observers,
  };
}
