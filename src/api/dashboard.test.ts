import { QueryClient } from '@tanstack/react-query';
import { DASHBOARD_PREFETCH_COVERS_MS, DIGEST_ON_THREAD_FROM_RECORDS } from '@/config/constants';
import { dashboardKeys, largeInLastLook, prefetchDashboard, readOnMount, type KeptDashboard } from './dashboard';

const PREFETCHED_AT = 1_800_000_000_000;
const client = { prefetchQuery: vi.fn(() => Promise.resolve()) } as unknown as QueryClient;
const answeredAt = (at: number, isInvalidated = false) => ({ state: { isInvalidated, dataUpdatedAt: at } });

describe('the dashboard’s reads when the page mounts', () => {
  beforeEach(() => prefetchDashboard(client, PREFETCHED_AT));

  test('the route’s prefetch starts every read', () => {
    expect(client.prefetchQuery).toHaveBeenCalledTimes(6);
  });

  test('what the prefetch of this opening read is not read again, however late the page’s code arrives', () => {
    expect(readOnMount(answeredAt(PREFETCHED_AT + 300), PREFETCHED_AT + 400)).toBe(false);
    expect(readOnMount(answeredAt(PREFETCHED_AT + 300), PREFETCHED_AT + DASHBOARD_PREFETCH_COVERS_MS - 1)).toBe(false);
  });

  test('what was read before the prefetch, changed since (invalidated by a write), or is mounted long after it is read again', () => {
    expect(readOnMount(answeredAt(PREFETCHED_AT - 1), PREFETCHED_AT + 400)).toBe(true);
    expect(readOnMount(answeredAt(PREFETCHED_AT + 300, true), PREFETCHED_AT + 400)).toBe(true);
    expect(readOnMount(answeredAt(PREFETCHED_AT + 300), PREFETCHED_AT + DASHBOARD_PREFETCH_COVERS_MS + 1)).toBe(true);
  });
});

describe('where the dashboard digests its largest lists', () => {
  const lookWith = (labour: number, billCount?: number): KeptDashboard => ({
    readAt: PREFETCHED_AT,
    figures: { users: 3, runningProjects: 2, labour, revenue: 100 },
    billCount,
    projects: [],
    activities: [],
    stats: { totalActivities: 0, byType: {}, byUser: {} } as unknown as KeptDashboard['stats'],
  });
  const withLook = (look?: KeptDashboard) => {
    const kept = new QueryClient();
    if (look) kept.setQueryData(dashboardKeys.kept, look);
    return kept;
  };

  test('a first visit, with no look kept, reads on the page', () => {
    expect(largeInLastLook(withLook(), (look) => look.figures.labour)).toBe(false);
  });

  test('on the reads’ own thread once the last complete look counted a large list, each list by its own count', () => {
    const look = withLook(lookWith(DIGEST_ON_THREAD_FROM_RECORDS, 12));
    expect(largeInLastLook(look, (kept) => kept.figures.labour)).toBe(true);
    expect(largeInLastLook(look, (kept) => kept.billCount)).toBe(false);
    expect(largeInLastLook(withLook(lookWith(DIGEST_ON_THREAD_FROM_RECORDS - 1)), (kept) => kept.figures.labour)).toBe(false);
    // A look kept before the bills were counted.
    expect(largeInLastLook(withLook(lookWith(5, undefined)), (kept) => kept.billCount)).toBe(false);
  });
});
