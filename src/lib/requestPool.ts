/**
 * A small concurrency limit for bursts of look-ups: at most `size` tasks run at once, the rest wait
 * in order. Every task is queued at once (no waterfall); only how many are in flight is bounded.
 * A task queued as `first` goes ahead of every waiting task that was not (the reads that give rows
 * to show, ahead of those that only find more to read), in order among themselves.
 */
export function createRequestPool(size: number) {
  let running = 0;
  const waitingFirst: (() => void)[] = [];
  const waiting: (() => void)[] = [];

  const release = () => {
    running -= 1;
    (waitingFirst.shift() ?? waiting.shift())?.();
  };

  return function run<T>(task: () => Promise<T>, { first = false }: { first?: boolean } = {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        running += 1;
        task().then(resolve, reject).finally(release);
      };
      if (running < size) start();
      else (first ? waitingFirst : waiting).push(start);
    });
  };
}
