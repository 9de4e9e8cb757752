import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { idProofUrl, type LabourProfile } from '@/api/labourProfiles';
import { DetailsBlock, DetailsDialog } from '@/components/DetailsDialog';
import { CategoryChip } from './CategoryChip';
import { LABOUR_TEXTS } from './labourTexts';

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
  return (
    <DetailsDialog title="Labour Details" onClose={onClose}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {profile.name}
        </Typography>
        <CategoryChip category={profile.category} />
      </Box>
      <DetailsBlock
        title="Personal Information"
        fields={[
          ['Phone', profile.phone],
          ['Email', profile.email],
          ['Category', profile.category],
          ['Address', profile.address],
        ]}
      />
      <DetailsBlock
        title="Banking Information"
        fields={[
          ['Account Number', profile.accountNumber],
          ['IFSC Code', profile.ifscCode],
          ['Branch Name', profile.branchName],
        ]}
      />
      <DetailsBlock title="Identity Proof">
        <IdProof profile={profile} />
      </DetailsBlock>
    </DetailsDialog>
  );
}
