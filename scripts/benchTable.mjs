/**
 * The benchmark's one table: a row per figure with its value, its budget and whether the budget is met.
 * Printed as Markdown, and appended to docs/performance.md with the run's date, commit, core count and
 * seed in front of every row, under the table header that file ends with (older rows are kept).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const PERFORMANCE_DOC = 'docs/performance.md';
export const RUN_COLUMNS = ['date', 'commit', 'cores', 'seed'];
export const FIGURE_COLUMNS = ['figure', 'value', 'budget', 'met'];

/** A row: `met` is true, false, or null for a figure without a budget. */
export function row(figure, value, budget = '—', met = null) {
  return { figure, value, budget, met };
}

const metText = (met) => (met === null ? '—' : met ? 'met' : 'not met');
const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const line = (cells) => `| ${cells.map(cell).join(' | ')} |`;
const header = (columns) => [line(columns), line(columns.map(() => '---'))];

export function markdownTable(rows) {
  return [...header(FIGURE_COLUMNS), ...rows.map((r) => line([r.figure, r.value, r.budget, metText(r.met)]))].join('\n');
}

/**
 * Appends the rows to the table at the end of docs/performance.md, each with the run's columns; writes the
 * table header first when the file does not end with that table.
 */
export function appendToPerformanceDoc(rows, run) {
  const columns = [...RUN_COLUMNS, ...FIGURE_COLUMNS];
  const text = existsSync(PERFORMANCE_DOC) ? readFileSync(PERFORMANCE_DOC, 'utf8').replace(/\s*$/, '\n') : '# Performance\n';
  const lastLine = text.trimEnd().split('\n').at(-1) ?? '';
  const headed = lastLine.startsWith('|') && text.includes(header(columns)[0]);
  const lines = [...(headed ? [] : ['', ...header(columns)]), ...rows.map((r) => line([run.date, run.commit, run.cores, run.seed, r.figure, r.value, r.budget, metText(r.met)]))];
  writeFileSync(PERFORMANCE_DOC, `${text}${lines.join('\n')}\n`);
}
