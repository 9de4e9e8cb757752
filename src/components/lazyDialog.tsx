import { lazy, Suspense, useState, type ComponentType } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { DetailsDialog } from './DetailsDialog';
import { ErrorBanner } from './ErrorBanner';
import { PartBoundary } from './PartBoundary';

export const LAZY_DIALOG_TEXTS = {
  opening: 'Opening…',
  failedTitle: 'Could not open',
  failed: 'This part of the app could not be loaded. Check the connection and try again.',
} as const;

/**
 * A dialog whose code loads when it is first opened (its builders, a chart library), not with its screen.
 * While the code comes, a bar runs along the top of the screen; when it cannot come (offline, a deploy in
 * between), a small dialog says so, with Retry and Close, and the screen stays as it was. `preload` starts
 * the load early (on a button's hover or focus).
 */
export function lazyDialog<P extends { onClose: () => void }>(load: () => Promise<ComponentType<P>>) {
  const loadModule = () => load().then((component) => ({ default: component }));
  /** A lazy component remembers a failed load: Retry makes a new one. */
  let Part = lazy(loadModule);

  function LazyDialog(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Part = lazy(loadModule);
      setAttempt((n) => n + 1);
    };
    const failed = (
      <DetailsDialog title={LAZY_DIALOG_TEXTS.failedTitle} onClose={props.onClose}>
        <ErrorBanner message={LAZY_DIALOG_TEXTS.failed} onRetry={retry} />
      </DetailsDialog>
    );
    return (
      <PartBoundary key={attempt} fallback={failed}>
        <Suspense fallback={<LinearProgress aria-label={LAZY_DIALOG_TEXTS.opening} sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'modal' }} />}>
          <Part {...props} />
        </Suspense>
      </PartBoundary>
    );
  }
  LazyDialog.preload = () => void load().catch(() => undefined);
  return LazyDialog;
}
