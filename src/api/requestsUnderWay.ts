/**
 * How many of the app's own requests to its API are under way: every call of the HTTP client and every
 * read of the reads' path pass through `trackRequest` (http.ts). Work that can wait for the screen's
 * reads, such as the offline copy of the app's files, waits for `whenNoRequestFor`.
 */

let underWay = 0;
const changes = new Set<() => void>();

function changed(by: number): void {
  underWay += by;
  for (const change of [...changes]) change();
}

/** Counts `work` as a request under way until it settles; gives it back as it is. */
export function trackRequest<T>(work: Promise<T>): Promise<T> {
  changed(+1);
  return work.finally(() => changed(-1));
}

/** Resolves once no request has been under way for `quietMs` in a row (counted from now). */
export function whenNoRequestFor(quietMs: number): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      timer = underWay === 0 ? setTimeout(done, quietMs) : undefined;
    };
    const done = () => {
      changes.delete(check);
      resolve();
    };
    changes.add(check);
    check();
  });
}
