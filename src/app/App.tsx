import { lazy, Suspense, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AuthProvider, type AuthService } from '@/auth/AuthProvider';
import { useSessionStore } from '@/session/sessionStore';
import { useAppVersion } from './appVersion';
import { LoadingScreen } from './LoadingScreen';
import { createStyleCache } from './styleCache';
import { REDUCED_MOTION_QUERY, reducedMotionTheme, theme } from './theme';
import { THEME_MODE_STORAGE_KEY, themeModeStorage } from './themeModeStorage';

type AppRouter = ReturnType<typeof createBrowserRouter>;

// Loaded only when a new build has been deployed: the sign-in screen does not carry it.
const NewVersionPrompt = lazy(() => import('./NewVersionPrompt'));

const styleCache = createStyleCache();

export function AppProviders({
  apiConfigured,
  authService,
  children,
}: {
  apiConfigured: boolean;
  authService?: AuthService;
  children: ReactNode;
}) {
  const reduceMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const newerBuild = useAppVersion((s) => s.newer);
  return (
    <CacheProvider value={styleCache}>
      {/* Light or dark as the user chose in the user menu, else as the system is set; `noSsr` reads the
          choice before the first paint, so the page never shows the other scheme first. */}
      <ThemeProvider
        theme={reduceMotion ? reducedMotionTheme() : theme}
        defaultMode="system"
        modeStorageKey={THEME_MODE_STORAGE_KEY}
        storageManager={themeModeStorage}
        noSsr
        disableTransitionOnChange
      >
        <CssBaseline enableColorScheme />
        <AuthProvider apiConfigured={apiConfigured} service={authService}>
          {children}
        </AuthProvider>
        {newerBuild && (
          <Suspense fallback={null}>
            <NewVersionPrompt />
          </Suspense>
        )}
      </ThemeProvider>
    </CacheProvider>
  );
}

/** Shows 'Loading...' until the stored session has been restored, then the router. */
export function SessionGate({ router }: { router: AppRouter }) {
  const status = useSessionStore((s) => s.status);
  return status === 'restoring' ? <LoadingScreen /> : <RouterProvider router={router} />;
}
