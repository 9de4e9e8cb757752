import type { ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AuthProvider, type AuthService } from '@/auth/AuthProvider';
import { useSessionStore } from '@/session/sessionStore';
import { LoadingScreen } from './LoadingScreen';
import { REDUCED_MOTION_QUERY, reducedMotionTheme, theme } from './theme';

type AppRouter = ReturnType<typeof createBrowserRouter>;

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
  return (
    <ThemeProvider theme={reduceMotion ? reducedMotionTheme : theme}>
      <CssBaseline />
      <AuthProvider apiConfigured={apiConfigured} service={authService}>
        {children}
      </AuthProvider>
    </ThemeProvider>
  );
}

/** Shows 'Loading...' until the stored session has been restored, then the router. */
export function SessionGate({ router }: { router: AppRouter }) {
  const status = useSessionStore((s) => s.status);
  return status === 'restoring' ? <LoadingScreen /> : <RouterProvider router={router} />;
}
