import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import { TOAST_DURATION_MS } from '@/config/constants';
import { useToast } from '../toastStore';
import { useDelayedAction } from '../useDelayedAction';
import { runWrite, useWriteGuard, type FailureText, type FieldRefusals, type Tell } from '../writeCore';
import type { ConflictCheck } from './saveConflict';
import { useSaveConflict } from './useSaveConflict';

/** The line above a form: a success, a server error, or a refusal such as 'Please fix the errors below' (amber). */
export interface FormMessage {
  severity: 'success' | 'error' | 'warning';
  text: string;
}

/** Where a form tells an outcome: the line above its fields, a toast, or nowhere. */
export type TellIn = 'banner' | 'toast' | 'none';

export interface SubmitFlowOptions<Values, Result> {
  /** The write: a resource's create or update mutation (`mutateAsync`). */
  send: (values: Values) => Promise<Result>;
  /** The write stays on this device (kept in the browser): it is made offline too. */
  onDevice?: boolean;
  /** What a success says, if anything. */
  successText?: string | ((result: Result, values: Values) => string | undefined);
  /** A failure's text: fixed, by the error's kind, or from the error (null when the screen told it itself). */
  errorText: FailureText<[values: Values]>;
  /** A refusal whose server message names one of the form's fields goes on that field (`form.setError`). */
  refusals?: FieldRefusals<string>;
  /** The amber message when the form's own rules refuse it ('Please fix the errors below'). */
  invalidText?: string;
  /** Where a success is told (default: the banner). */
  successIn?: TellIn;
  /** Where failures and refusals are told (default: the banner). */
  failureIn?: Exclude<TellIn, 'none'>;
  /**
   * After a success: close the dialog, reset or close an inline form, redirect (now or later), refresh
   * what the write changed elsewhere. Awaited before the form unlocks.
   */
  onSaved?: (result: Result, values: Values) => void | Promise<void>;
  /** After a success, leave (a create page back to its list) once the success has been read: `[go, afterMs]`. */
  leaveAfter?: readonly [go: () => void, afterMs: number];
  /** Nothing to send (an edit that changed nothing): no write, `onUnchanged` instead. */
  unchanged?: (values: Values) => boolean;
  onUnchanged?: () => void;
  /**
   * 'lock': once saved the form is done and never sends again (a create page on its way out, a dialog
   * closing). 'edit': it stays open for another change (a permission editor, an inline form that resets).
   */
  afterSave?: 'lock' | 'edit';
  /** How long the banner's success text stays; errors stay until the next submit or until dismissed. */
  successMs?: number;
  /** An edit: the record is read again before the write, and a change by someone else is asked about instead of overwritten. */
  conflictCheck?: ConflictCheck<Values>;
  /** Nothing may be sent now: a read the form's choices or starting values come from has failed (ruling 36). */
  held?: boolean;
  /** The form's kept draft (useSchemaForm's `draft`): a success drops it. */
  draft?: { clear: () => void };
}

type Stage = 'editing' | 'sending' | 'saved';

/** The guard's one key: a form sends one write at a time. */
const SUBMIT = 'submit';

/**
 * The one submit flow every form goes through: it sends once at a time (a second click, Enter or tap
 * before the first write settled sends nothing), shows it is busy, tells the success and the failure
 * in the form's banner or a toast, keeps every typed value when the write fails, and runs what follows
 * a success (close, redirect, reset). The write itself goes through the write core (`runWrite`), which
 * maps its failure; no screen wraps a write in its own try/catch.
 */
export function useSubmitFlow<Values, Result>(options: SubmitFlowOptions<Values, Result>) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const toast = useToast();
  const later = useDelayedAction();
  const [stage, setStage] = useState<Stage>('editing');
  const [banner, setBanner] = useState<FormMessage | null>(null);
  const { take, release, holds } = useWriteGuard();
  const { passes: noConflict, view: conflictView, overwrite, saved: conflictSaved } = useSaveConflict<Values>(useCallback(() => latest.current.conflictCheck, []));
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A success on the banner goes after the spec's 3 s, as a toast does.
  useEffect(() => {
    if (banner?.severity !== 'success') return;
    const timer = setTimeout(() => setBanner((now) => (now === banner ? null : now)), latest.current.successMs ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  /** Tells in the banner or a toast; a form that has gone (a dialog closed on success) has only the toast left. */
  const tellIn = useCallback(
    (where: TellIn): Tell =>
      (text, tone) => {
        if (where === 'none') return;
        if (where === 'banner' && mounted.current) setBanner({ severity: tone === 'notice' ? 'warning' : tone, text });
        else toast.tell(text, tone);
      },
    [toast],
  );

  /** Sends `values` (already valid). True once saved, or when there was nothing to send. */
  const submit = useCallback(
    async (values: Values): Promise<boolean> => {
      const { unchanged, onUnchanged, held } = latest.current;
      if (held || holds(SUBMIT)) return false;
      if (unchanged?.(values)) {
        onUnchanged?.();
        return true;
      }
      take([SUBMIT]);
      setBanner(null);
      setStage('sending');
      const { send, onDevice, successText, errorText, refusals, successIn = 'banner', failureIn = 'banner' } = latest.current;
      const outcome = await runWrite(
        { send, onDevice, proceed: () => noConflict(values), successText, errorText, refusals, tell: (text, tone) => tellIn(tone === 'success' ? successIn : failureIn)(text, tone) },
        values,
      );
      if (outcome.status !== 'saved') {
        if (mounted.current) setStage('editing');
        release([SUBMIT]);
        return false;
      }
      const { onSaved, afterSave = 'lock', leaveAfter, draft } = latest.current;
      draft?.clear();
      if (mounted.current) setStage(afterSave === 'lock' ? 'saved' : 'editing');
      if (afterSave === 'edit') conflictSaved(values);
      if (leaveAfter) later.start(leaveAfter[0], leaveAfter[1]);
      try {
        await onSaved?.(outcome.result, values);
      } finally {
        // Saved for good: the form never sends again.
        if (afterSave !== 'lock') release([SUBMIT]);
      }
      return true;
    },
    [holds, take, release, tellIn, later, noConflict, conflictSaved],
  );

  /** The amber refusal when the form's own rules say no. */
  const refuse = useCallback(() => {
    const { invalidText, failureIn = 'banner' } = latest.current;
    if (invalidText) tellIn(failureIn)(invalidText, 'notice');
  }, [tellIn]);

  /** A form's onSubmit: react-hook-form validates, then the flow sends. */
  const onSubmitWith = useCallback(
    <V extends FieldValues>(handleSubmit: UseFormHandleSubmit<V>) =>
      (event?: FormEvent<HTMLFormElement>) => {
        event?.preventDefault();
        if (holds(SUBMIT) || latest.current.held) return Promise.resolve();
        return handleSubmit(async (values) => {
          await submit(values as unknown as Values);
        }, refuse)(event);
      },
    [holds, submit, refuse],
  );

  return {
    submit,
    refuse,
    onSubmitWith,
    /** The write is running: the submit button says so and Cancel locks. */
    busy: stage === 'sending',
    /** The fields and buttons lock: sending, or saved for good. */
    locked: stage !== 'editing',
    banner,
    dismissBanner: () => setBanner(null),
    conflict: { ...conflictView, onOverwrite: () => overwrite(submit) },
  };
}

export type SubmitFlow = ReturnType<typeof useSubmitFlow>;
