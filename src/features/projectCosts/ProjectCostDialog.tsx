import { lazy, Suspense } from 'react';
import type { ProjectCostBreakdownProps } from './ProjectCostBreakdown';

// The chart library comes with the breakdown, not with the list.
const ProjectCostBreakdown = lazy(() => import('./ProjectCostBreakdown'));

/** A project's breakdown, loaded when first opened. */
export function ProjectCostDialog(props: ProjectCostBreakdownProps) {
  return (
    <Suspense fallback={null}>
      <ProjectCostBreakdown {...props} />
    </Suspense>
  );
}
