import type { ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useBills, type Bill } from '@/api/bills';
import { QueryError } from '@/components/QueryError';
import { BILL_EXPORT_TEXTS as T } from './billExportTexts';

/**
 * The bills an export is made from: the list's own read. Until it has answered the export shows its
 * progress; when it failed, the failure with Retry (ruling 36): an export never makes a file from a read
 * that failed, so `bills` is undefined and the download stays off.
 */
export function useBillsToExport(): { bills: Bill[] | undefined; readState: ReactNode } {
  const query = useBills();
  const bills = query.data;
  let readState: ReactNode = null;
  if (bills === undefined && query.isError) readState = <QueryError query={query} message={T.billsNotLoaded} />;
  else if (bills === undefined)
    readState = (
      <>
        <Typography color="text.secondary">{T.loadingBills}</Typography>
        <LinearProgress aria-label={T.loadingBills} />
      </>
    );
  return { bills, readState };
}
