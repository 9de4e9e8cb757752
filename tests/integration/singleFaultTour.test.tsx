/**
 * The single-fault tour: every route of the route table, as admin, with one read of the API failing at a
 * time (ruling 36: a read that fails is never shown as empty data, and no save acts on what it would
 * have given).
 *
 * For each screen the tour first opens it as it is and notes every GET of the API it sends, after the
 * screen's small prepared step where one is needed to reach its form. Then, for each distinct read
 * (method and path, ids taken out) and each kind of failure (a 500 with the provider's JSON error body,
 * then a 200 whose body is an HTML page), it opens the screen again with that one read failing alone,
 * and checks that
 *   - the screen says so: an error in the error colour (role=alert) or a Retry / Try Again button;
 *   - pressing each enabled save or status button (Save…, Create…, Update…, Mark…, Use Role Permissions,
 *     a form's submit, and the confirm of a dialog one opens) sends no write (POST, PUT, PATCH or DELETE of
 *     the API; POST /activity/create, the activity log, aside). Writes are refused before they reach the
 *     mock's data, so every opening sees the seed as it was.
 * Each opening is a first visit: a new query cache, nothing kept on the device. The app retries a 500
 * once (at once in tests); the tour waits until no request is under way and no query or save is running.
 * The route list is the route table itself, and each screen's reads are found at run time, so a new
 * screen or a new read is covered without editing the tour. What it leaves out, and why: faultTour.ts.
 *
 * It runs on the test page rather than in the browser: there every part of a screen counts as in view, so
 * the parts a browser at 1440 px never scrolls to (the dashboard's charts and their line reads) are
 * failed too, and the whole tour costs about 35 CPU-s instead of the browser's 205 to 233. The browser
 * still fails reads through the production bundle, the edge and the reads' worker: the chaos tour.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { APP_ROUTES } from '@/app/routeTable';
import { PATHS } from '@/config/paths';
import { DEMO_ACCOUNTS } from '@/config/demoAccounts';
import { STORAGE_KEYS } from '@/lib/storage';
import { server } from '../../mocks/node';
import { FAULTS, WITH_CHOSEN_ITEM, isCovered, isExcluded, isWrite, readPattern, type Fault } from '../faultTour';
import { fillRoute } from '../e2e/tourRoutes';
import { renderApp, storeSessionFor } from '../renderApp';
import { advanceTimers } from '../timers';

/** The longest a screen may take to show its heading or to settle. */
const SETTLE = { timeout: 8_000 };
/**
 * How long a screen that has settled without saying anything gets to say it: a fan-out publishes what it
 * has read on a timer of its own (PROJECT_LINES_PROGRESS_MS), after its last request has ended.
 */
const QUIET = { timeout: 1_500, interval: 100 };
/** The buttons that save or change a status, by their names (a form's submit button is pressed too). */
const SAVE_NAMES = /^(Save|Create|Update|Mark|Use Role Permissions|Submit|Confirm)\b/i;
/** The most buttons pressed on one opening: a sheet has a Save per row, and one of a kind tells as much as all. */
const MAX_PRESSES = 8;

const apiPath = (url: string) => new URL(url).pathname.replace(/^\/api/, '');

/** The API's requests under way, the reads an opening sent, the writes it tried, and the read failing. */
class Traffic {
  inFlight = 0;
  reads = new Set<string>();
  writes: string[] = [];
  faulted = 0;
  private readonly started = new Set<string>();

  constructor(private readonly fault: { pattern: string; kind: Fault } | null) {}

