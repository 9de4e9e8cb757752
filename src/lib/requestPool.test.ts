import { createRequestPool } from './requestPool';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

test('runs at most `size` tasks at once, the rest in the order they were queued', async () => {
  const run = createRequestPool(2);
  const gates = [deferred<number>(), deferred<number>(), deferred<number>()];
  const started: number[] = [];
  const results = gates.map((gate, i) =>
    run(() => {
      started.push(i);
      return gate.promise;
    }),
  );
  expect(started).toEqual([0, 1]);
  gates[1].resolve(1);
  await results[1];
  await Promise.resolve();
  expect(started).toEqual([0, 1, 2]);
  gates[0].reject(new Error('boom'));
  await expect(results[0]).rejects.toThrow('boom');
  gates[2].resolve(2);
  await expect(results[2]).resolves.toBe(2);
});

test('tasks queued first go ahead of the others waiting, in their own order', async () => {
  const run = createRequestPool(1);
  const started: string[] = [];
  const gate = deferred<void>();
  const task = (name: string) => () => {
    started.push(name);
    return name === 'busy' ? gate.promise : Promise.resolve();
  };
  const all = [run(task('busy')), run(task('items 1')), run(task('items 2')), run(task('lines 1'), { first: true }), run(task('lines 2'), { first: true })];
  expect(started).toEqual(['busy']);
  gate.resolve();
  await Promise.all(all);
  expect(started).toEqual(['busy', 'lines 1', 'lines 2', 'items 1', 'items 2']);
});
