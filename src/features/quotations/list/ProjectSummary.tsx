import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@/lib/money';
import { plural } from '@/lib/plural';

/** The chosen project's number and name, with the item count and the total of the item amounts. */
export function ProjectSummary({
  projectNumber,
  projectName,
  itemCount,
  total,
  calculating,
  totalFailed,
}: {
  projectNumber: string;
  projectName: string;
  itemCount: number | null;
  total: number;
  calculating: boolean;
  /** An item's amount could not be read: the sum of the others is not the project's total (ruling 36). */
  totalFailed: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
      <Box sx={{ minWidth: 0 }}>
        {projectNumber && (
          <Typography variant="body2" color="text.secondary">
            Project Number: <strong>{projectNumber}</strong>
          </Typography>
        )}
        {projectName && (
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {projectName}
          </Typography>
        )}
      </Box>
      {itemCount !== null && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-busy={calculating}>
          <Chip label={plural(itemCount, 'item')} variant="outlined" />
          <Chip label={totalFailed ? 'Total: not loaded' : `Total: ${formatRupees(total)}`} color="primary" />
        </Box>
      )}
    </Box>
  );
}
