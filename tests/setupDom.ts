/** Tests that render: jest-dom's matchers, a clean page and storage per test, and what jsdom lacks. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import * as React from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToasts } from '@/components/toastStore';
import { useSessionStore } from '@/session/sessionStore';
import { holdPageStyles } from './pageStyles';

const realSetTimeout = globalThis.setTimeout;
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

configure({
  // A query that finds nothing prints the page into its error's message. Inside a wait (findBy…, waitFor)
  // it fails on every look until the screen is ready, and each error is dropped unread: printing the whole
  // page each time cost a busy screen test a twentieth of its time. The page is printed when the message is
  // first read (a test that fails), before the test's page is cleaned up.
  getElementError: (message, container) => {
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let printed: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () => (printed ??= [message, `Ignored nodes: comments, script, style\n${prettyDOM(container)}`].filter(Boolean).join('\n\n')),
    });
    return error;
  },
  // Screens load lazily; on a busy machine the first render can take more than the default second.
  asyncUtilTimeout: 4000,
  // Testing Library's own wrapper ends each user-event call by waiting on a 0 ms timeout, which a faked
  // clock (tests/timers.ts) never lets fall due outside Jest. This one waits a turn of the real clock.
  asyncWrapper: async (callback) => {
    const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const result: unknown = await callback();
      await new Promise((resolve) => realSetTimeout(resolve, 0));
      return result;
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  },
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // Files share a worker's modules: a session a test of an earlier file started is not this test's.
  useSessionStore.setState(useSessionStore.getInitialState(), true);
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  clearToasts();
  holdPageStyles();
});

// jsdom has no matchMedia; MUI's useMediaQuery needs one. Width follows window.innerWidth, and the tests
// are a user who asked for reduced motion: no dialog, menu or toast waits on an animation's real time.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const width = window.innerWidth;
    const reducedMotion = /prefers-reduced-motion:\s*reduce/.test(query);
    const matches = reducedMotion || ((!!max || !!min) && (!max || width <= Number(max[1])) && (!min || width >= Number(min[1])));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  },
});

/**
 * React's development build records where each element was created (an Error and its stack per element,
 * for the owner stacks of its warnings), and stops after 10,000 until the next render. A test renders a
 * screen's whole tree many times over, so it was a tenth of a screen test's time; the tests read what is
 * shown, not React's warnings' stacks. The counter reads as spent, so React takes its no-stack path.
 */
const reactInternals = (React as unknown as Record<string, { recentlyCreatedOwnerStacks: number }>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => Infinity, set: () => {}, configurable: true });

/**
 * jsdom finds a label's control by walking the document from its root, and an input's labels by asking
 * every node of the document for its control: for each role or label query over a form of twenty fields,
 * tens of thousands of steps (a tenth of a form test's time). The same answers, from the document's index
 * of ids and its list of label elements. Outside the document (a detached or shadow tree), jsdom's own.
 */
const LABELABLE = new Set(['BUTTON', 'METER', 'OUTPUT', 'PROGRESS', 'SELECT', 'TEXTAREA']);
const isLabelable = (element: Element | null): element is HTMLElement =>
  !!element && element.namespaceURI === 'http://www.w3.org/1999/xhtml' && (LABELABLE.has(element.tagName) || (element.tagName === 'INPUT' && (element as HTMLInputElement).type !== 'hidden'));

const jsdomControl = Object.getOwnPropertyDescriptor(HTMLLabelElement.prototype, 'control')!.get!;
function control(this: HTMLLabelElement): HTMLElement | null {
  const target = this.getAttribute('for');
  if (target === null || this.getRootNode() !== document) return jsdomControl.call(this) as HTMLElement | null;
  const element = target === '' ? null : document.getElementById(target);
  return isLabelable(element) ? element : null;
}
Object.defineProperty(HTMLLabelElement.prototype, 'control', { get: control, configurable: true, enumerable: true });

for (const kind of [HTMLInputElement, HTMLSelectElement, HTMLTextAreaElement, HTMLButtonElement, HTMLMeterElement, HTMLOutputElement, HTMLProgressElement]) {
  const jsdomLabels = Object.getOwnPropertyDescriptor(kind.prototype, 'labels')!.get!;
  Object.defineProperty(kind.prototype, 'labels', {
    get(this: HTMLElement) {
      if (!isLabelable(this)) return null;
      if (this.getRootNode() !== document) return jsdomLabels.call(this) as NodeListOf<HTMLLabelElement>;
      return [...document.getElementsByTagName('label')].filter((label) => label.control === this);
    },
    configurable: true,
    enumerable: true,
  });
}
