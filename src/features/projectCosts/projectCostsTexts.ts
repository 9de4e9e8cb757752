/** /project-costs' texts (the spec is silent; issue 33 names the screen and its figures). */
import type { ConnectionErrorTexts } from '@/api/connectionErrorText';
import { PURCHASE_UNREACHABLE_TEXT } from '@/api/purchaseLoadErrors';
import { formatRupees } from '@/lib/money';
import { plural } from '@/lib/plural';
import { formatCount } from '@/lib/indianNumbers';

export const PROJECT_COSTS_TEXTS = {
  title: 'Project Costs',
  subtitle: 'What each project is quoted, costs, bills and earns',
  search: 'Search by project name or number',
  noProjects: 'No projects found',
  noProjectsHint: 'Projects appear here once they are created.',
  noProjectsMatch: 'No projects match your search.',
  listLabel: 'Project costs',
  loadingLabel: 'Loading project costs',
  loadErrorTitle: 'Connection Error',
  loading: (done: number, total: number) =>
    `Loading wages and material lines: ${formatCount(done)} of ${formatCount(total)} ${total === 1 ? 'request' : 'requests'}`,
  partsFailed: (parts: number) => `${plural(parts, 'part')} of the wages and material lines failed to load; those projects' costs are not shown.`,
  billsNotLoaded: 'The bills could not be loaded: Billed, Received, Outstanding and Margin are not shown.',
  budgetsNotLoaded: 'The projects could not be loaded.',
  linesLoading: 'Loading…',
  linesFailed: 'Not loaded',
  viewLabel: (project: string) => `Breakdown of ${project}`,
  breakdownTitle: (project: string) => `Costs of ${project}`,
  breakdownChart: 'Quoted against cost, by quotation item',
  breakdownChartLabel: (project: string) => `Bar chart: each quotation item of ${project}, its quoted amount beside its material and labour cost`,
  breakdownEmpty: 'This project has no quotation items yet.',
  breakdownUnknown: 'Its costs are not all loaded yet: the breakdown shows once they are.',
  item: 'Quotation item',
  quoted: 'Quoted',
  material: 'Material cost',
  labour: 'Labour cost',
  difference: 'Quoted − cost',
  total: 'Total',
} as const;

/** 'INV bills naming no project on the list…' */
export const unmatchedBillsText = (count: number, total: number) =>
  `${plural(count, 'bill')} (${formatRupees(total)}) ${count === 1 ? 'names' : 'name'} no project on the list: left out of Billed, Received and Outstanding.`;

export const unratedLinesText = (count: number) => `${plural(count, 'material line')} ${count === 1 ? 'has' : 'have'} no rate: left out of Material cost.`;

/** The list's load failing: the wages' or the material lines' join (their projects read failing). */
export const PROJECT_COSTS_LOAD_ERRORS: ConnectionErrorTexts = {
  unreachable: PURCHASE_UNREACHABLE_TEXT,
  notFound: 'Failed to load project costs: the server does not have one of the calls they are read from.',
  otherwise: (detail) => `Failed to load project costs: ${detail}`,
};
