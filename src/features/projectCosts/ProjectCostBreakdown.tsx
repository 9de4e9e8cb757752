import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { CHART_HEIGHT, ChartPanel, type ChartPanelState } from '@/components/ChartPanel';
import { DetailsDialog } from '@/components/DetailsDialog';
import { formatLakhs } from '@/lib/lakhs';
import { formatRupees, roundMoney } from '@/lib/money';
import { itemCosts, type CostItem, type ItemCostRow, type LabourCostLine, type MaterialCostLine, type ProjectCostRow } from './projectCostFigures';
import { PROJECT_COSTS_TEXTS as T } from './projectCostsTexts';

/** How much of an item's description names its bar. */
const BAR_LABEL_LENGTH = 18;

export interface ProjectCostBreakdownProps {
  row: ProjectCostRow;
  /** The project's quotation items, or undefined while they are not read. */
  items: readonly CostItem[] | undefined;
  materials: readonly MaterialCostLine[];
  labour: readonly LabourCostLine[];
  onClose: () => void;
}

/** A project's breakdown by quotation item: each item's quoted amount against its material and labour cost, as a chart and its table. */
export default function ProjectCostBreakdown({ row, items, materials, labour, onClose }: ProjectCostBreakdownProps) {
  const theme = useTheme();
  const costs = useMemo(() => {
    if (row.lines !== 'known' || !items) return null;
    const own = <L extends { projectId: string }>(lines: readonly L[]) => lines.filter((line) => line.projectId === row.projectId);
    return itemCosts(items, own(materials), own(labour));
  }, [row, items, materials, labour]);

  let state: ChartPanelState;
  if (!costs) state = { status: 'empty', text: T.breakdownUnknown };
  else if (costs.length === 0) state = { status: 'empty', text: T.breakdownEmpty };
  else {
    const sum = (pick: (item: ItemCostRow) => number) => roundMoney(costs.reduce((total, item) => total + pick(item), 0));
    const cells = (name: string, quoted: number, material: number, labourCost: number) => [name, ...[quoted, material, labourCost, roundMoney(quoted - material - labourCost)].map(formatRupees)];
    state = {
      status: 'ready',
      chart: (
        <BarChart
          dataset={costs.map((item, i) => ({ label: `${i + 1}. ${item.description.slice(0, BAR_LABEL_LENGTH)}`, quoted: item.quoted, material: item.material, labour: item.labour }))}
          xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
          yAxis={[{ valueFormatter: (value: number) => formatLakhs(value), width: 72 }]}
          series={[
            { dataKey: 'quoted', label: T.quoted, color: theme.palette.primary.main, valueFormatter: (v) => formatRupees(v ?? 0) },
            { dataKey: 'material', label: T.material, stack: 'cost', color: theme.palette.warning.main, valueFormatter: (v) => formatRupees(v ?? 0) },
            { dataKey: 'labour', label: T.labour, stack: 'cost', color: theme.palette.success.main, valueFormatter: (v) => formatRupees(v ?? 0) },
          ]}
          height={CHART_HEIGHT}
          skipAnimation
        />
      ),
      table: {
        columns: [T.item, T.quoted, T.material, T.labour, T.difference],
        rows: [
          ...costs.map((item, i) => ({ key: item.quotationId, cells: cells(`${i + 1}. ${item.description}`, item.quoted, item.material, item.labour) })),
          { key: 'total', cells: cells(T.total, sum((i) => i.quoted), sum((i) => i.material), sum((i) => i.labour)) },
        ],
      },
    };
  }

  return (
    <DetailsDialog title={T.breakdownTitle(row.projectName)} onClose={onClose} large>
      {row.lines === 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {T.partsFailed(1)}
        </Alert>
      )}
      <ChartPanel title={T.breakdownChart} chartLabel={T.breakdownChartLabel(row.projectName)} state={state} />
    </DetailsDialog>
  );
}
