/**
 * What each project earns: its budget, what it is quoted at, what its materials and labour cost, what is
 * billed and received, and the margin; worked out from the reads the screen already has (the projects, the
 * two project-lines joins, the quotation items and the bills). Pure: thousands of lines in one pass.
 *
 * A figure is never guessed: a project whose lines are still coming, or failed to load, has no cost figures
 * yet ('loading', 'failed'); without the bills there are no billing figures; and what cannot be counted (a
 * bill naming no project on the list, a material line without a rate) is counted apart, for the screen to say.
 */
import { materialAmount, quotationAmount } from '@/lib/amounts';
import { roundMoney, toNumber } from '@/lib/money';

export interface CostProject {
  _id: string;
  projectName: string;
  projectNumber: string;
  /** Null while the projects' own read has not answered. */
  budget: number | null;
}

interface LineOf {
  projectId: string;
  projectName: string;
  projectNumber: string;
  quotationId: string;
  quotationDescription: string;
}

export type MaterialCostLine = LineOf & { qty: number | string; rate: number | string };
export type LabourCostLine = LineOf & { wage: number | string; paymentStatus: string };

export interface CostItem {
  _id: string;
  description: string;
  totalAmount: number;
}

export interface CostBill {
  project: string;
  subtotal: number;
  total: number;
  status: string;
}

/** Whether a project's lines are all in: its cost figures are known only then. */
export type LinesState = 'known' | 'loading' | 'failed';

export interface ProjectCostRow {
  projectId: string;
  projectName: string;
  projectNumber: string;
  budget: number | null;
  lines: LinesState;
  /** The quotation items' amounts (ruling 25); null until the lines and the items are all in. */
  quoted: number | null;
  material: number | null;
  labour: number | null;
  /** Wages not yet paid, part of `labour`. */
  unpaidLabour: number | null;
  /** Null without the bills. */
  billedBeforeTax: number | null;
  billed: number | null;
  /** Bills Paid. */
  received: number | null;
  outstanding: number | null;
  /** Billed before tax − material − labour. */
  margin: number | null;
  /** (Material + labour) ÷ budget, as a percentage; null without a budget or while the costs are not known. */
  spentPercent: number | null;
}

/** What the figures leave out, for the screen to say. */
export interface LeftOut {
  /** Bills that name no project on the list, and their total. */
  unmatchedBills: number;
  unmatchedTotal: number;
  /** Material lines without a rate: their quantity is not a cost anyone can tell. */
  unratedLines: number;
}

export interface CostSources {
  projects: readonly CostProject[];
  materials: readonly MaterialCostLine[];
  labour: readonly LabourCostLine[];
  /** A project's quotation items, or undefined while they are not read. */
  itemsOf: (projectId: string) => readonly CostItem[] | undefined;
  /** Null while the bills are not read (or failed). */
  bills: readonly CostBill[] | null;
  /** Projects whose lines are still coming, in either join. */
  loading: ReadonlySet<string>;
  /** Projects some of whose lines failed to load, in either join. */
  failed: ReadonlySet<string>;
}

/** A bill's project name as matched against the list: case and spacing aside. */
export const projectNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

const isPaid = (status: string) => status.trim().toLowerCase() === 'paid';
const isRated = (line: MaterialCostLine) => toNumber(line.rate) > 0;

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const id = key(row);
    const group = groups.get(id);
    if (group) group.push(row);
    else groups.set(id, [row]);
  }
  return groups;
}

/** One quotation item's quoted amount against its costs, for a project's breakdown. */
export interface ItemCostRow {
  quotationId: string;
  description: string;
  quoted: number;
  material: number;
  labour: number;
}

/**
 * A project's items with their quoted amounts (ruling 25: materials' qty × rate plus wages, else the amount
 * the item was created with) and costs; lines of an item no longer on the list are an item of their own.
 */
export function itemCosts(items: readonly CostItem[], materials: readonly MaterialCostLine[], labour: readonly LabourCostLine[]): ItemCostRow[] {
  const materialsByItem = groupBy(materials, (line) => line.quotationId);
  const labourByItem = groupBy(labour, (line) => line.quotationId);
  const listed = new Set(items.map((item) => item._id));
  const orphanIds = [...new Set([...materialsByItem.keys(), ...labourByItem.keys()])].filter((id) => !listed.has(id));
  const rows = [
    ...items.map((item) => ({ id: item._id, description: item.description, createdTotal: item.totalAmount })),
    ...orphanIds.map((id) => ({ id, description: (materialsByItem.get(id) ?? labourByItem.get(id) ?? [])[0]?.quotationDescription ?? '', createdTotal: 0 })),
  ];
  return rows.map(({ id, description, createdTotal }) => {
    const itemMaterials = (materialsByItem.get(id) ?? []).map((line) => ({ qty: toNumber(line.qty), rate: toNumber(line.rate) }));
    const itemLabour = (labourByItem.get(id) ?? []).map((line) => ({ wage: toNumber(line.wage) }));
    return {
      quotationId: id,
      description,
      quoted: quotationAmount(itemMaterials, itemLabour, createdTotal),
      material: roundMoney(itemMaterials.reduce((sum, line) => sum + materialAmount(line.qty, line.rate), 0)),
      labour: roundMoney(itemLabour.reduce((sum, line) => sum + line.wage, 0)),
    };
  });
}

