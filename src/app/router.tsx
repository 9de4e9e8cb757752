import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import LoginPage from '@/auth/LoginPage';
import { canAccess } from '@/lib/permissions';
import { useSessionStore } from '@/session/sessionStore';
import { IndexRedirect, RequireAuth, RequirePermission } from './guards';
import { LoadingScreen } from './LoadingScreen';
import { PlaceholderPage } from './PlaceholderPage';
import { RouteErrorPage } from './RouteErrorPage';
import { RoutePage } from './RoutePage';
import { PATHS } from '@/config/paths';
import { landingPage } from './navigation';
import { APP_ROUTES, type AppRoute, type ScreenHandle } from './routeTable';

const AppLayout = lazy(() => import('./layout/AppLayout'));
const AccessDeniedPage = lazy(() => import('./AccessDeniedPage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));

/** One lazy component per screen, created once; a route without a page shows its placeholder. */
const screenPages = new Map<string, LazyExoticComponent<ComponentType>>(
  APP_ROUTES.flatMap((route) => (route.page ? [[route.path, lazy(route.page)] as const] : [])),
);

const page = (element: ReactNode) => <Suspense fallback={<LoadingScreen />}>{element}</Suspense>;

/**
 * Starts what a screen needs before it renders: its code, and its data when the route has `prefetch`.
 * Only for a user who may open it (an unauthorised read would end the session).
 */
function preloaderOf(route: AppRoute): (() => Promise<void>) | undefined {
  const { page: loadPage, prefetch } = route;
  if (!loadPage && !prefetch) return undefined;
  return async () => {
    if (!canAccess(useSessionStore.getState().user, route.permission)) return;
    void loadPage?.().catch(() => undefined);
    if (!prefetch) return;
    try {
      const [{ appQueryClient }, { persistProjectLines }, start] = await Promise.all([import('./queryClient'), import('./persistedLines'), prefetch()]);
      const client = appQueryClient();
      // A copy kept in the browser goes in first: the load then refreshes it instead of racing it.
      await persistProjectLines(client);
      start(client);
    } catch {
      // The screen loads its data itself when it renders.
    }
  };
}

/**
 * Preloads the screen the router opened on (a full page load), without waiting for the layout to render
 * first; resolves once its data load has been started.
 */
export async function preloadMatchedScreen(matches: readonly { route: { handle?: unknown } }[]): Promise<void> {
  await Promise.all(matches.map((match) => (match.route.handle as ScreenHandle | undefined)?.preload?.()));
}

export interface RouteOptions {
  /** For tests of routing and layout: every screen is its placeholder, so none of them loads data. */
  stubScreens?: boolean;
}

/** The router's tree, built from the route table: public pages, the signed-in layout, Not Found. */
export function buildRoutes({ stubScreens = false }: RouteOptions = {}): RouteObject[] {
  const screens: RouteObject[] = APP_ROUTES.flatMap((route) => {
    const Screen = stubScreens ? undefined : screenPages.get(route.path);
    return [
    // Aliases come first so that their exact spelling redirects to the canonical path.
    ...(route.aliases ?? []).map((alias) => ({ path: alias, caseSensitive: true, element: <Navigate to={route.path} replace /> })),
    {
      path: route.path,
      handle: { title: route.title, preload: stubScreens ? undefined : preloaderOf(route) } satisfies ScreenHandle,
      element: (
        <RequirePermission permission={route.permission}>
          <RoutePage title={route.title}>{Screen ? <Screen /> : <PlaceholderPage title={route.title} />}</RoutePage>
        </RequirePermission>
      ),
    },
  ];
  });

  return [
    { path: PATHS.login, element: page(<LoginPage landingFor={landingPage} />), errorElement: <RouteErrorPage /> },
    { path: PATHS.unauthorized, element: page(<AccessDeniedPage />), errorElement: <RouteErrorPage /> },
    {
      element: <RequireAuth />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          element: page(<AppLayout />),
          // A failing screen shows its error inside the layout, with the sidebar still there.
          children: [{ errorElement: <RouteErrorPage />, children: [{ index: true, element: <IndexRedirect /> }, ...screens] }],
        },
      ],
    },
    { path: '*', element: page(<NotFoundPage />), errorElement: <RouteErrorPage /> },
  ];
}
