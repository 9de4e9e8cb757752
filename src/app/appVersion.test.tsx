/**
 * An open app learns of a newly deployed build from version.json, at the moments a user comes back to it,
 * and offers the reload that runs it, on every screen including the sign-in page.
 */
import { act, render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { checkForNewBuild, NEW_BUILD_CHECK_MS, useAppVersion, watchForNewBuilds } from '@/app/appVersion';
import NewVersionPrompt, { NEW_VERSION_TEXT } from '@/app/NewVersionPrompt';
import { PATHS } from '@/config/paths';
import { server } from '../../mocks/node';
import { renderApp } from '../../tests/renderApp';
import { useFakeTimeouts } from '../../tests/timers';

const OWN = 'build-a';

/** version.json as the server answers it, counting the reads. */
function deployed(answer: () => Response) {
  const reads = { count: 0 };
  server.use(
    http.get('*/version.json', () => {
      reads.count += 1;
      return answer();
    }),
  );
  return reads;
}

afterEach(() => act(() => useAppVersion.setState({ newer: false })));

describe('checkForNewBuild', () => {
  test('says yes when version.json names another build', async () => {
    deployed(() => HttpResponse.json({ build: 'build-b' }));
    expect(await checkForNewBuild(OWN)).toBe(true);
  });

  test.each([
    ['names the same build', () => HttpResponse.json({ build: OWN })],
    ['is missing (404)', () => new HttpResponse('Not found', { status: 404 })],
    ['is an HTML page', () => new HttpResponse('<!doctype html><p>Maintenance</p>', { headers: { 'Content-Type': 'text/html' } })],
    ['names no build', () => HttpResponse.json({})],
    ['cannot be reached', () => HttpResponse.error()],
  ])('says no, and nothing changes, when version.json %s', async (_case, answer) => {
    deployed(answer);
    expect(await checkForNewBuild(OWN)).toBe(false);
    expect(useAppVersion.getState().newer).toBe(false);
  });
});

describe('watchForNewBuilds', () => {
  test('checks when the page is shown again, when the connection returns and when a screen’s code fails to load; tells once', async () => {
    const reads = deployed(() => HttpResponse.json({ build: OWN }));
    const onNewer = vi.fn();
    const stop = watchForNewBuilds({ ownBuild: OWN, onNewer });
    onTestFinished(stop);

    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(reads.count).toBe(1));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(reads.count).toBe(2));
    expect(onNewer).not.toHaveBeenCalled();

    deployed(() => HttpResponse.json({ build: 'build-b' }));
    window.dispatchEvent(new Event('vite:preloadError'));
    await vi.waitFor(() => expect(onNewer).toHaveBeenCalledTimes(1));
    expect(useAppVersion.getState().newer).toBe(true);

    window.dispatchEvent(new Event('online'));
    await Promise.resolve();
    expect(onNewer).toHaveBeenCalledTimes(1);
  });

  test('offers the reload only once what runs on finding the build (the new worker taking over) has settled, failed or not', async () => {
    deployed(() => HttpResponse.json({ build: 'build-b' }));
    for (const outcome of ['resolve', 'reject'] as const) {
      let settle: (() => void) | undefined;
      const onNewer = vi.fn(() => new Promise<void>((resolve, reject) => (settle = outcome === 'resolve' ? resolve : () => reject(new Error('no worker')))));
      const stop = watchForNewBuilds({ ownBuild: OWN, onNewer });
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(onNewer).toHaveBeenCalledTimes(1));
      expect(useAppVersion.getState().newer, outcome).toBe(false);
      settle?.();
      await vi.waitFor(() => expect(useAppVersion.getState().newer, outcome).toBe(true));
      stop();
      act(() => useAppVersion.setState({ newer: false }));
    }
  });

  test('checks every half hour, and not at all once stopped', async () => {
    useFakeTimeouts({ intervals: true });
    const reads = deployed(() => HttpResponse.json({ build: OWN }));
    const stop = watchForNewBuilds({ ownBuild: OWN });
    await act(() => vi.advanceTimersByTimeAsync(NEW_BUILD_CHECK_MS - 1));
    expect(reads.count).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(reads.count).toBe(1));

    stop();
    await act(() => vi.advanceTimersByTimeAsync(NEW_BUILD_CHECK_MS));
    window.dispatchEvent(new Event('online'));
    expect(reads.count).toBe(1);
  });
});

describe('the prompt', () => {
  test('appears on the sign-in page once a new build is known', async () => {
    renderApp(PATHS.login);
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByText(NEW_VERSION_TEXT)).not.toBeInTheDocument();
    act(() => useAppVersion.setState({ newer: true }));
    expect(await screen.findByText(NEW_VERSION_TEXT)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  test('Reload reloads; Close puts it away', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    render(<NewVersionPrompt reload={reload} />);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitForElementToBeRemoved(() => screen.queryByText(NEW_VERSION_TEXT));
  });
});