  /** Listens to the mock server and answers the failing read and every write before the mock's handlers do. */
  listen(): () => void {
    const start = ({ request, requestId }: { request: Request; requestId: string }) => {
      if (!new URL(request.url).pathname.startsWith('/api/')) return;
      this.started.add(requestId);
      this.inFlight += 1;
      if (request.method === 'GET') this.reads.add(readPattern('GET', apiPath(request.url)));
    };
    const end = ({ requestId }: { requestId: string }) => {
      if (this.started.delete(requestId)) this.inFlight -= 1;
    };
    server.events.on('request:start', start);
    server.events.on('request:end', end);
    server.use(
      http.all('*/api/*', ({ request }) => {
        const path = apiPath(request.url);
        if (isWrite(request.method, path)) {
          this.writes.push(`${request.method} ${path}`);
          return HttpResponse.error();
        }
        if (request.method !== 'GET' || !this.fault || readPattern('GET', path) !== this.fault.pattern) return undefined;
        this.faulted += 1;
        const { kind } = this.fault;
        return new HttpResponse(kind.body(this.fault.pattern), { status: kind.status, headers: { 'Content-Type': kind.contentType } });
      }),
    );
    return () => {
      server.events.removeListener('request:start', start);
      server.events.removeListener('request:end', end);
      server.resetHandlers();
    };
  }
}

/** An error in the error colour, or a Retry / Try Again (of the page or of one part), as the user sees them. */
function errorShown(): boolean {
  const alerts = [...document.querySelectorAll('[role="alert"].MuiAlert-colorError, [role="alert"] .MuiAlert-colorError')];
  // 'Retry Users': a part's own Retry may name the part (a dashboard card).
  return alerts.length > 0 || screen.queryAllByRole('button', { name: /^(Retry|Try Again|Retrying\.\.\.)( |$)/ }).length > 0;
}

type View = ReturnType<typeof renderApp>;

/** The screen's heading shown, no request under way, no query or save running. */
async function settle(view: View, traffic: Traffic): Promise<void> {
  await screen.findByRole('heading', { level: 1 }, SETTLE);
  await waitFor(() => {
    expect(traffic.inFlight).toBe(0);
    expect(view.queryClient.isFetching() + view.queryClient.isMutating()).toBe(0);
    expect(document.querySelector('[role="progressbar"]:not([aria-valuenow])')).toBeNull();
  }, SETTLE);
}

/**
 * Screens' steps before their form shows: the permission editor opens only for a chosen user (the project
 * manager follows their role, so the editor's switches come from the roles read). When a failed read keeps
 * the user away, the step is left out.
 */
const PREPARED_STEPS: Readonly<Record<string, (view: View) => Promise<void>>> = {
  [PATHS.userPermissions]: async (view) => {
    const users = screen.queryByRole('list', { name: 'Users' });
    const projectManager = users && within(users).queryByRole('button', { name: new RegExp(DEMO_ACCOUNTS.projectManager.email.replace(/\./g, '\\.')) });
    if (projectManager) await view.user.click(projectManager);
  },
};

const saveButtons = (scope: HTMLElement) =>
  within(scope)
    .queryAllByRole('button')
    .filter((button) => SAVE_NAMES.test((button.getAttribute('aria-label') || button.textContent || '').trim()) || button.getAttribute('type') === 'submit');
const enabled = (button: HTMLElement) => !(button as HTMLButtonElement).disabled && button.getAttribute('aria-disabled') !== 'true';
const nameOf = (button: HTMLElement) => (button.getAttribute('aria-label') || button.textContent || '').trim();
/** A button's name, with a row's number or name left out: one of a kind is pressed. */
const kindOf = (name: string) => name.replace(/\d+/g, '#').split(/\s+/).slice(0, 3).join(' ');

/**
 * Presses each kind of enabled save or status button of the screen once (and the save or confirm of a
 * dialog it opens), as a user would who did not notice the error. Returns each press that sent a write.
 */
async function pressSaves(view: View, traffic: Traffic): Promise<string[]> {
  // A user who clicks what is there, whatever covers it.
  const user = userEvent.setup({ advanceTimers, pointerEventsCheck: 0 });
  const sent: string[] = [];
  const press = async (button: HTMLElement, name: string) => {
    const before = traffic.writes.length;
    await user.click(button);
    await settle(view, traffic).catch(() => undefined);
    const writes = traffic.writes.slice(before);
    if (writes.length > 0) sent.push(`pressing ${name} sent ${[...new Set(writes)].join(', ')}`);
  };
  const kinds = new Set<string>();
  const path = view.router.state.location.pathname;
  for (let round = 0; round < MAX_PRESSES; round += 1) {
    const next = saveButtons(screen.getByRole('main')).find((button) => enabled(button) && !kinds.has(kindOf(nameOf(button))));
    if (!next) break;
    kinds.add(kindOf(nameOf(next)));
    await press(next, `'${nameOf(next)}'`);
    const dialog = screen.queryAllByRole('dialog').at(-1);
    if (dialog) {
      const confirm = saveButtons(dialog).find(enabled);
      if (confirm) await press(confirm, `'${nameOf(next)}' then '${nameOf(confirm)}'`);
      if (screen.queryAllByRole('dialog').length > 0) await user.keyboard('{Escape}');
    }
    // A save that took the user elsewhere ends the round: the screen is gone.
    if (view.router.state.location.pathname !== path) break;
  }
  return sent;
}

