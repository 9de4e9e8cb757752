import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ToneChip } from '@/components/ToneChip';
import Typography from '@mui/material/Typography';
import { ONE_WORD } from '@/components/list/oneWord';
import type { Vendor } from '@/api/vendors';
import { ClampedText } from '@/components/ClampedText';
import { ShowMoreList } from '@/components/ShowMoreList';
import { NAME_TRUNCATE_CHARS, VENDOR_PRODUCT_CHIPS } from '@/config/constants';

const CATEGORY_COLOURS: Record<string, 'primary' | 'secondary' | 'info' | 'warning' | 'default'> = {
  'Material Supplier': 'primary',
  'Service Provider': 'secondary',
  'Equipment Supplier': 'info',
  Consultant: 'warning',
  Other: 'default',
};

/**
 * The category badge, a colour per category; an unknown or missing one plain. Two words may take two
 * lines, so that the wide table keeps every column on a laptop screen.
 */
export function VendorCategoryChip({ category }: { category: string }) {
  const colour = CATEGORY_COLOURS[category];
  return <ToneChip wrapping label={category || '—'} tone={colour} outlined={!colour || colour === 'default'} />;
}

/** Lines of small text, each only when it has a value; one column no wider than the cell or card (a line longer than that wraps). */
function Lines({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.25, typography: 'body2', minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>;
}

/** A secondary line; `unbroken` for a number kept on one line where it fits (an account number, with a no-break space after its label). */
const Secondary = ({ children, unbroken = false }: { children: ReactNode; unbroken?: boolean }) => (
  <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block', ...(unbroken ? ONE_WORD : {}) }}>
    {children}
  </Typography>
);

/** The vendor's name, cut over 30 characters with a toggle (ruling 27), and the address under it. */
export function VendorNameCell({ vendor }: { vendor: Vendor }) {
  return (
    <Lines>
      <Box component="span" sx={{ fontWeight: 600 }}>
        <ClampedText text={vendor.vendorName || '—'} limit={NAME_TRUNCATE_CHARS} />
      </Box>
      {vendor.address && <Secondary>{vendor.address}</Secondary>}
    </Lines>
  );
}

export function VendorContactCell({ vendor }: { vendor: Vendor }) {
  const phones = vendor.phoneNumbers.map((p) => p.number).join(', ');
  return (
    <Lines>
      <span>{vendor.contactPerson || '—'}</span>
      {phones && <Secondary>{phones}</Secondary>}
      {vendor.email && <Secondary>{vendor.email}</Secondary>}
    </Lines>
  );
}

export function VendorBankCell({ vendor }: { vendor: Vendor }) {
  return (
    <Lines>
      <span>{vendor.bankName || '—'}</span>
      {vendor.accountNumber && <Secondary unbroken>{`A/c\u00a0${vendor.accountNumber}`}</Secondary>}
      {vendor.ifscCode && <Secondary unbroken>{`IFSC\u00a0${vendor.ifscCode}`}</Secondary>}
    </Lines>
  );
}

/** The products as chips: three, then '+N more', which opens the rest. */
export function VendorProductChips({ vendor }: { vendor: Vendor }) {
  if (vendor.productsServices.length === 0) return <>—</>;
  return (
    <ShowMoreList
      items={vendor.productsServices}
      shown={VENDOR_PRODUCT_CHIPS}
      wholeUpTo={VENDOR_PRODUCT_CHIPS}
      render={(product) => <ToneChip wrapping outlined label={product} />}
      keyOf={(product) => product}
      label={`products of ${vendor.vendorName}`}
    />
  );
}
