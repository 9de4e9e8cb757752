/**
 * Renders the real app (route table, guards, layout, providers) at `path`, against the MSW node server,
 * optionally signed in as one of the seeded accounts.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { advanceTimers } from './timers';
import { createMemoryRouter } from 'react-router-dom';
import { AppProviders, SessionGate } from '@/app/App';
import { resetAppQueryClient } from '@/app/queryClient';
import { buildRoutes } from '@/app/router';
import { wireSession } from '@/app/session';
import type { AuthService } from '@/auth/AuthProvider';
import { restoreSession } from '@/session/sessionStore';
import { STORAGE_KEYS } from '@/lib/storage';
import { issueToken, publicUser } from '../mocks/auth';
import { db } from '../mocks/db';
import { DEMO_ACCOUNTS, SEED_STAFF } from '../mocks/seed';

/** Seeded accounts by the name tests use. */
export const ACCOUNTS = {
  admin: DEMO_ACCOUNTS.admin.email,
  projectManager: DEMO_ACCOUNTS.projectManager.email,
  hrManager: SEED_STAFF.find((s) => s.role === 'HR Manager')!.email,
  accountant: SEED_STAFF.find((s) => s.role === 'Accountant' && s.status === 'Active')!.email,
  materialManager: SEED_STAFF.find((s) => s.role === 'Material Manager')!.email,
} as const;

export type AccountName = keyof typeof ACCOUNTS;

/** Puts a valid session for a seeded user in storage, as a previous sign-in would have. */
export function storeSessionFor(email: string): string {
  const user = db.users.findFirst((q) => q.where({ email }));
  if (!user) throw new Error(`No seeded user ${email}`);
  const token = issueToken(user);
  localStorage.setItem(STORAGE_KEYS.authToken, token);
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(publicUser(user)));
  return token;
}

export interface RenderAppOptions {
  as?: AccountName | { email: string };
  authService?: AuthService;
  apiConfigured?: boolean;
  /** Every screen replaced by its placeholder: for tests of the router, guards and layout alone. */
  stubScreens?: boolean;
}

export function renderApp(path: string, options: RenderAppOptions = {}) {
  if (options.as) storeSessionFor(typeof options.as === 'string' ? ACCOUNTS[options.as] : options.as.email);
  const queryClient = resetAppQueryClient();
  const unwire = wireSession();
  restoreSession();
  const router = createMemoryRouter(buildRoutes({ stubScreens: options.stubScreens }), { initialEntries: [path] });
  const user = userEvent.setup({ advanceTimers });
  const view = render(
    <AppProviders apiConfigured={options.apiConfigured ?? true} authService={options.authService}>
      <SessionGate router={router} />
    </AppProviders>,
  );
  view.unmount = ((original) => () => {
    original();
    unwire();
  })(view.unmount);
  return { ...view, user, router, queryClient };
}
