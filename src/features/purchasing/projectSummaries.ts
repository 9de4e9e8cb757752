/**
 * A project's material purchasing at a glance, derived from its material lines (02 §3 "Project summary"):
 * the latest date, the line count, material names with counts, distinct vendors and each one's cost,
 * total cost, quotations count, pending and completed counts, and the status they give (02 §4).
 */
import { roundMoney, toNumber } from '@/lib/money';

/** What a summary needs of a material line; qty and rate may still be text with thousands commas. */
export interface SummaryLine {
  projectId: string;
  projectName: string;
  projectNumber: string;
  quotationId: string;
  quotationDate: string;
  createdAt: string;
  name: string;
  qty: number | string;
  rate: number | string;
  vendor: string;
  status: string;
}

export interface SummaryProject {
  _id: string;
  projectName: string;
  projectNumber: string;
}

export type ProjectPurchaseStatus = 'Completed' | 'Pending' | 'Partial';
/**
 * A project's status as the summary shows it: from its lines once they are all in; 'Loading' while some
 * are still coming, 'Not loaded' when some failed to load (a status from part of its lines would be false).
 */
export type SummaryStatus = ProjectPurchaseStatus | 'Loading' | 'Not loaded';

export interface ProjectSummary {
  projectId: string;
  projectName: string;
  projectNumber: string;
  /** The latest quotation date among its lines (their creation time when a line has none); '' without lines. */
  latestDate: string;
  totalItems: number;
  /** Material names in order of first appearance, with how many lines name each. */
  materials: { name: string; count: number }[];
  /** Distinct vendors in order of first appearance, each with its cost on this project. */
  vendors: { name: string; cost: number }[];
  totalCost: number;
  quotations: number;
  pending: number;
  completed: number;
  status: SummaryStatus;
}

/** Whether the summary's figures and status come from all of the project's lines. */
export const linesKnown = (summary: Pick<ProjectSummary, 'status'>) => summary.status !== 'Loading' && summary.status !== 'Not loaded';

/** A line's total amount: qty × rate. */
export function lineTotal(line: Pick<SummaryLine, 'qty' | 'rate'>): number {
  return toNumber(line.qty) * toNumber(line.rate);
}

const isCompleted = (line: Pick<SummaryLine, 'status'>) => line.status.trim().toLowerCase() === 'completed';

function timeOf(value: string): number {
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? -Infinity : time;
}

/** Completed when every line is completed, Pending when none is (a project without lines included), else Partial. */
export function purchaseStatusOf(completed: number, total: number): ProjectPurchaseStatus {
  if (total > 0 && completed === total) return 'Completed';
  if (completed === 0) return 'Pending';
  return 'Partial';
}

/** 'Completed', 'Pending' or 'Partial (done/total)'; 'Loading…' or 'Not loaded' while its lines are not all in. */
export function purchaseStatusLabel(summary: Pick<ProjectSummary, 'status' | 'completed' | 'totalItems'>): string {
  if (summary.status === 'Partial') return `Partial (${summary.completed}/${summary.totalItems})`;
  return summary.status === 'Loading' ? 'Loading…' : summary.status;
}

/** Projects whose lines are not all in: still loading, or with a part that failed to load. */
export interface UnknownProjects {
  loading?: readonly string[];
  failed?: ReadonlySet<string>;
}

