import Typography from '@mui/material/Typography';
import type { LabourWorkEntry } from '@/api/quotationSheets';
import { totalWages } from '@/lib/amounts';
import { formatRupees } from '@/lib/money';
import { numberIn } from './cellValues';
import { useDraftsVersion } from './draftStore';
import type { LabourValues } from './labourRows';
import type { SheetFooterProps } from './SheetScreen';

/** The sheet's wages as shown: saved entries (with any edit in progress) and the new rows typed so far. */
export function TotalWages({ saved, newKeys, store }: SheetFooterProps<LabourValues, LabourWorkEntry>) {
  useDraftsVersion(store);
  const wages = [
    ...saved.map((entry) => {
      const draft = store.get(entry._id);
      return { wage: draft ? numberIn(draft.values.wage) : entry.wage };
    }),
    ...newKeys.map((key) => ({ wage: numberIn(store.get(key)?.values.wage ?? '') })),
  ];
  return (
    <Typography component="p" variant="h6" sx={{ mt: 2, textAlign: 'right' }}>
      Total Wages: {formatRupees(totalWages(wages))}
    </Typography>
  );
}