/** The first project and its first quotation item, as the API lists them: what Quotation Management leaves chosen. */
async function firstProjectAndItem(token: string): Promise<{ projectId: string; itemId: string }> {
  const read = async (path: string, key: string) => {
    const response = await fetch(new URL(`/api${path}`, location.href), { headers: { Authorization: `Bearer ${token}` } });
    const body = (await response.json()) as unknown;
    return (Array.isArray(body) ? body : (body as Record<string, unknown>)[key]) as { _id: string }[];
  };
  const [project] = await read('/project/getAllProjects', 'projects');
  const [item] = await read(`/quotation/getQuotationItemsByProject/${encodeURIComponent(project._id)}`, 'items');
  return { projectId: project._id, itemId: item._id };
}

/** Opens the screen afresh with `fault` (or none), does its step and settles; returns the view and its traffic. */
async function open(path: string, route: string, fault: Traffic['fault']): Promise<{ view: View; traffic: Traffic; stop: () => void }> {
  const traffic = new Traffic(fault);
  const stop = traffic.listen();
  const view = renderApp(path, { as: 'admin' });
  await settle(view, traffic).catch(() => undefined);
  const step = PREPARED_STEPS[route];
  if (step) {
    await step(view);
    await settle(view, traffic).catch(() => undefined);
  }
  return { view, traffic, stop };
}

describe('the single-fault tour', () => {
  test.each(APP_ROUTES.map(({ path }) => path))('a single failed read on %s is said, and no save acts on it', { timeout: 120_000 }, async (route) => {
    const token = storeSessionFor(DEMO_ACCOUNTS.admin.email);
    const { projectId, itemId } = await firstProjectAndItem(token);
    const path = fillRoute(route, { projectId });
    const chooseItem = () => {
      if (!WITH_CHOSEN_ITEM.has(route)) return;
      localStorage.setItem(STORAGE_KEYS.selectedProjectId, projectId);
      localStorage.setItem(STORAGE_KEYS.selectedItemId, itemId);
    };
    const problems: string[] = [];

    // The screen as it is: the reads it sends, its step included.
    chooseItem();
    const first = await open(path, route, null);
    if (errorShown()) problems.push(`${path} | (no fault) | shows an error with every read well`);
    const reads = [...first.traffic.reads].filter((read) => !isExcluded(read));
    first.view.unmount();
    first.stop();

    for (const read of reads) {
      for (const kind of FAULTS) {
        const where = `${path} | ${read} | ${kind.name}`;
        localStorage.clear();
        sessionStorage.clear();
        chooseItem();
        const { view, traffic, stop } = await open(path, route, { pattern: read, kind });
        const found: string[] = [];
        await waitFor(() => expect(errorShown()).toBe(true), QUIET).catch(() => undefined);
        await settle(view, traffic).catch(() => undefined);
        if (!screen.queryByRole('heading', { level: 1 })) found.push('showed no heading');
        if (traffic.faulted === 0) found.push('the read was not sent again, so the tour could not fail it');
        else if (!errorShown() && !isCovered(read)) found.push('nothing on the screen says it failed');
        if (traffic.writes.length > 0) found.push(`sent ${[...new Set(traffic.writes)].join(', ')} by itself`);
        found.push(...(await pressSaves(view, traffic)));
        problems.push(...found.map((problem) => `${where}: ${problem}`));
        view.unmount();
        stop();
      }
    }
    expect(problems, `The single-fault tour of ${path} found ${problems.length} problem(s):\n${problems.join('\n')}`).toEqual([]);
  });
});
