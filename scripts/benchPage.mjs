/**
 * The parts of `npm run bench` that run inside the page. Each function is sent to the page as its source
 * text, so it uses nothing from outside itself but its arguments.
 */
/* global document, window, location, history, requestAnimationFrame, MutationObserver, PopStateEvent, dispatchEvent -- they run in the page */

/** Whether the screen is complete, by its declaration (see benchScreens.mjs for the rules). */
export function isComplete(screen) {
  if (!document.querySelector('h1')) return false;
  if (document.querySelector('[role="progressbar"], [aria-busy="true"]')) return false;
  for (const figure of document.querySelectorAll('[role="group"][aria-label] > p')) if (figure.textContent === '—') return false;
  return screen.content.every((selector) => document.querySelector(selector) !== null);
}

/**
 * From the document's first script on (an init script): finds the screen of this address and keeps, on
 * the window, the moments (ms from the navigation's start) of the first frame painted with its main
 * content present (`firstRows`) and of the first frame painted with the screen complete (`complete`); on a
 * reload the bench asks for (sessionStorage `benchWholeRows`), of the first frame painted with that many
 * rows in the list (`whole`), counted by `rowsOf`. A watcher of the DOM rather than a check on every frame,
 * so that measuring does not keep the page busy.
 */
export function watchScreen(screens, complete, rowsOf) {
  const screen = screens.find((candidate) => new RegExp(candidate.pattern).test(location.pathname));
  if (!screen) return;
  const state = { route: screen.route };
  window.__benchScreen = state;
  // requestAnimationFrame runs just before a frame is painted; a message posted from it runs after.
  const afterPaint = (keep) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => keep(performance.now());
      channel.port2.postMessage(null);
    });
  // A reload after a complete load: the frame painted with as many rows as that load had (`whole`).
  const wholeRows = rowsOf ? Number(sessionStorage.getItem('benchWholeRows')) : 0;
  let contentSeen = false;
  let wholeSeen = false;
  const observer = new MutationObserver(() => {
    if (!contentSeen && screen.content.every((selector) => document.querySelector(selector) !== null)) {
      contentSeen = true;
      afterPaint((at) => (state.firstRows = at));
    }
    if (wholeRows > 0 && !wholeSeen && rowsOf(screen) >= wholeRows) {
      wholeSeen = true;
      afterPaint((at) => (state.whole = at));
    }
    if (contentSeen && complete(screen)) {
      observer.disconnect();
      afterPaint((at) => (state.complete = at));
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-busy', 'aria-rowcount'] });
}

/** How many rows the screen's list holds: a table's aria-rowcount (its header row aside), else the list's children. */
export function listRows(screen) {
  const list = screen.list ? document.querySelector(screen.list) : null;
  const table = list?.closest('table');
  return table ? Number(table.getAttribute('aria-rowcount')) - 1 : (list?.children.length ?? 0);
}

/** What the screen's list holds once complete: how many rows, and words from its rows to search for. */
export function listFacts(screen, rowsOf) {
  const rows = rowsOf(screen);
  // Words of the drawn rows whose first three letters some rows lack (so typing them narrows the list):
  // from the first columns first (a name or a number leads a row, a status comes later), then those
  // that fewest rows share.
  const drawn = [...document.querySelectorAll(screen.content[0])];
  const texts = drawn.map((row) => row.textContent.toLowerCase());
  const candidates = new Map();
  for (const row of drawn) {
    const cells = row.cells ? [...row.cells] : [row];
    cells.forEach((cell, column) => {
      for (const word of cell.textContent.match(/[A-Za-z][A-Za-z0-9]{2,}/g) ?? []) {
        const prefix = word.slice(0, 3).toLowerCase();
        if (candidates.has(prefix)) continue;
        const sharing = texts.filter((text) => text.includes(prefix)).length;
        if (sharing < drawn.length || drawn.length === 1) candidates.set(prefix, { word, sharing, column });
      }
    });
  }
  const terms = [...candidates.values()]
    .sort((a, b) => a.column - b.column || a.sharing - b.sharing)
    .slice(0, 12)
    .map((candidate) => candidate.word);
  return { rows, searchable: document.querySelector('main input[type="search"]') !== null, terms };
}

/**
 * Arms the timing of the next keystroke: from its keydown to the frame painted after the list's rows
 * changed, once the DOM has settled (a following frame saw no further change). Resolves `window.__benchKey`
 * with the milliseconds, or null when the keystroke changed nothing within `waitMs`.
 */
export function armKeystroke({ list: listSelector, waitMs }) {
  const list = document.querySelector(listSelector);
  window.__benchKey = new Promise((resolve) => {
    if (!list) {
      resolve(null);
      return;
    }
    let keyAt = null;
    let changes = 0;
    let scheduled = false;
    let giveUp = 0;
    let hardStop = 0;
    const finish = (value) => {
      observer.disconnect();
      window.clearTimeout(giveUp);
      window.clearTimeout(hardStop);
      resolve(value);
    };
    document.addEventListener('keydown', (event) => (keyAt = event.timeStamp), { capture: true, once: true });
    const settle = () => {
      scheduled = true;
      const seen = changes;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const paintedAt = performance.now();
          requestAnimationFrame(() => {
            if (changes === seen) finish(paintedAt - keyAt);
            else settle();
          });
        };
        channel.port2.postMessage(null);
      });
    };
    const observer = new MutationObserver(() => {
      if (keyAt === null) return;
      changes += 1;
      if (!scheduled) settle();
    });
    observer.observe(list, { childList: true, subtree: true, characterData: true });
    giveUp = window.setTimeout(() => {
      if (!scheduled) finish(null);
    }, waitMs);
    // A list that never stops changing is not timed either.
    hardStop = window.setTimeout(() => finish(null), 10 * waitMs);
  });
}

