import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LABOUR_CATEGORIES } from '@/api/labourProfiles';
import { FormTextField } from '@/components/form/FormTextField';
import { ImageFileField } from '@/components/form/ImageFileField';
import type { LabourFormValues } from './labourSchema';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <Typography variant="subtitle1" component="h2" sx={{ gridColumn: '1 / -1', fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const wide = { gridColumn: '1 / -1' } as const;

/**
 * The labour form's fields in the add page's three sections (02 §2), shared by the edit dialog. The
 * edit form marks only name, category, phone and address as required (02 §5).
 */
export function LabourFormFields({
  control,
  disabled,
  mode,
  currentIdProofUrl,
}: {
  control: Control<LabourFormValues>;
  disabled: boolean;
  mode: 'create' | 'edit';
  currentIdProofUrl?: string | null;
}) {
  const bankRequired = mode === 'create';
  return (
    <>
      <Section title="Personal Information">
        <FormTextField control={control} name="name" label="Full Name" required disabled={disabled} autoComplete="off" />
        <FormTextField control={control} name="category" label="Category" required disabled={disabled} options={LABOUR_CATEGORIES} />
        <FormTextField control={control} name="phone" label="Phone" required disabled={disabled} type="tel" slotProps={{ htmlInput: { inputMode: 'tel' } }} />
        <FormTextField control={control} name="email" label="Email" disabled={disabled} type="email" />
        <FormTextField control={control} name="address" label="Address" required disabled={disabled} multiline minRows={2} sx={wide} />
      </Section>
      <Section title="Identity Proof">
        <Box sx={wide}>
          <ImageFileField
            control={control}
            name="idProof"
            label="ID Proof Image"
            disabled={disabled}
            helperText="An image (JPG, PNG, …) under 5 MB"
            currentUrl={currentIdProofUrl}
          />
        </Box>
      </Section>
      <Section title="Banking Information">
        <FormTextField control={control} name="ifscCode" label="IFSC Code" required={bankRequired} disabled={disabled} slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }} />
        <FormTextField control={control} name="branchName" label="Branch Name" required={bankRequired} disabled={disabled} />
        <FormTextField control={control} name="accountNumber" label="Account Number" required={bankRequired} disabled={disabled} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      </Section>
    </>
  );
}
