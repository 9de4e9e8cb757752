/**
 * What `npm run bench` waits for on each screen: when its content is complete, declared once per route
 * of the route table, as CSS selectors the page itself checks (see benchPage.mjs).
 *
 * A screen is complete when, in one frame:
 *   - it shows its heading (h1);
 *   - no progress bar or spinner is left ([role="progressbar"], the route's 'Loading...' screen included),
 *     and nothing is marked aria-busy (a list still loading, amounts still being computed);
 *   - no stat card still shows '—' (its figure not known yet);
 *   - every selector of its `content` matches: its main content (a list's first row, a form's submit
 *     button, a sheet's rows or its empty state).
 * `list` is the element whose rows a search changes (the keystroke timing watches it); `fanOut`, a screen
 * whose load is a pool of requests (`loader`: the paths of the pooled requests, `pool`: how many at once),
 * measured against its floor instead of against the demo seed.
 */
import { AMOUNT_LOOKUP_CONCURRENCY, PROJECT_LINES_CONCURRENCY } from '../src/config/constants.ts';
import { PATHS } from '../src/config/paths.ts';

const dataRows = (table) => `table[aria-label="${table}"] tbody tr[aria-rowindex]`;
/** A list table: its first row of data, and its body as the part a search redraws. */
const listTable = (table) => ({ content: [dataRows(table)], list: `table[aria-label="${table}"] tbody` });
/** A form page: the form with its submit button. */
const FORM = { content: ['main form button[type="submit"]'] };
/** A quotation sheet: its rows, or its empty state's row, once read. */
const sheet = (table) => ({ content: [`table[aria-label="${table}"] tbody tr`] });

/**
 * The project-lines loader's requests: the projects, each project's items, each item's lines (`lines`, the
 * path of the per-item read); its pool is config.json's requestPool (6 unless set).
 */
const projectLines = (lines) => ({ loader: `/(project/getAllProjects|quotation/getQuotationItemsByProject/|${lines})`, lines, pool: PROJECT_LINES_CONCURRENCY, followsRequestPool: true });

export const SCREENS = [
  // The charts' wages and material costs are read only once the charts are scrolled into view: not here.
  { route: PATHS.dashboard, ...listTable('Recent Projects'), content: [dataRows('Recent Projects'), 'section ul > li'] },
  { route: PATHS.userManagement, ...listTable('Users') },
  { route: PATHS.addUser, ...FORM },
  { route: PATHS.userPermissions, content: ['ul[aria-label="Users"] > li'], list: 'ul[aria-label="Users"]' },
  { route: PATHS.roleManagement, content: ['main article'], list: 'ul[aria-label="Roles"]' },
  { route: PATHS.addRole, ...FORM },
  { route: PATHS.projectManagement, ...listTable('Projects') },
  { route: PATHS.addProject, ...FORM },
  {
    route: PATHS.quotationManagement,
    ...listTable('Quotation items'),
    // Each item's amount: its materials and its labour, looked up AMOUNT_LOOKUP_CONCURRENCY at a time.
    fanOut: { loader: '/(material/quotationMaterial/|labourwork/quotation/)', pool: AMOUNT_LOOKUP_CONCURRENCY },
  },
  // Both joins (the wages and the material lines), read side by side, each a load with a pool of its own: its
  // floor counts the requests of both, at both pools.
  { route: PATHS.projectCosts, ...listTable('Project costs'), fanOut: { ...projectLines('labourwork/quotation/|material/quotationMaterial/'), loads: 2 } },
  { route: PATHS.addQuotationItem, content: ['main [aria-label="Project"]', ...FORM.content] },
  { route: PATHS.measurementSheet, ...sheet('Measurement rows') },
  { route: PATHS.materialSheet, ...sheet('Material entries') },
  { route: PATHS.labourSheet, ...sheet('Labour entries') },
  { route: PATHS.labourManagement, ...listTable('Labour') },
  { route: PATHS.labourSalary, ...listTable('Labour salary records'), fanOut: projectLines('labourwork/quotation/') },
  { route: PATHS.addLabour, ...FORM },
  { route: PATHS.purchasing, ...listTable('Project purchase summaries'), fanOut: projectLines('material/quotationMaterial/') },
  { route: PATHS.materialPurchase, ...listTable('Purchases') },
  { route: PATHS.excessQuantity, ...listTable('Excess items') },
  { route: PATHS.clientBilling, ...listTable('Bills') },
  { route: PATHS.vendorManagement, ...listTable('Vendors') },
  { route: PATHS.addVendor, ...FORM },
];

/** A route pattern as a regular expression over a path ('/add-quotation-item/:projectId'). */
export function routePattern(route) {
  return `^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z][A-Za-z0-9]*/g, '[^/]+')}$`;
}
