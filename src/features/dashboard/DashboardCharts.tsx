/**
 * The dashboard's charts, loaded lazily so that the cards and lists paint first; the chart library comes in
 * with this module only. Billing and projects are drawn from the dashboard's own reads; wages and material
 * costs from the project-lines joins the salary and purchasing screens share, read one after the other once
 * this module has painted.
 */
import { useMemo, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme, type Theme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { DashboardParts, DashboardRead } from '@/api/dashboard';
import { useLabourSalaryRecords } from '@/api/labourSalary';
import { useMaterialLines } from '@/api/materialLines';
import type { ProjectLinesState } from '@/api/projectLines';
import { formatLakhs } from '@/lib/lakhs';
import { formatRupees } from '@/lib/money';
import { plural } from '@/lib/plural';
import { useInView } from '@/components/useInView';
import { useCan } from '@/session/useCan';
import { billingByMonth, materialCostByProject, periodWindow, projectsByStatus, wagesPaidUnpaid, type PeriodWindow } from './chartFigures';
import { CHART_HEIGHT, ChartPanel, type ChartPanelState } from '@/components/ChartPanel';
import { DASHBOARD_TEXTS as T, type DashboardPeriod } from './dashboardTexts';
import { projectStatusTone } from './projectStatusTone';

export interface DashboardChartsProps {
  parts: DashboardParts;
  period: DashboardPeriod;
  refetch: (read: DashboardRead) => void;
  fetching: readonly DashboardRead[];
}

const money = (value: number | null) => formatRupees(value ?? 0);

/**
 * A status's colour from the theme (so that a dark theme brings its own contrast), by meaning as the
 * status chips go; planning is grey here, as the theme's secondary colour is its warning colour.
 */
function statusColour(theme: Theme, status: string): string {
  const tone = projectStatusTone(status);
  if (tone === 'secondary') return theme.palette.text.secondary;
  return tone === 'default' ? theme.palette.text.primary : theme.palette[tone].main;
}

function readError(read: DashboardRead, message: string, props: DashboardChartsProps): ChartPanelState {
  return { status: 'error', message, onRetry: () => props.refetch(read), retrying: props.fetching.includes(read) };
}

function BillingChart(props: DashboardChartsProps & { span: PeriodWindow }) {
  const theme = useTheme();
  const { bills } = props.parts;
  const figures = useMemo(() => (bills ? billingByMonth(bills, props.span) : null), [bills, props.span]);
  let state: ChartPanelState;
  if (!figures) state = readError('bills', T.billsFailed, props);
  else if (figures.bills === 0) state = { status: 'empty', text: T.noBills };
  else {
    const series = [
      { dataKey: 'paid', label: 'Paid', color: theme.palette.success.main },
      { dataKey: 'pending', label: 'Pending', color: theme.palette.warning.main },
      { dataKey: 'overdue', label: 'Overdue', color: theme.palette.error.main },
    ] as const;
    state = {
      status: 'ready',
      chart: (
        <BarChart
          dataset={figures.months.map((m) => ({ ...m }))}
          xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
          yAxis={[{ valueFormatter: (value: number) => formatLakhs(value), width: 72 }]}
          series={series.map((s) => ({ ...s, stack: 'billed', valueFormatter: money }))}
          height={CHART_HEIGHT}
          skipAnimation
        />
      ),
      table: {
        columns: ['Month', 'Paid', 'Pending', 'Overdue'],
        rows: figures.months.map((m) => ({ key: m.month, cells: [m.label, formatRupees(m.paid), formatRupees(m.pending), formatRupees(m.overdue)] })),
      },
    };
  }
  return <ChartPanel title={T.billingChart} chartLabel={`${T.billingChart}, ${props.period}: paid, pending and overdue bill totals per month`} state={state} />;
}

function ProjectsChart(props: DashboardChartsProps & { span: PeriodWindow }) {
  const theme = useTheme();
  const { projects } = props.parts;
  const counts = useMemo(() => (projects ? projectsByStatus(projects, props.span) : null), [projects, props.span]);
  let state: ChartPanelState;
  if (!counts) state = readError('projects', T.projectsFailed, props);
  else if (counts.length === 0) state = { status: 'empty', text: T.noProjectsInPeriod };
  else
    state = {
      status: 'ready',
      chart: (
        <PieChart
          series={[
            {
              data: counts.map((c) => ({ id: c.status, value: c.count, label: c.status, color: statusColour(theme, c.status) })),
              innerRadius: 50,
              valueFormatter: (item) => plural(item.value, 'project'),
            },
          ]}
          height={CHART_HEIGHT}
          skipAnimation
        />
      ),
      table: { columns: ['Status', 'Projects'], rows: counts.map((c) => ({ key: c.status, cells: [c.status, String(c.count)] })) },
    };
  return <ChartPanel title={T.projectsChart} chartLabel={`${T.projectsChart}, ${props.period}: projects under way by status`} state={state} />;
}

/**
 * A join's state as a panel's: waiting until it is asked for, loading until the whole result is in, its
 * failure, or what `ready` draws (with a note of the parts that failed, or as a failure when what did load
 * has nothing to draw).
 */
function joinState<Line>(join: ProjectLinesState<Line>, asked: boolean, errorText: string, ready: () => ChartPanelState): ChartPanelState {
  if (join.error && !join.complete) return { status: 'error', message: errorText, onRetry: join.refetch, retrying: join.refetching };
  if (!join.complete) return { status: asked ? 'loading' : 'waiting' };
  const state = ready();
  if (join.failed.length === 0) return state;
  // Nothing in the period among the parts that loaded is no answer while others failed (ruling 36).
  if (state.status === 'empty') return { status: 'error', message: T.incomplete(join.failed.length), onRetry: join.retryFailed, retrying: join.retrying };
  if (state.status !== 'ready') return state;
  return {
    ...state,
    note: (
      <Alert
        severity="warning"
        sx={{ mb: 1 }}
        action={
          <Button color="inherit" size="small" onClick={join.retryFailed} disabled={join.retrying}>
            {T.retry}
          </Button>
        }
      >
        {T.incomplete(join.failed.length)}
      </Alert>
    ),
  };
}

function WagesChart({ span, period, read }: { span: PeriodWindow; period: DashboardPeriod; read: boolean }) {
  const theme = useTheme();
  const labour = useLabourSalaryRecords({ enabled: read });
  const totals = useMemo(() => wagesPaidUnpaid(labour.rows, span), [labour.rows, span]);
  const state = joinState(labour, read, T.wagesFailed, () =>
    totals.entries === 0
      ? { status: 'empty', text: T.noWages }
      : {
          status: 'ready',
          chart: (
            <PieChart
              series={[
                {
                  data: [
                    { id: 'paid', value: totals.paid, label: 'Paid', color: theme.palette.success.main },
                    { id: 'unpaid', value: totals.unpaid, label: 'Unpaid', color: theme.palette.warning.main },
                  ],
                  innerRadius: 50,
                  valueFormatter: (item) => formatRupees(item.value),
                },
              ]}
              height={CHART_HEIGHT}
              skipAnimation
            />
          ),
          table: {
            columns: ['Wages', 'Amount'],
            rows: [
              { key: 'paid', cells: ['Paid', formatRupees(totals.paid)] },
              { key: 'unpaid', cells: ['Unpaid', formatRupees(totals.unpaid)] },
            ],
          },
        },
  );
  return <ChartPanel title={T.wagesChart} chartLabel={`${T.wagesChart}, ${period}: labour wages paid against unpaid`} state={state} />;
}

function MaterialsChart({ span, period, after, shown }: { span: PeriodWindow; period: DashboardPeriod; after: boolean; shown: boolean }) {
  const theme = useTheme();
  // Read once the wages' join is done: its projects and quotation items are then cached, so this one reads only its lines.
  const materials = useMaterialLines({ enabled: after });
  const costs = useMemo(() => materialCostByProject(materials.rows, span), [materials.rows, span]);
  const state = joinState(materials, shown, T.materialsFailed, () =>
    costs.length === 0
      ? { status: 'empty', text: T.noMaterialCost }
      : {
          status: 'ready',
          chart: (
            <BarChart
              layout="horizontal"
              dataset={costs.map((c) => ({ ...c }))}
              yAxis={[{ scaleType: 'band', dataKey: 'projectName', width: 120, valueFormatter: (name: string) => (name.length > 18 ? `${name.slice(0, 17)}…` : name) }]}
              xAxis={[{ valueFormatter: (value: number) => formatLakhs(value) }]}
              series={[{ dataKey: 'cost', label: 'Material cost', color: theme.palette.primary.main, valueFormatter: money }]}
              height={CHART_HEIGHT}
              hideLegend
              skipAnimation
            />
          ),
          table: { columns: ['Project', 'Material cost'], rows: costs.map((c) => ({ key: c.projectId, cells: [c.projectName, formatRupees(c.cost)] })) },
        },
  );
  return <ChartPanel title={T.materialsChart} chartLabel={`${T.materialsChart}, ${period}: material cost of the costliest projects`} state={state} />;
}

/**
 * The charts: a column under 900 px, a grid of two above. Wages need VIEW_LABOR and material costs
 * VIEW_MATERIALS, as their own screens do; a user without either sees neither chart, and nothing is read for it.
 * Their joins are the salary and purchasing screens' whole loads: they start once the charts come into view,
 * so a visit that never scrolls down to them costs the provider nothing (a cached result still shows at once).
 */
export default function DashboardCharts(props: DashboardChartsProps) {
  const grid = useRef<HTMLDivElement>(null);
  const shown = useInView(grid);
  // Worked out again when the day changes under a dashboard left open (it refreshes every 30 s).
  const today = new Date().toDateString();
  const span = useMemo(() => periodWindow(props.period, new Date(today)), [props.period, today]);
  const canWages = useCan('VIEW_LABOR');
  const canMaterials = useCan('VIEW_MATERIALS');
  const labour = useLabourSalaryRecords({ enabled: canWages && shown });
  return (
    <Box ref={grid} sx={{ display: 'grid', gap: 3, mt: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <BillingChart {...props} span={span} />
      <ProjectsChart {...props} span={span} />
      {canWages && <WagesChart span={span} period={props.period} read={shown} />}
      {canMaterials && <MaterialsChart span={span} period={props.period} shown={shown} after={shown && (!canWages || labour.complete || labour.error != null)} />}
    </Box>
  );
}
