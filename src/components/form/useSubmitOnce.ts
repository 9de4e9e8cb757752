import { useRef, type FormEvent } from 'react';

/**
 * A form's submit handler that runs once at a time: a second click before the first write settled
 * (even within the same tick, before the buttons lock) is dropped. When `onSubmit` resolves to true
 * (the record is saved), the form stays locked: a create page on its way back to its list.
 */
export function useSubmitOnce(onSubmit: (event: FormEvent<HTMLFormElement>) => unknown) {
  const running = useRef(false);
  return async (event: FormEvent<HTMLFormElement>) => {
    if (running.current) {
      event.preventDefault();
      return;
    }
    running.current = true;
    let done = false;
    try {
      done = (await onSubmit(event)) === true;
    } finally {
      running.current = done;
    }
  };
}
