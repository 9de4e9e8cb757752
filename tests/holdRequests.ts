/**
 * Holds the matching requests until `release()`, then lets the usual handlers (and any scenario) answer
 * them, or `answer` where the test gives one: a test sees a busy state for exactly as long as it wants,
 * without waiting on the clock.
 */
import { http } from 'msw';
import { server } from '../mocks/node';

type Method = 'get' | 'post' | 'put' | 'delete';

export function holdRequests(method: Method, path: string, answer?: () => Response): () => void {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http[method](`*/api${path}`, async () => {
      await gate;
      return answer?.();
    }),
  );
  return release;
}