/** The rows made last time, by project, with what each was made from. */
export type CostMemory = Map<string, { inputs: readonly unknown[]; row: ProjectCostRow }>;

const sameInputs = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((input, i) => input === b[i]);

/**
 * Every project's row, in the order the projects were read, and what the figures leave out. With a
 * `memory`, a project whose lines, items, bills and state are the very same as last time keeps its row:
 * while lines arrive (a publish every 100 ms from each join), only the projects that gained some are
 * worked out again.
 */
export function projectCostRows(sources: CostSources, memory?: CostMemory): { rows: ProjectCostRow[]; leftOut: LeftOut } {
  const materialsByProject = groupBy(sources.materials, (line) => line.projectId);
  const labourByProject = groupBy(sources.labour, (line) => line.projectId);
  const byName = new Map(sources.projects.map((project) => [projectNameKey(project.projectName), project._id]));
  const billsByProject = new Map<string, CostBill[]>();
  let unmatchedBills = 0;
  let unmatchedTotal = 0;
  for (const bill of sources.bills ?? []) {
    const id = byName.get(projectNameKey(bill.project));
    if (id === undefined) {
      unmatchedBills += 1;
      unmatchedTotal += bill.total;
    } else {
      const own = billsByProject.get(id);
      if (own) own.push(bill);
      else billsByProject.set(id, [bill]);
    }
  }

  const used: CostMemory = new Map();
  const rows = sources.projects.map((project): ProjectCostRow => {
    const lines: LinesState = sources.failed.has(project._id) ? 'failed' : sources.loading.has(project._id) ? 'loading' : 'known';
    const materials = materialsByProject.get(project._id) ?? [];
    const labour = labourByProject.get(project._id) ?? [];
    const items = sources.itemsOf(project._id);
    const bills = sources.bills ? (billsByProject.get(project._id) ?? []) : null;
    const inputs = [project, lines, items, bills === null, ...(bills ?? []), materials.length, ...materials, labour.length, ...labour];
    const last = memory?.get(project._id);
    const row = last && sameInputs(last.inputs, inputs) ? last.row : costRow(project, lines, materials, labour, items, bills);
    used.set(project._id, { inputs, row });
    return row;
  });
  if (memory) {
    memory.clear();
    for (const [id, entry] of used) memory.set(id, entry);
  }
  const unratedLines = sources.materials.filter((line) => !isRated(line)).length;
  return { rows, leftOut: { unmatchedBills, unmatchedTotal: roundMoney(unmatchedTotal), unratedLines } };
}

/** One project's row from its own lines, items and bills. */
function costRow(
  project: CostProject,
  lines: LinesState,
  materials: readonly MaterialCostLine[],
  labour: readonly LabourCostLine[],
  items: readonly CostItem[] | undefined,
  bills: readonly CostBill[] | null,
): ProjectCostRow {
  const known = lines === 'known';
  const material = known ? roundMoney(materials.reduce((sum, line) => sum + materialAmount(toNumber(line.qty), toNumber(line.rate)), 0)) : null;
  const labourCost = known ? roundMoney(labour.reduce((sum, line) => sum + toNumber(line.wage), 0)) : null;
  const unpaidLabour = known ? roundMoney(labour.filter((line) => !isPaid(line.paymentStatus)).reduce((sum, line) => sum + toNumber(line.wage), 0)) : null;
  const quoted = known && items ? roundMoney(itemCosts(items, materials, labour).reduce((sum, item) => sum + item.quoted, 0)) : null;

  const billedBeforeTax = bills && roundMoney(bills.reduce((sum, bill) => sum + bill.subtotal, 0));
  const billed = bills && roundMoney(bills.reduce((sum, bill) => sum + bill.total, 0));
  const received = bills && roundMoney(bills.filter((bill) => isPaid(bill.status)).reduce((sum, bill) => sum + bill.total, 0));
  const costs = material !== null && labourCost !== null ? material + labourCost : null;
  return {
    projectId: project._id,
    projectName: project.projectName,
    projectNumber: project.projectNumber,
    budget: project.budget,
    lines,
    quoted,
    material,
    labour: labourCost,
    unpaidLabour,
    billedBeforeTax,
    billed,
    received,
    outstanding: billed !== null && received !== null ? roundMoney(billed - received) : null,
    margin: billedBeforeTax !== null && costs !== null ? roundMoney(billedBeforeTax - costs) : null,
    spentPercent: costs !== null && project.budget !== null && project.budget > 0 ? Math.round((costs / project.budget) * 1000) / 10 : null,
  };
}

export type CostFigure = 'budget' | 'quoted' | 'material' | 'labour' | 'billedBeforeTax' | 'billed' | 'received' | 'outstanding' | 'margin';

/**
 * The sums over some rows of each money figure, over the rows where it is known (the list's figures say
 * 'so far' or 'incomplete' while some are not); null when it is known on none of them.
 */
export function costTotals(rows: readonly ProjectCostRow[]): Record<CostFigure, number | null> {
  const figures: CostFigure[] = ['budget', 'quoted', 'material', 'labour', 'billedBeforeTax', 'billed', 'received', 'outstanding', 'margin'];
  const totals = {} as Record<CostFigure, number | null>;
  for (const figure of figures) {
    let sum = 0;
    let known = false;
    for (const row of rows) {
      const value = row[figure];
      if (value === null) continue;
      sum += value;
      known = true;
    }
    totals[figure] = known ? roundMoney(sum) : null;
  }
  return totals;
}
