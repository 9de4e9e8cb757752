import '@testing-library/jest-dom/vitest';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from '../mocks/node';
import { clearScenarios } from '../mocks/scenarios';
import { seedDb } from '../mocks/seed';
import { setApiBaseUrl } from '@/api/http';
import { clearToasts } from '@/components/toastStore';
import { MOCK_API_BASE, setRuntimeConfig } from '@/config/env';

// jsdom's FormData, File and Blob are not understood by Node's fetch, which carries every request to the
// mock: a file in a multipart body would arrive as the text "undefined". Node's own classes travel intact.
const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor as typeof FormData;
Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: NodeFormData });

// Screens load lazily; on a busy machine the first render can take more than the default second.
configure({ asyncUtilTimeout: 4000 });

// Any request without a handler fails the test that made it.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  clearScenarios();
  await seedDb();
  setRuntimeConfig({ apiUrl: MOCK_API_BASE, mock: true });
  setApiBaseUrl(MOCK_API_BASE);
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  clearToasts();
  server.resetHandlers();
});

afterAll(() => server.close());

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
