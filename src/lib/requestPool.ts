/**
 * A small concurrency limit for bursts of look-ups: at most `size` tasks run at once, the rest wait
 * in order. Every task is queued at once (no waterfall); only how many are in flight is bounded.
 */
export function createRequestPool(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return function run<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        running += 1;
        task().then(resolve, reject).finally(release);
      };
      if (running < size) start();
      else waiting.push(start);
    });
  };
}
