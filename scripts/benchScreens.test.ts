import { APP_ROUTES } from '@/app/routeTable';
import { PATHS } from '@/config/paths';
import { fillRoute } from '../tests/e2e/tourRoutes';
import { routePattern, SCREENS } from './benchScreens.mjs';

describe('what the benchmark waits for on each screen', () => {
  test('declares every route of the route table once, and nothing else', () => {
    const declared = SCREENS.map((screen) => screen.route);
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared].sort()).toEqual(APP_ROUTES.map((route) => route.path).sort());
  });

  test('each screen names its main content; a searchable list names the element its rows are in', () => {
    for (const screen of SCREENS) {
      expect(screen.content.length, screen.route).toBeGreaterThan(0);
      if (screen.list) expect(screen.list, screen.route).not.toBe('');
    }
  });

  test('the fan-outs are the screens whose load is a pool of requests', () => {
    expect(SCREENS.filter((screen) => screen.fanOut).map((screen) => screen.route)).toEqual([PATHS.quotationManagement, PATHS.projectCosts, PATHS.labourSalary, PATHS.purchasing]);
    const costs = new RegExp(SCREENS.find((screen) => screen.route === PATHS.projectCosts)!.fanOut!.lines!);
    expect(['/labourwork/quotation/q1', '/material/quotationMaterial/q1'].map((path) => costs.test(path))).toEqual([true, true]);
    expect(new RegExp(SCREENS.find((screen) => screen.route === PATHS.labourSalary)!.fanOut!.loader).test('/labourwork/quotation/q1')).toBe(true);
    expect(new RegExp(SCREENS.find((screen) => screen.route === PATHS.purchasing)!.fanOut!.loader).test('/labourwork/quotation/q1')).toBe(false);
  });

  test('a route pattern matches its own addresses only', () => {
    const matches = (route: string, path: string) => new RegExp(routePattern(route)).test(path);
    expect(matches(PATHS.addQuotationItem, fillRoute(PATHS.addQuotationItem, { projectId: 'p1' }))).toBe(true);
    expect(matches(PATHS.addQuotationItem, '/add-quotation-item/p1/more')).toBe(false);
    expect(matches(PATHS.dashboard, '/dashboard')).toBe(true);
    expect(matches(PATHS.dashboard, '/dashboards')).toBe(false);
    expect(matches(PATHS.addProject, '/Project-creation')).toBe(true);
  });
});
