import { combineLineLoads } from './projectLinesCombined';
import type { FailedPart } from './projectLinesLoader';

type Load = Parameters<typeof combineLineLoads>[0][number];

function load(fields: Partial<Load> = {}): Load {
  return {
    failed: [],
    missing: [],
    projects: [],
    isPending: false,
    complete: true,
    loadingProjects: [],
    updating: false,
    dataAt: 1_000,
    nothingLoaded: false,
    waitsForConnection: false,
    error: null,
    refetch: vi.fn(),
    refetching: false,
    retryFailed: vi.fn(),
    retrying: false,
    ...fields,
  };
}

const failedPart = (projectId: string): FailedPart => ({ kind: 'items', project: { _id: projectId, projectName: projectId, projectNumber: '' }, error: new Error('down') });

describe('combineLineLoads', () => {
  test('waits for a connection while any join does', () => {
    expect(combineLineLoads([load(), load({ waitsForConnection: true, isPending: true })])).toMatchObject({ waitsForConnection: true, isPending: true });
    expect(combineLineLoads([load(), load()]).waitsForConnection).toBe(false);
  });

  test('complete only when every join is; pending while any is; the older time of two results', () => {
    expect(combineLineLoads([load(), load({ complete: false, dataAt: 0 })])).toMatchObject({ complete: false, dataAt: 0 });
    expect(combineLineLoads([load({ isPending: true }), load()]).isPending).toBe(true);
    expect(combineLineLoads([load({ dataAt: 5_000 }), load({ dataAt: 3_000 })]).dataAt).toBe(3_000);
  });

  test('the failed parts and the projects still loading of both; nothing loaded only when neither loaded anything', () => {
    const combined = combineLineLoads([load({ failed: [failedPart('p1')], loadingProjects: ['p2'] }), load({ failed: [failedPart('p3')], nothingLoaded: true })]);
    expect([...combined.failedProjects]).toEqual(['p1', 'p3']);
    expect([...combined.loadingProjects]).toEqual(['p2']);
    expect(combined.nothingLoaded).toBe(false);
    expect(combineLineLoads([load({ nothingLoaded: true }), load({ nothingLoaded: true })]).nothingLoaded).toBe(true);
  });

  test('Retry and a reload reach every join; the first error is the load’s', () => {
    const loads = [load({ error: new Error('projects down') }), load()];
    const combined = combineLineLoads(loads);
    combined.retryFailed();
    combined.refetch();
    for (const one of loads) {
      expect(one.retryFailed).toHaveBeenCalledTimes(1);
      expect(one.refetch).toHaveBeenCalledTimes(1);
    }
    expect((combined.error as Error).message).toBe('projects down');
  });
});
