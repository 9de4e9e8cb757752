import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { FormTextField } from '@/components/form/FormTextField';
import { USER_STATUSES } from '@/config/constants';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

/** Add User and Edit User fill the same values; an edit leaves Confirm Password empty. */
export interface UserFormValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: string;
  status: string;
}

function NewPasswordFields({ control, disabled }: { control: Control<UserFormValues>; disabled: boolean }) {
  const [showPassword, setShowPassword] = useState(false);
  const password = useWatch({ control, name: 'password' });
  const type = showPassword ? 'text' : 'password';
  const toggle = (
    <InputAdornment position="end">
      <IconButton aria-label={showPassword ? 'Hide password' : 'Show password'} onClick={() => setShowPassword((v) => !v)} edge="end">
        {showPassword ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <FormTextField
          control={control}
          name="password"
          label="Password"
          type={type}
          required
          autoComplete="new-password"
          disabled={disabled}
          slotProps={{ input: { endAdornment: toggle } }}
        />
        <PasswordStrengthMeter password={password} />
      </Box>
      <FormTextField control={control} name="confirmPassword" label="Confirm Password" type={type} required autoComplete="new-password" disabled={disabled} />
    </>
  );
}

/**
 * The user form of Add User and Edit User. A new user needs a password, confirmed, with its strength
 * shown; an edit changes the password only when a new one is typed.
 */
export function UserFormFields({
  control,
  mode,
  roles,
  disabled,
}: {
  control: Control<UserFormValues>;
  mode: 'create' | 'edit';
  /** The roles a user may be given (`useRoleChoices`). */
  roles: readonly string[];
  disabled: boolean;
}) {
  return (
    <>
      <FormTextField control={control} name="name" label="Full Name" required autoComplete="name" disabled={disabled} />
      <FormTextField control={control} name="email" label="Email" type="email" required autoComplete="off" disabled={disabled} />
      {mode === 'create' && <NewPasswordFields control={control} disabled={disabled} />}
      <FormTextField control={control} name="role" label="Role" required options={roles} disabled={disabled} />
      <FormTextField control={control} name="status" label="Status" required options={USER_STATUSES} disabled={disabled} />
      {mode === 'edit' && (
        <FormTextField
          control={control}
          name="password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          helperText="Leave blank to keep current"
          disabled={disabled}
        />
      )}
    </>
  );
}
