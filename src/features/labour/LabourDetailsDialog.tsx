import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { idProofUrl, type LabourProfile } from '@/api/labourProfiles';
import { useIsNarrow } from '@/components/useIsNarrow';
import { CategoryChip } from './CategoryChip';
import { LABOUR_TEXTS } from './labourTexts';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

/** The ID proof image, or 'Image not available' when there is none or it does not load. */
function IdProof({ profile }: { profile: LabourProfile }) {
  const url = idProofUrl(profile);
  const [broken, setBroken] = useState(false);
  if (!url || broken) return <Typography color="text.secondary">{LABOUR_TEXTS.imageNotAvailable}</Typography>;
  return (
    <Box
      component="img"
      src={url}
      alt={`ID proof of ${profile.name}`}
      onError={() => setBroken(true)}
      sx={{ display: 'block', maxWidth: '100%', maxHeight: 320, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1 }}
    />
  );
}

/** View: every detail of a profile and its ID proof (02 §2). Mounted per profile. */
export function LabourDetailsDialog({ profile, onClose }: { profile: LabourProfile; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useIsNarrow();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Labour Details</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {profile.name}
          </Typography>
          <CategoryChip category={profile.category} />
        </Box>
        <Typography variant="subtitle2" component="h3">
          Personal Information
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <Detail label="Phone" value={profile.phone} />
          <Detail label="Email" value={profile.email} />
          <Detail label="Category" value={profile.category} />
          <Detail label="Address" value={profile.address} />
        </Box>
        <Typography variant="subtitle2" component="h3">
          Banking Information
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
          <Detail label="Account Number" value={profile.accountNumber} />
          <Detail label="IFSC Code" value={profile.ifscCode} />
          <Detail label="Branch Name" value={profile.branchName} />
        </Box>
        <Typography variant="subtitle2" component="h3">
          Identity Proof
        </Typography>
        <IdProof profile={profile} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
