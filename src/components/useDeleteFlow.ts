import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useToast } from './toastStore';
import { useWrite, type FailureText, type Tell } from './writeCore';

export interface DeleteFlowOptions<Target> {
  /** The write (a resource's delete mutation); its activity is logged there. */
  remove: (target: Target) => Promise<unknown>;
  /** The record is kept on this device (New Purchase's items): it is deleted offline too. */
  onDevice?: boolean;
  /** A write is running: the dialog's buttons lock and no new question opens. */
  busy: boolean;
  question: (target: Target) => string;
  /** What a success says; nothing when undefined. */
  successText?: string | ((target: Target) => string | undefined);
  errorText: FailureText<[target: Target]>;
  /** Where the outcome is told: the toast unless the screen has its own message line. */
  notify?: { success: (text: string) => void; error: (text: string) => void };
  onDeleted?: (target: Target) => void;
}

/** The guard's one key: one delete at a time. */
const DELETE = 'delete';

/**
 * The one delete flow: ask, confirm, run the write once (through the write core), tell the outcome, close. Spread `dialog` into
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
  const { run, holds } = useWrite();

  const ask = useCallback(
    (next: Target) => {
      if (!holds(DELETE) && !latest.current.options.busy) setTarget(next);
    },
    [holds],
  );

  const cancel = useCallback(() => {
    if (!holds(DELETE)) setTarget(null);
  }, [holds]);

  const confirm = async () => {
    if (target === null) return;
    const { remove, onDevice, successText, errorText, onDeleted, notify } = latest.current.options;
    const tell: Tell = notify ? (text, tone) => (tone === 'success' ? notify.success(text) : notify.error(text)) : latest.current.toast.tell;
    await run(
      [DELETE],
      {
        send: remove,
        onDevice,
        successText: typeof successText === 'function' ? (_result: unknown, removed: Target) => successText(removed) : successText,
        errorText,
        tell,
        onSaved: (_result, removed) => onDeleted?.(removed),
        onSettled: () => setTarget(null),
      },
      target,
    );
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
