import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import { LABOUR_CATEGORIES } from '@/api/labourProfiles';
import { FormSection } from '@/components/form/FormSection';
import { FormTextField } from '@/components/form/FormTextField';
import { ImageFileField } from '@/components/form/ImageFileField';
import type { LabourFormValues } from './labourSchema';

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
      <FormSection title="Personal Information">
        <FormTextField control={control} name="name" label="Full Name" required disabled={disabled} autoComplete="off" />
        <FormTextField control={control} name="category" label="Category" required disabled={disabled} options={LABOUR_CATEGORIES} />
        <FormTextField control={control} name="phone" label="Phone" required disabled={disabled} type="tel" slotProps={{ htmlInput: { inputMode: 'tel' } }} />
        <FormTextField control={control} name="email" label="Email" disabled={disabled} type="email" />
        <FormTextField control={control} name="address" label="Address" required disabled={disabled} multiline minRows={2} sx={wide} />
      </FormSection>
      <FormSection title="Identity Proof">
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
      </FormSection>
      <FormSection title="Banking Information">
        <FormTextField control={control} name="ifscCode" label="IFSC Code" required={bankRequired} disabled={disabled} slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }} />
        <FormTextField control={control} name="branchName" label="Branch Name" required={bankRequired} disabled={disabled} />
        <FormTextField control={control} name="accountNumber" label="Account Number" required={bankRequired} disabled={disabled} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      </FormSection>
    </>
  );
}
