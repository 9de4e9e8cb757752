/** Tests that render: jest-dom's matchers, a clean page and storage per test, and what jsdom lacks. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToasts } from '@/components/toastStore';

// Screens load lazily; on a busy machine the first render can take more than the default second.
configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  clearToasts();
});

// jsdom has no matchMedia; MUI's useMediaQuery needs one. Width follows window.innerWidth.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const width = window.innerWidth;
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
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
