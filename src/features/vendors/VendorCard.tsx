import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { primaryPhone, type Vendor } from '@/api/vendors';
import { ClampedText } from '@/components/ClampedText';
import { CardDetails, CardDetailsFooter, CardFrame, CardLine as Line } from '@/components/list/ListCards';
import type { RowContext } from '@/components/list/listTypes';
import { NAME_TRUNCATE_CHARS } from '@/config/constants';
import { VendorBankCell, VendorCategoryChip, VendorContactCell, VendorProductChips } from './VendorCells';

/**
 * A vendor's card under 768 px: name, category, contact person and primary phone; Details opens the rest
 * (address, every phone and the e-mail, GST, bank details, products, payment terms).
 */
export function VendorCard({ vendor, context, actions }: { vendor: Vendor; context: RowContext; actions: ReactNode }) {
  const { expanded, detailsId } = context;
  return (
    <CardFrame>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3, minWidth: 0, overflowWrap: 'anywhere' }}>
          <ClampedText text={vendor.vendorName || '—'} limit={NAME_TRUNCATE_CHARS} />
        </Typography>
        <VendorCategoryChip category={vendor.category} />
      </Box>
      <Box sx={{ mt: 1 }}>
        <Line label="Contact">{vendor.contactPerson || '—'}</Line>
        <Line label="Phone">{primaryPhone(vendor) || '—'}</Line>
        <Line label="GST">{vendor.gstNumber || '—'}</Line>
      </Box>
      <CardDetailsFooter name={vendor.vendorName} context={context} actions={actions} />
      {expanded && (
        <CardDetails id={detailsId} region={`Details of ${vendor.vendorName}`}>
          <Line label="Address">{vendor.address || '—'}</Line>
          <Line label="Contact Info">
            <VendorContactCell vendor={vendor} />
          </Line>
          <Line label="Bank Details">
            <VendorBankCell vendor={vendor} />
          </Line>
          <Line label="Products/Services">
            <VendorProductChips vendor={vendor} />
          </Line>
          <Line label="Payment Terms">{vendor.paymentTerms || '—'}</Line>
        </CardDetails>
      )}
    </CardFrame>
  );
}
