import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageTone } from '@/components/messageTone';
import { TOAST_DURATION_MS } from '@/config/constants';
import type { SheetNotice } from './SheetMessage';

export type ShowSheetMessage = (text: string, tone: MessageTone) => void;

/** The sheet screens' one-line message: shown by `show`, gone after 3 s (a newer message restarts the clock). */
export function useSheetMessage(): { message: SheetNotice | null; show: ShowSheetMessage } {
  const [message, setMessage] = useState<SheetNotice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback<ShowSheetMessage>((text, tone) => {
    clearTimeout(timer.current);
    setMessage({ text, tone });
    timer.current = setTimeout(() => setMessage(null), TOAST_DURATION_MS);
  }, []);
  return { message, show };
}
