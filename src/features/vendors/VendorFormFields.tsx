import { useId, useState, type KeyboardEvent } from 'react';
import { useController, useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Cancel';
import DeleteIcon from '@mui/icons-material/Delete';
import { FormSection } from '@/components/form/FormSection';
import { FormTextField } from '@/components/form/FormTextField';
import { VENDOR_CATEGORIES, VENDOR_PAYMENT_TERMS } from '@/config/constants';
import { gstState } from '@/lib/gstin';
import { VENDOR_FIELD_LABELS as L, type VendorFormValues } from './vendorSchema';
import { gstStateText } from './vendorTexts';

type Props = { control: Control<VendorFormValues>; disabled: boolean };

const wide = { gridColumn: '1 / -1' } as const;
const capitals = { htmlInput: { style: { textTransform: 'uppercase' }, autoCapitalize: 'characters', spellCheck: false } } as const;

/** The GST number, with the state its first two digits name under it. */
function GstNumberField({ control, disabled }: Props) {
  const value = useWatch({ control, name: 'gstNumber' });
  const state = value ? gstState(value) : null;
  return (
    <FormTextField
      control={control}
      name="gstNumber"
      label={L.gstNumber}
      required
      disabled={disabled}
      autoComplete="off"
      helperText={state ? gstStateText(state) : '15 characters, e.g. 29AAGFS4521K1ZX'}
      slotProps={{ htmlInput: { ...capitals.htmlInput, maxLength: 20 } }}
    />
  );
}

/** Several phone fields (add page): add and remove; the first is the primary number. */
function PhoneFields({ control, disabled }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'phones' });
  const { errors } = useFormState({ control, name: 'phones' });
  const problem = errors.phones?.message ?? errors.phones?.root?.message;
  const problemId = useId();
  return (
    <Box sx={{ ...wide, display: 'grid', gap: 1 }} role="group" aria-label="Phone numbers">
      {fields.map((phone, i) => (
        <Box key={phone.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <FormTextField
            control={control}
            name={`phones.${i}.number`}
            label={i === 0 ? 'Phone 1 (primary)' : `Phone ${i + 1}`}
            required={i === 0}
            disabled={disabled}
            type="tel"
            slotProps={{ htmlInput: { inputMode: 'tel', 'aria-invalid': !!problem, 'aria-describedby': problem ? problemId : undefined } }}
          />
          {fields.length > 1 && (
            <Tooltip title="Remove phone">
              <span>
                <IconButton aria-label={`Remove phone ${i + 1}`} onClick={() => remove(i)} disabled={disabled} sx={{ mt: 1 }}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          )}
        </Box>
      ))}
      {problem && (
        <FormHelperText error id={problemId}>
          {problem}
        </FormHelperText>
      )}
      <Box>
        <Button size="small" startIcon={<AddIcon />} onClick={() => append({ number: '' }, { shouldFocus: true })} disabled={disabled}>
          Add Phone
        </Button>
      </Box>
    </Box>
  );
}

/** Products and services as chips (add page): one at a time with Enter or Add, trimmed, no repeats (any case), removable. */
function ProductChips({ control, disabled }: Props) {
  const { field } = useController({ control, name: 'productsServices' });
  const [typed, setTyped] = useState('');
  const [note, setNote] = useState('');
  const products = field.value;
  const add = () => {
    const product = typed.trim();
    if (!product) return;
    if (products.some((p) => p.toLowerCase() === product.toLowerCase())) {
      setNote(`${product} is already in the list`);
      return;
    }
    field.onChange([...products, product]);
    setTyped('');
    setNote('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <Box sx={{ ...wide, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label="Product or service"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setNote('');
          }}
          onKeyDown={onKeyDown}
          disabled={disabled}
          fullWidth
          autoComplete="off"
          helperText={note || 'Press Enter or Add to add it'}
        />
        <Button variant="outlined" onClick={add} disabled={disabled || !typed.trim()} sx={{ mt: 1 }}>
          Add
        </Button>
      </Box>
      {products.length > 0 && (
        <Box component="ul" aria-label="Products and services" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
          {products.map((product) => (
            <li key={product}>
              <Chip
                label={product}
                onDelete={disabled ? undefined : () => field.onChange(products.filter((p) => p !== product))}
                deleteIcon={<CancelIcon aria-label={`Remove ${product}`} aria-hidden={false} />}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * The vendor's fields in the add page's four sections (02 §2), shared by the edit dialog; on the edit
 * dialog phones and products are typed comma-separated (02 §5).
 */
export function VendorFormFields({ control, disabled, mode }: Props & { mode: 'create' | 'edit' }) {
  const field = (name: keyof typeof L, extra: object = {}) => (
    <FormTextField control={control} name={name} label={L[name]} required disabled={disabled} autoComplete="off" {...extra} />
  );
  return (
    <>
      <FormSection title="Vendor Details">
        {field('vendorName')}
        <GstNumberField control={control} disabled={disabled} />
        {field('paymentTerms', { options: VENDOR_PAYMENT_TERMS })}
      </FormSection>
      <FormSection title="Contact & Category">
        {field('contactPerson')}
        {field('email', { type: 'email' })}
        {field('category', { options: VENDOR_CATEGORIES })}
        {mode === 'create' ? (
          <PhoneFields control={control} disabled={disabled} />
        ) : (
          <FormTextField
            control={control}
            name="phonesText"
            label="Phone Numbers"
            required
            disabled={disabled}
            type="tel"
            helperText="Comma-separated; the first is the primary number"
            sx={wide}
          />
        )}
      </FormSection>
      <FormSection title="Products & Services">
        {mode === 'create' ? (
          <ProductChips control={control} disabled={disabled} />
        ) : (
          <FormTextField control={control} name="productsText" label="Products/Services" disabled={disabled} helperText="Comma-separated" sx={wide} />
        )}
      </FormSection>
      <FormSection title="Bank & Address">
        {field('bankName')}
        {field('accountNumber', { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
        {field('ifscCode', { slotProps: capitals })}
        {field('address', { multiline: true, minRows: 2, sx: wide })}
      </FormSection>
    </>
  );
}