/**
 * The first failure the screen shows (an error alert: a read that failed, a part 'Not loaded'), or null. A
 * load that ends with one is not a complete load, however soon it stopped.
 */
export function failureShown() {
  const alert = document.querySelector('[role="alert"].MuiAlert-colorError');
  return alert ? alert.textContent.slice(0, 400) : null;
}

export /** What is missing on a screen that did not complete, for the error. */
function whyIncomplete(screen) {
  const missing = [];
  if (!document.querySelector('h1')) missing.push('no heading');
  for (const busy of document.querySelectorAll('[role="progressbar"], [aria-busy="true"]')) {
    missing.push(`${busy.getAttribute('role') === 'progressbar' ? 'progress bar' : 'busy'}: ${busy.getAttribute('aria-label') ?? busy.getAttribute('aria-valuetext') ?? busy.tagName}`);
  }
  for (const selector of screen.content) if (!document.querySelector(selector)) missing.push(`nothing matches ${selector}`);
  const alert = document.querySelector('[role="alert"]')?.textContent;
  if (alert) missing.push(`alert: ${alert.slice(0, 400)}`);
  return `${location.pathname}: ${missing.join('; ') || 'complete by now'}`;
}

/**
 * Whether the app's service workers are installed and active: its own and the reads' thread's
 * (public/reads-sw.js). The app registers them once its opened screen has settled
 * (src/app/offlineShellWhenSettled.ts); a member of staff's browser has them from the first visit on.
 */
export async function workersInstalled() {
  const registrations = await navigator.serviceWorker.getRegistrations();
  return registrations.length >= 2 && registrations.every((registration) => registration.active !== null);
}

/** Opens `path` inside the running app (as a link would), remembering the heading of the screen it leaves. */
export function navigateInApp(path) {
  window.__benchLeft = document.querySelector('h1');
  history.pushState({ usr: null, key: `bench${Date.now()}`, idx: (history.state?.idx ?? 0) + 1 }, '', path);
  dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
}

/**
 * Keeps on the window the check that a screen opened by navigateInApp is shown and complete,
 * `__benchArrived(screen)`, for a wait that calls it. Put in place through the DevTools protocol (an init
 * script): the edge's content security policy does not let the page compile a check given as text, so a
 * wait on such a check failed at its first poll.
 */
export function keepArrivalCheck(complete) {
  window.__benchArrived = (screen) => {
    const heading = document.querySelector('h1');
    return heading !== null && heading !== window.__benchLeft && complete(screen);
  };
}

/** A call of a page function with its arguments, as an expression the page can evaluate. */
export function pageCall(fn, ...args) {
  return `(${fn})(${args.map((arg) => (typeof arg === 'function' ? String(arg) : JSON.stringify(arg))).join(', ')})`;
}
