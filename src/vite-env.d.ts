/// <reference types="vite/client" />

/** Replaced at build time (vite.config.ts): true when the mock API is compiled into the bundle. */
declare const __MOCK_BUILD__: boolean;

/** Replaced at build time (vite.config.ts): the id of this build, which the deployed version.json names too. */
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_MOCK?: string;
}
