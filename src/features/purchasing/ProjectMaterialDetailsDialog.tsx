import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { primaryPhone, vendorKey, type Vendor } from '@/api/vendors';
import { DetailFields, DetailsBlock, DetailsDialog } from '@/components/DetailsDialog';
import { QueryError, readMissing, type ReadState } from '@/components/QueryError';
import { formatDate } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { PurchaseStatusChip } from './purchasingColumns';
import { PURCHASING_TEXTS } from './purchasingTexts';
import type { ProjectSummary } from './projectSummaries';

/**
 * One project's materials and vendors, each vendor with its details from the vendor list. Without the
 * list (its read failed), the Vendors part says so with Retry, and each vendor shows its cost alone.
 */
export function ProjectMaterialDetailsDialog({
  summary,
  vendors,
  onClose,
}: {
  summary: ProjectSummary;
  vendors: ReadState & { data?: readonly Vendor[] };
  onClose: () => void;
}) {
  const byName = new Map((vendors.data ?? []).map((vendor) => [vendorKey(vendor.vendorName), vendor]));
  return (
    <DetailsDialog title="Project Material Details" onClose={onClose}>
      <DetailsBlock
        title="Project"
        fields={[
          ['Project Name', summary.projectName],
          ['Project Number', summary.projectNumber],
          ['Latest Activity', summary.latestDate ? formatDate(summary.latestDate) : ''],
          ['Total Items', summary.totalItems],
          ['Total Cost', formatRupees(summary.totalCost)],
          ['Quotations', summary.quotations],
          ['Status', <PurchaseStatusChip key="status" summary={summary} />],
        ]}
      />
      <DetailsBlock title="Materials Used">
        {summary.materials.length === 0 ? (
          <Typography color="text.secondary">—</Typography>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {summary.materials.map((m) => (
              <Chip key={m.name} size="small" label={m.count > 1 ? `${m.name} (${m.count})` : m.name} />
            ))}
          </Box>
        )}
      </DetailsBlock>
      <DetailsBlock title="Vendors">
        <QueryError query={vendors} what="Vendors" />
        {summary.vendors.length === 0 ? (
          <Typography color="text.secondary">—</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {summary.vendors.map((entry) => {
              const vendor = byName.get(vendorKey(entry.name));
              return (
                <Paper key={entry.name} variant="outlined" component="section" aria-label={entry.name} sx={{ p: 1.5 }}>
                  <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{entry.name}</Typography>
                  {vendor ? (
                    <DetailFields
                      fields={[
                        ['Phone', primaryPhone(vendor)],
                        ['GST Number', vendor.gstNumber],
                        ['Bank Name', vendor.bankName],
                        ['Account Number', vendor.accountNumber],
                        ['IFSC Code', vendor.ifscCode],
                        ['Cost on this project', formatRupees(entry.cost)],
                      ]}
                    />
                  ) : (
                    <>
                      {!readMissing(vendors) && <Typography color="text.secondary">{PURCHASING_TEXTS.vendorsUnavailable}</Typography>}
                      <DetailFields fields={[['Cost on this project', formatRupees(entry.cost)]]} />
                    </>
                  )}
                </Paper>
              );
            })}
          </Box>
        )}
      </DetailsBlock>
    </DetailsDialog>
  );
}
