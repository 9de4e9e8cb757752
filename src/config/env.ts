/**
 * Where the API is. Build-time settings come from Vite's env (VITE_API_URL, VITE_MOCK); a deployed
 * bundle can override them at run time with config.json served beside index.html, so one build
 * serves several environments.
 */

/**
 * True when the mock API was compiled into this bundle (dev without an API URL, or a demo build).
 * Code that imports the mock must test `__MOCK_BUILD__` itself, so the bundler drops it from other builds.
 */
export const MOCK_BUILD: boolean = __MOCK_BUILD__;

/** The mock API answers under this path on the page's own origin (service worker) or on its HTTP server. */
export const MOCK_API_BASE = '/api';

export interface RuntimeConfig {
  /** Base URL of the API, for example https://erp.example.com/api. Empty when none is configured. */
  apiUrl: string;
  /** The in-bundle mock API answers the calls. */
  mock: boolean;
}

interface ConfigFile {
  apiUrl?: unknown;
  mock?: unknown;
}

export function resolveRuntimeConfig(file: ConfigFile | null, buildApiUrl: string | undefined, mockBuild: boolean): RuntimeConfig {
  const fileUrl = typeof file?.apiUrl === 'string' ? file.apiUrl.trim() : '';
  const apiUrl = fileUrl || (buildApiUrl ?? '').trim();
  const mockWanted = typeof file?.mock === 'boolean' ? file.mock : !apiUrl;
  const mock = mockBuild && mockWanted;
  return { apiUrl: mock ? MOCK_API_BASE : apiUrl, mock };
}

async function fetchConfigFile(): Promise<ConfigFile | null> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' });
    if (!response.ok) return null;
    return (await response.json()) as ConfigFile;
  } catch {
    return null;
  }
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  return resolveRuntimeConfig(await fetchConfigFile(), import.meta.env.VITE_API_URL, MOCK_BUILD);
}

let current: RuntimeConfig = { apiUrl: '', mock: false };

/** Set once at boot (and by the test harness). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}
