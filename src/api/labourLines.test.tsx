/** Which writes to labour work entries make the salary screen's joined records stale. */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { db } from '../../mocks/db';
import { ACCOUNTS, storeSessionFor } from '../../tests/renderApp';
import { installHttpAuth } from './httpSettings';
import { projectLinesKeys } from './projectLines';
import { LABOUR_LINES, normaliseLabourWork, useCreateLabourWork, useSetLabourPaymentStatus } from './quotationSheets';

function setup() {
  const token = storeSessionFor(ACCOUNTS.admin);
  installHttpAuth({ getToken: () => token, onSessionRejected: () => {} });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(projectLinesKeys.of(LABOUR_LINES), { rows: [], failed: [] });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const salaryStale = () => queryClient.getQueryState(projectLinesKeys.of(LABOUR_LINES))?.isInvalidated;
  return { wrapper, salaryStale };
}

test('labour added on a quotation item’s sheet makes the salary records stale, so the salary screen reads them again', async () => {
  const { wrapper, salaryStale } = setup();
  const item = db.quotationItems.findFirst(undefined)!;
  const { result } = renderHook(() => useCreateLabourWork(), { wrapper });
  expect(salaryStale()).toBe(false);
  await act(() => result.current.mutateAsync({ quotationId: item._id, items: [{ name: 'Irfan Mulla', phone: '9812345670', task: 'Tiling', hours: 8, wage: 900 }] }));
  expect(salaryStale()).toBe(true);
});

test('a payment status change, already shown in the salary records, leaves them as they are', async () => {
  const { wrapper, salaryStale } = setup();
  const entry = normaliseLabourWork({ ...db.labourWork.findFirst(undefined)! });
  const { result } = renderHook(() => useSetLabourPaymentStatus(), { wrapper });
  await act(() => result.current.mutateAsync({ entry, paymentStatus: entry.paymentStatus === 'paid' ? 'unpaid' : 'paid' }));
  expect(salaryStale()).toBe(false);
});