/** One project's summary from its lines. */
export function summariseProject(project: SummaryProject, lines: readonly SummaryLine[]): ProjectSummary {
  const materials = new Map<string, number>();
  const vendors = new Map<string, number>();
  const quotations = new Set<string>();
  let latestDate = '';
  let latestTime = -Infinity;
  let totalCost = 0;
  let completed = 0;
  // The lines of one item share its date: each distinct date is parsed once (thousands of lines per screen).
  const times = new Map<string, number>();
  for (const line of lines) {
    const cost = lineTotal(line);
    totalCost += cost;
    materials.set(line.name, (materials.get(line.name) ?? 0) + 1);
    const vendor = line.vendor.trim();
    if (vendor) vendors.set(vendor, (vendors.get(vendor) ?? 0) + cost);
    quotations.add(line.quotationId);
    if (isCompleted(line)) completed += 1;
    const date = line.quotationDate || line.createdAt;
    let time = times.get(date);
    if (time === undefined) times.set(date, (time = timeOf(date)));
    if (time > latestTime) {
      latestTime = time;
      latestDate = date;
    }
  }
  return {
    projectId: project._id,
    projectName: project.projectName,
    projectNumber: project.projectNumber,
    latestDate,
    totalItems: lines.length,
    materials: [...materials].map(([name, count]) => ({ name, count })),
    vendors: [...vendors].map(([name, cost]) => ({ name, cost: roundMoney(cost) })),
    totalCost: roundMoney(totalCost),
    quotations: quotations.size,
    pending: lines.length - completed,
    completed,
    status: purchaseStatusOf(completed, lines.length),
  };
}

/** The summaries made last time, by project, with the lines each was made from. */
export type SummaryMemory = Map<string, { lines: readonly SummaryLine[]; summary: ProjectSummary }>;

const sameLines = (a: readonly SummaryLine[], b: readonly SummaryLine[]) => a.length === b.length && a.every((line, i) => line === b[i]);

/**
 * Every project's summary, in the order the projects were read; a project without lines has an empty
 * summary, and lines of a project missing from the list still get theirs (from the lines' own context).
 * A project whose lines are not all in (`unknown`) says so instead of a status. With a `memory`, a project
 * whose lines are the very same as last time keeps its summary: while lines arrive, only the projects
 * that gained some are summarised again.
 */
export function summariseProjects(
  projects: readonly SummaryProject[],
  lines: readonly SummaryLine[],
  unknown: UnknownProjects = {},
  memory?: SummaryMemory,
): ProjectSummary[] {
  const byProject = new Map<string, SummaryLine[]>();
  for (const line of lines) {
    const list = byProject.get(line.projectId);
    if (list) list.push(line);
    else byProject.set(line.projectId, [line]);
  }
  const known = new Set(projects.map((project) => project._id));
  const orphans = [...byProject].filter(([id]) => !known.has(id));
  const loading = new Set(unknown.loading);
  const withKnownStatus = (summary: ProjectSummary): ProjectSummary => {
    if (unknown.failed?.has(summary.projectId)) return { ...summary, status: 'Not loaded' };
    return loading.has(summary.projectId) ? { ...summary, status: 'Loading' } : summary;
  };
  const used: SummaryMemory = new Map();
  const summarise = (project: SummaryProject, own: readonly SummaryLine[]) => {
    const last = memory?.get(project._id);
    const summary =
      last && sameLines(last.lines, own) && last.summary.projectName === project.projectName && last.summary.projectNumber === project.projectNumber
        ? last.summary
        : summariseProject(project, own);
    used.set(project._id, { lines: own, summary });
    return summary;
  };
  const summaries = [
    ...projects.map((project) => summarise(project, byProject.get(project._id) ?? [])),
    ...orphans.map(([id, own]) => summarise({ _id: id, projectName: own[0].projectName, projectNumber: own[0].projectNumber }, own)),
  ].map(withKnownStatus);
  if (memory) {
    memory.clear();
    for (const [id, entry] of used) memory.set(id, entry);
  }
  return summaries;
}

/** The page's cards: projects, total cost and total items over the given summaries. */
export function purchasingTotals(summaries: readonly ProjectSummary[]) {
  let totalCost = 0;
  let totalItems = 0;
  for (const summary of summaries) {
    totalCost += summary.totalCost;
    totalItems += summary.totalItems;
  }
  return { projects: summaries.length, totalCost: roundMoney(totalCost), totalItems };
}
