/**
 * A full page load on a screen with a long data load (or, for the dashboard, reads it would wait on) starts
 * that load at once, before the layout and the screen render; never for a user who may not open the screen.
 */
import { createMemoryRouter } from 'react-router-dom';
import { waitFor } from '@testing-library/react';
import { resetAppQueryClient } from '@/app/queryClient';
import { buildRoutes, preloadMatchedScreen } from '@/app/router';
import { wireSession } from '@/app/session';
import { endSession, restoreSession } from '@/session/sessionStore';
import { PATHS } from '@/config/paths';
import { server } from '../../mocks/node';
import { ACCOUNTS, storeSessionFor } from '../../tests/renderApp';

async function projectReadsWhileOpening(email: string, path: string = PATHS.labourSalary): Promise<{ reads: string[]; done: () => void }> {
  const reads: string[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    if (request.url.includes('/project/getAllProjects')) reads.push(request.url);
  };
  server.events.on('request:start', onRequest);
  storeSessionFor(email);
  resetAppQueryClient();
  const unwire = wireSession();
  restoreSession();
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  await preloadMatchedScreen(router.state.matches);
  return {
    reads,
    done: () => {
      server.events.removeListener('request:start', onRequest);
      router.dispose();
      unwire();
      endSession();
    },
  };
}

test('opening /labor-salary reads the projects before anything is rendered', async () => {
  const opening = await projectReadsWhileOpening(ACCOUNTS.admin);
  await waitFor(() => expect(opening.reads).toHaveLength(1));
  opening.done();
});

test('a user who may not open /labor-salary does not read them', async () => {
  const opening = await projectReadsWhileOpening(ACCOUNTS.materialManager);
  expect(opening.reads).toEqual([]);
  opening.done();
});

test('opening /dashboard starts its reads before anything is rendered', async () => {
  const opening = await projectReadsWhileOpening(ACCOUNTS.hrManager, PATHS.dashboard);
  await waitFor(() => expect(opening.reads).toHaveLength(1));
  opening.done();
});
