/** Which writes make the joined project lines stale, besides the sheets' (labourLines.test.tsx). */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { db } from '../../mocks/db';
import { ACCOUNTS, storeSessionFor } from '../../tests/renderApp';
import { installHttpAuth } from './httpSettings';
import { projectLinesKeys } from './projectLinesKeys';
import { normaliseProject, projectKeys, useUpdateProject } from './projects';
import { normaliseQuotationItem, quotationKeys, useUpdateQuotationItem } from './quotations';

function setup() {
  const token = storeSessionFor(ACCOUNTS.admin);
  installHttpAuth({ getToken: () => token, onSessionRejected: () => {} });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  for (const name of ['labour', 'materials']) queryClient.setQueryData(projectLinesKeys.of(name), { rows: [], failed: [], complete: true });
  queryClient.setQueryData(projectKeys.list(), []);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { wrapper, stale, queryClient };
}

test("a project's edit makes the projects list and both joins stale: their lines carry its name", async () => {
  const { wrapper, stale } = setup();
  const project = normaliseProject({ ...db.projects.findFirst(undefined)! });
  const { result } = renderHook(() => useUpdateProject(), { wrapper });
  await act(() => result.current.mutateAsync({ project, changes: { projectName: `${project.projectName} (Phase 2)` } }));
  expect(stale(projectKeys.list())).toBe(true);
  expect(stale(projectLinesKeys.of('labour'))).toBe(true);
  expect(stale(projectLinesKeys.of('materials'))).toBe(true);
});

test("a quotation item's edit makes its project's items and both joins stale: their lines carry its description", async () => {
  const { wrapper, stale, queryClient } = setup();
  const item = normaliseQuotationItem({ ...db.quotationItems.findFirst(undefined)! });
  queryClient.setQueryData(quotationKeys.list(item.projectId), [item]);
  const { result } = renderHook(() => useUpdateQuotationItem(), { wrapper });
  await act(() => result.current.mutateAsync({ item, changes: { description: 'Plinth beam, revised' }, projectName: 'Test' }));
  expect(stale(quotationKeys.list(item.projectId))).toBe(true);
  expect(stale(projectLinesKeys.of('labour'))).toBe(true);
  expect(stale(projectLinesKeys.of('materials'))).toBe(true);
});
