import { useCallback, useEffect, useRef, useState } from 'react';
import { TOAST_DURATION_MS } from '@/config/constants';

/** The sheet screens' one-line message: shown by `show`, gone after 3 s (a newer message restarts the clock). */
export function useSheetMessage(): { message: string; show: (text: string) => void } {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((text: string) => {
    clearTimeout(timer.current);
    setMessage(text);
    timer.current = setTimeout(() => setMessage(''), TOAST_DURATION_MS);
  }, []);
  return { message, show };
}
