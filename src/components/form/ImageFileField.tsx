import { useEffect, useId, useRef, useState } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { visuallyHidden } from '../list/visuallyHidden';

/** An object URL for the chosen file while it is shown, revoked when the file changes or the field goes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return undefined;
    const next = URL.createObjectURL(file);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is made and revoked with the file it shows
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [file]);
  return file ? url : null;
}

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const PREVIEW_SX = { display: 'block', maxWidth: '100%', maxHeight: 200, objectFit: 'contain', borderRadius: 1, border: 1, borderColor: 'divider' } as const;

export interface ImageFileInputProps {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  disabled?: boolean;
  error?: string;
  helperText?: string;
  /** The image already stored (an edit), shown until another is chosen. */
  currentUrl?: string | null;
}

/**
 * An image file chooser: a labelled file input driven by a button, a preview of the chosen image (an
 * object URL, revoked when no longer shown), its name and size, Change and Remove, and the field's error.
 * Checking the file (type, size) is the form's schema's job; this field accepts only images by default.
 */
export function ImageFileInput({ label, value, onChange, onBlur, disabled, error, helperText, currentUrl }: ImageFileInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const helperId = useId();
  const preview = usePreviewUrl(value);
  const [currentBroken, setCurrentBroken] = useState(false);
  const message = error ?? helperText;

  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography id={labelId} component="span" variant="body2" color={error ? 'error' : 'text.secondary'}>
        {label}
      </Typography>
      {value && preview && <Box component="img" src={preview} alt={`Preview of ${value.name}`} sx={PREVIEW_SX} />}
      {!value && currentUrl && !currentBroken && (
        <Box component="img" src={currentUrl} alt={`Current ${label}`} onError={() => setCurrentBroken(true)} sx={PREVIEW_SX} />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
          aria-describedby={message ? helperId : undefined}
        >
          {value || currentUrl ? 'Change image' : 'Choose image'}
        </Button>
        {value && (
          <Button color="inherit" disabled={disabled} onClick={() => onChange(null)} aria-label={`Remove ${value.name}`}>
            Remove
          </Button>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {value ? `${value.name} (${sizeText(value.size)})` : currentUrl ? 'Keeps the current image' : 'No file chosen'}
        </Typography>
        <Box
          component="input"
          ref={inputRef}
          type="file"
          accept="image/*"
          tabIndex={-1}
          disabled={disabled}
          aria-label={label}
          aria-invalid={!!error}
          aria-describedby={message ? helperId : undefined}
          onBlur={onBlur}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
            const file = event.target.files?.[0] ?? null;
            // The same file chosen again still counts as a change.
            event.target.value = '';
            if (file) onChange(file);
          }}
          sx={visuallyHidden}
        />
      </Box>
      {message && (
        <FormHelperText id={helperId} error={!!error} sx={{ mx: 0 }}>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}

/** The image file chooser bound to react-hook-form: the field's value is the chosen File, or null. */
export function ImageFileField<Values extends FieldValues>({
  name,
  control,
  ...props
}: Omit<ImageFileInputProps, 'value' | 'onChange' | 'onBlur' | 'error'> & { name: FieldPath<Values>; control: Control<Values> }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <ImageFileInput {...props} value={(field.value as File | null) ?? null} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
      )}
    />
  );
}
