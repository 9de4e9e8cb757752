import { PATHS } from '@/config/paths';
import { TOUR_STOPS, UNKNOWN_PATH, fillRoute, routeParams } from '../../tests/e2e/tourRoutes';
import { APP_ROUTES } from './routeTable';

const toured = TOUR_STOPS.map((stop) => stop.route);

describe('the browser tour', () => {
  test('visits every route of the route table', () => {
    const missing = APP_ROUTES.map((route) => route.path).filter((path) => !toured.includes(path));
    expect(missing).toEqual([]);
  });

  test('visits every path of PATHS, the public pages included, and an unknown address', () => {
    const missing = Object.values(PATHS).filter((path) => !toured.includes(path));
    expect(missing).toEqual([]);
    expect(toured).toContain(UNKNOWN_PATH);
    expect(APP_ROUTES.some((route) => route.path === UNKNOWN_PATH || route.aliases?.includes(UNKNOWN_PATH))).toBe(false);
  });

  test('visits each address once, and nothing that is not a route or a public page', () => {
    expect(new Set(toured).size).toBe(toured.length);
    const known = new Set<string>([...Object.values(PATHS), UNKNOWN_PATH]);
    expect(toured.filter((path) => !known.has(path))).toEqual([]);
  });

  test('starts signed out on the sign-in page, and sees every other page signed in', () => {
    expect(TOUR_STOPS[0]).toEqual({ route: PATHS.login, signedOut: true });
    expect(TOUR_STOPS.slice(1).filter((stop) => stop.signedOut)).toEqual([]);
  });

  test('fills a route’s parameters', () => {
    expect(routeParams(PATHS.addQuotationItem)).toEqual(['projectId']);
    expect(fillRoute(PATHS.addQuotationItem, { projectId: 'p 1' })).toBe('/add-quotation-item/p%201');
    expect(fillRoute(PATHS.dashboard, {})).toBe('/dashboard');
    expect(() => fillRoute(PATHS.addQuotationItem, {})).toThrow(':projectId');
  });
});
