/**
 * The login page's 'Reset demo data': main.tsx hands it the mock's reset when it starts the mock in the
 * browser, so the login page offers it without importing the mock (and a build without the mock has none).
 */
let resetDemoData: (() => Promise<void>) | null = null;

export function offerDemoReset(reset: (() => Promise<void>) | null): void {
  resetDemoData = reset;
}

export function demoReset(): (() => Promise<void>) | null {
  return resetDemoData;
}
