import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import LoginPage from '@/auth/LoginPage';
import { preloadableLazy, type PreloadableLazy } from '@/components/preloadableLazy';
import { canAccess } from '@/lib/permissions';
import { useSessionStore } from '@/session/sessionStore';
import { preloadRupeeGlyph } from './fonts';
import { IndexRedirect, RequireAuth, RequirePermission } from './guards';
import { LoadingScreen } from './LoadingScreen';
import { PlaceholderPage } from './PlaceholderPage';
import { RouteErrorPage } from './RouteErrorPage';
import { RoutePage } from './RoutePage';
import { PATHS } from '@/config/paths';
import { landingPage } from './navigation';
import { APP_ROUTES, type AppRoute, type ScreenHandle } from './routeTable';

/**
 * The screen a full page load opened on (its code), which the layout waits for: it then paints with the
 * screen in it. Arriving after the layout's, the screen's code showed the layout's loading bar, and React
 * holds content back until 300 ms after a loading state it showed.
 */
let openingScreen: Promise<unknown> = Promise.resolve();
const AppLayout = preloadableLazy(() => {
  preloadRupeeGlyph();
  return Promise.all([import('./layout/AppLayout'), openingScreen.catch(() => undefined)]).then(([layout]) => layout);
});
const AccessDeniedPage = lazy(() => import('./AccessDeniedPage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));

/** One lazy component per screen, created once; a route without a page shows its placeholder. */
const screenPages = new Map<string, PreloadableLazy<object>>(
  APP_ROUTES.flatMap((route) => (route.page ? [[route.path, preloadableLazy(route.page)] as const] : [])),
);

const page = (element: ReactNode) => <Suspense fallback={<LoadingScreen />}>{element}</Suspense>;

/**
 * Starts what a screen needs before it renders: its data when the route has `prefetch`, the layout's code
 * and its own. Only for a user who may open it (an unauthorised read would end the session). The data's
 * modules are asked for first: where the browser has six connections to the server, the files asked for
 * first come first, and the reads wait for their modules while the layout and the screen render.
 */
function preloaderOf(route: AppRoute): (() => Promise<void>) | undefined {
  const { prefetch } = route;
  const screen = screenPages.get(route.path);
  if (!screen && !prefetch) return undefined;
  return async () => {
    if (!canAccess(useSessionStore.getState().user, route.permission)) return;
    const modules = prefetch && Promise.all([import('./queryClient'), import('./persistedLines'), prefetch()]);
    if (screen) openingScreen = screen.preload();
    void AppLayout.preload().catch(() => undefined);
    if (!modules) return;
    try {
      const [{ appQueryClient }, { persistProjectLines }, start] = await modules;
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
