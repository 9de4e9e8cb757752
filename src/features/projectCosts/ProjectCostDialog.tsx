import { lazyDialog } from '@/components/lazyDialog';

/** A project's breakdown, loaded when first opened: the chart library comes with it, not with the list. */
export const ProjectCostDialog = lazyDialog(() => import('./ProjectCostBreakdown').then((m) => m.default));
