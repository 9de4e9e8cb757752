import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LabourProfile } from '@/api/labourProfiles';
import { ClampedText } from '@/components/ClampedText';
import { byId, type ListColumn, type ListDeclaration } from '@/components/list/listTypes';
import { ONE_WORD } from '@/components/list/oneWord';
import { NAME_TRUNCATE_CHARS } from '@/config/constants';
import { CategoryChip } from './CategoryChip';

const wrap = { overflowWrap: 'anywhere', minWidth: 0 } as const;

/** The register's columns (02 §2): the bank details are left out of the cards under 768 px. */
export const LABOUR_COLUMNS: readonly ListColumn<LabourProfile>[] = [
  {
    key: 'name',
    header: 'Name',
    sortValue: (p) => p.name.toLowerCase(),
    render: (p) => (
      <Box sx={wrap}>
        <Typography component="span" sx={{ fontWeight: 600, display: 'block', ...wrap }}>
          {/* Ruling 27: names over 30 characters are cut, with an expand toggle. */}
          <ClampedText text={p.name} limit={NAME_TRUNCATE_CHARS} />
        </Typography>
        {p.address && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', ...wrap }}>
            {p.address}
          </Typography>
        )}
      </Box>
    ),
  },
  {
    key: 'category',
    header: 'Category',
    sortValue: (p) => p.category,
    render: (p) => <CategoryChip category={p.category} />,
  },
  {
    key: 'contact',
    header: 'Contact',
    render: (p) => (
      <Box sx={wrap}>
        <Typography component="span" variant="body2" sx={{ display: 'block', ...ONE_WORD }}>
          {p.phone}
        </Typography>
        {p.email && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', ...wrap }}>
            {p.email}
          </Typography>
        )}
      </Box>
    ),
  },
  {
    key: 'bank',
    header: 'Bank Details',
    // "Hidden on small screens" (02 §2): a tablet's table and the cards leave the bank details to the view.
    wideOnly: true,
    render: (p) => (
      <Box sx={wrap}>
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
          {p.accountNumber ? `A/C: ${p.accountNumber}` : '—'}
        </Typography>
        {p.ifscCode && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {`IFSC: ${p.ifscCode}`}
          </Typography>
        )}
      </Box>
    ),
  },
];

export const profileName = (profile: LabourProfile) => profile.name;

export const LABOUR_LIST: ListDeclaration<LabourProfile> = { label: 'Labour', exportName: 'labour-register', noun: 'worker', columns: LABOUR_COLUMNS, rowKey: byId, cardLabel: profileName };
