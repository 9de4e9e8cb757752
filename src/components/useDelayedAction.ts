import { useCallback, useEffect, useRef } from 'react';

/** Runs an action after a delay (a redirect after a success message); cancelled if the screen unmounts. */
export function useDelayedAction(): (action: () => void, delayMs: number) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((action: () => void, delayMs: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, delayMs);
  }, []);
}
