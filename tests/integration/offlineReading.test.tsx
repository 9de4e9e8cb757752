/**
 * Reading with no connection (ruling 35): a list read once is kept on the device and shown again offline
 * with the time it was read; a list never read here says it needs a connection instead of looking empty
 * (ruling 36); the connection's return reads both again. The kept copy lives in a storage of the test's own.
 */
import { act, screen, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { OFFLINE_NOTHING_KEPT_TEXT } from '@/app/layout/OfflineBanner';
import { PERSISTED_LINES_KEY, setPersistStorage } from '@/app/persistedLines';
import { LIST_NEEDS_CONNECTION_TEXT } from '@/components/list/QueryList';
import { PATHS } from '@/config/paths';
import { formatReadTime } from '@/lib/dates';
import { db } from '../../mocks/db';
import { memoryStorage } from '../memoryStorage';
import { renderApp } from '../renderApp';
import { received, recordRequests } from '../serverLog';

const LOAD = { timeout: 10_000 };
const VENDOR = 'Shree Traders';

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  setPersistStorage(storage);
});
afterEach(() => {
  setPersistStorage(undefined);
  act(() => onlineManager.setOnline(true));
});

const keptQueries = () => (JSON.parse(storage.entries.get(PERSISTED_LINES_KEY) ?? 'null') as PersistedClient | null)?.clientState.queries ?? [];
const keptVendorList = () => keptQueries().find((query) => query.queryKey[0] === 'vendors' && query.queryKey[1] === 'list');

test('a list read once shows again offline after a reload, with the time it was read; back online it is read again', async () => {
  const first = renderApp(PATHS.vendorManagement, { as: 'accountant' });
  await within(await screen.findByRole('table', { name: 'Vendors' }, LOAD)).findByText(VENDOR, undefined, LOAD);
  await vi.waitFor(() => expect(keptVendorList()?.state.data).toHaveLength(db.vendors.count()), LOAD);
  const readAt = keptVendorList()!.state.dataUpdatedAt;
  first.unmount();

  act(() => onlineManager.setOnline(false));
  const requests = recordRequests();
  renderApp(PATHS.vendorManagement, { as: 'accountant' });
  expect(await within(await screen.findByRole('table', { name: 'Vendors' }, LOAD)).findByText(VENDOR, undefined, LOAD)).toBeInTheDocument();
  expect(screen.getByText(`You are offline: showing data from ${formatReadTime(readAt)}`)).toBeInTheDocument();
  expect(received(requests, 'GET', '/vendor/getAllVendors')).toEqual([]);

  act(() => onlineManager.setOnline(true));
  await vi.waitFor(() => expect(received(requests, 'GET', '/vendor/getAllVendors')).toHaveLength(1), LOAD);
  expect(screen.queryByText(/^You are offline/)).not.toBeInTheDocument();
});

test('a list never read on this device says, offline, that it needs a connection, not that it is empty; it loads once back online', async () => {
  act(() => onlineManager.setOnline(false));
  renderApp(PATHS.vendorManagement, { as: 'accountant' });
  expect(await screen.findByText(LIST_NEEDS_CONNECTION_TEXT, undefined, LOAD)).toBeInTheDocument();
  expect(screen.getByText(OFFLINE_NOTHING_KEPT_TEXT)).toBeInTheDocument();
  expect(screen.queryByText('No vendors found')).not.toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

  act(() => onlineManager.setOnline(true));
  expect(await within(await screen.findByRole('table', { name: 'Vendors' }, LOAD)).findByText(VENDOR, undefined, LOAD)).toBeInTheDocument();
  expect(screen.queryByText(LIST_NEEDS_CONNECTION_TEXT)).not.toBeInTheDocument();
  expect(screen.queryByText(OFFLINE_NOTHING_KEPT_TEXT)).not.toBeInTheDocument();
});
