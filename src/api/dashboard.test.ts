import type { QueryClient } from '@tanstack/react-query';
import { DASHBOARD_PREFETCH_COVERS_MS } from '@/config/constants';
import { prefetchDashboard, readOnMount } from './dashboard';

const PREFETCHED_AT = 1_800_000_000_000;
const client = { prefetchQuery: vi.fn(() => Promise.resolve()) } as unknown as QueryClient;
const answeredAt = (at: number, isInvalidated = false) => ({ state: { isInvalidated, dataUpdatedAt: at } });

describe('the dashboard’s reads when the page mounts', () => {
  beforeEach(() => {
    vi.mocked(client.prefetchQuery).mockClear();
    prefetchDashboard(client, PREFETCHED_AT);
  });

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
