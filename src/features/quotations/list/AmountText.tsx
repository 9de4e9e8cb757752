import Typography from '@mui/material/Typography';
import { formatRupees } from '@/lib/money';
import type { AmountState } from '@/api/quotationItemAmounts';
import { ONE_WORD } from '@/components/list/oneWord';

/** An item's amount in rupees, or why it is not shown yet. */
export function AmountText({ amount }: { amount: AmountState }) {
  if (amount === 'loading') {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        Calculating…
      </Typography>
    );
  }
  if (amount === 'failed') {
    return (
      <Typography component="span" variant="body2" color="error">
        Not available
      </Typography>
    );
  }
  return (
    <Typography component="span" variant="body2" sx={{ fontWeight: 600, ...ONE_WORD }}>
      {formatRupees(amount)}
    </Typography>
  );
}
