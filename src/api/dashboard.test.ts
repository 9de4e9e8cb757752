import { DASHBOARD_JUST_READ_MS } from '@/config/constants';
import { readOnMount } from './dashboard';

const read = (isInvalidated: boolean, ago: number) => ({ state: { isInvalidated, dataUpdatedAt: Date.now() - ago } });

describe('the dashboard’s reads when the page mounts', () => {
  test('what the route’s prefetch has just read is not read again', () => {
    expect(readOnMount(read(false, 0))).toBe(false);
    expect(readOnMount(read(false, DASHBOARD_JUST_READ_MS - 500))).toBe(false);
  });

  test('what is older than that, or was changed since (invalidated by a write), is read again', () => {
    expect(readOnMount(read(false, DASHBOARD_JUST_READ_MS + 500))).toBe(true);
    expect(readOnMount(read(true, 0))).toBe(true);
  });
});
