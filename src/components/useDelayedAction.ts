import { useEffect, useMemo, useRef } from 'react';

/** An action run after a delay, at most one waiting at a time. */
export interface DelayedAction {
  /** Runs `action` after `delayMs`, in place of any action still waiting. */
  start: (action: () => void, delayMs: number) => void;
  /** The waiting action, if any, is not run. */
  cancel: () => void;
}

/** Runs an action after a delay (a redirect after a success message, a tooltip's opening); cancelled if the component unmounts. */
export function useDelayedAction(): DelayedAction {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(
    () => ({
      start: (action, delayMs) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(action, delayMs);
      },
      cancel: () => clearTimeout(timer.current),
    }),
    [],
  );
}
