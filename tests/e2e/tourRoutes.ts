/**
 * The stops of the browser tour (a11yTour.spec.ts): every route of the route table, the public pages and an
 * unknown address. A pure module (paths only), so that a Vitest test can check that it covers every
 * route of `APP_ROUTES` and stays in step with it.
 */
import { PATHS } from '../../src/config/paths';

export interface TourStop {
  /** The route's path as the route table writes it; `:param` parts are filled in by the tour. */
  route: string;
  /** Who looks at it: the public pages are seen signed out. */
  signedOut?: boolean;
}

/** An address no route answers: the Not Found page. */
export const UNKNOWN_PATH = '/no-such-page';

/**
 * In order: the sign-in page first (signed out; the tour then signs in through it), every screen of the
 * route table, then Access Denied and Not Found.
 */
export const TOUR_STOPS: readonly TourStop[] = [
  { route: PATHS.login, signedOut: true },
  { route: PATHS.dashboard },
  { route: PATHS.userManagement },
  { route: PATHS.addUser },
  { route: PATHS.userPermissions },
  { route: PATHS.roleManagement },
  { route: PATHS.addRole },
  { route: PATHS.projectManagement },
  { route: PATHS.addProject },
  { route: PATHS.quotationManagement },
  { route: PATHS.projectCosts },
  { route: PATHS.addQuotationItem },
  { route: PATHS.measurementSheet },
  { route: PATHS.materialSheet },
  { route: PATHS.labourSheet },
  { route: PATHS.labourManagement },
  { route: PATHS.labourSalary },
  { route: PATHS.addLabour },
  { route: PATHS.purchasing },
  { route: PATHS.materialPurchase },
  { route: PATHS.excessQuantity },
  { route: PATHS.clientBilling },
  { route: PATHS.vendorManagement },
  { route: PATHS.addVendor },
  { route: PATHS.unauthorized },
  { route: UNKNOWN_PATH },
];

/** The `:name` parameters of a route pattern. */
export function routeParams(route: string): string[] {
  return [...route.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((match) => match[1]);
}

/** A route pattern with its parameters filled in; throws when one has no value. */
export function fillRoute(route: string, values: Readonly<Record<string, string>>): string {
  return route.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The tour has no value for :${name} in ${route}`);
    return encodeURIComponent(value);
  });
}
