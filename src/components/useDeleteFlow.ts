import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useToast } from './toastStore';

export interface DeleteFlowOptions<Target> {
  /** The write (a resource's delete mutation); its activity is logged there. */
  remove: (target: Target) => Promise<unknown>;
  /** A write is running: the dialog's buttons lock and no new question opens. */
  busy: boolean;
  question: (target: Target) => string;
  /** What a success says; nothing when undefined. */
  successText?: string | ((target: Target) => string | undefined);
  errorText: string | ((error: unknown, target: Target) => string);
  /** Where the outcome is told: the toast unless the screen has its own message line. */
  notify?: { success: (text: string) => void; error: (text: string) => void };
  onDeleted?: (target: Target) => void;
}

/**
 * The one delete flow: ask, confirm, run the write once, tell the outcome, close. Spread `dialog` into
 * a ConfirmDialog, which keeps its question while it fades out. `ask` keeps its identity, so memoised
 * rows that receive it do not re-render.
 */
export function useDeleteFlow<Target>(options: DeleteFlowOptions<Target>) {
  const toast = useToast();
  const latest = useRef({ options, toast });
  useLayoutEffect(() => {
    latest.current = { options, toast };
  });
  const [target, setTarget] = useState<Target | null>(null);
  const running = useRef(false);

  const ask = useCallback((next: Target) => {
    if (!running.current && !latest.current.options.busy) setTarget(next);
  }, []);

  const cancel = useCallback(() => {
    if (!running.current) setTarget(null);
  }, []);

  const confirm = async () => {
    if (target === null || running.current) return;
    running.current = true;
    const { remove, successText, errorText, onDeleted, notify = latest.current.toast } = latest.current.options;
    try {
      await remove(target);
      const text = typeof successText === 'function' ? successText(target) : successText;
      if (text) notify.success(text);
      onDeleted?.(target);
    } catch (error) {
      notify.error(typeof errorText === 'function' ? errorText(error, target) : errorText);
    } finally {
      running.current = false;
      setTarget(null);
    }
  };

  return {
    ask,
    target,
    dialog: {
      open: target !== null,
      message: target === null ? '' : options.question(target),
      busy: options.busy,
      onConfirm: () => void confirm(),
      onCancel: cancel,
    },
  };
}
