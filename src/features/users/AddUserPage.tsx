import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { logActivity } from '@/api/activity';
import { useCreateUser } from '@/api/users';
import { FormTextField } from '@/components/form/FormTextField';
import { useClearErrorOnEdit } from '@/components/form/useClearErrorOnEdit';
import { PageHeader } from '@/components/PageHeader';
import { useDelayedAction } from '@/components/useDelayedAction';
import { useGoBack } from '@/components/useGoBack';
import { REDIRECT_AFTER_CREATE_MS, USER_STATUSES } from '@/config/constants';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { useAssignableRoles } from './roleChoices';
import { addUserSchema } from './userSchemas';
import { createUserErrorText, USER_TEXTS } from './userTexts';
import { PATHS } from '@/config/paths';

interface AddUserForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: string;
  status: string;
}

export default function AddUserPage() {
  const goBack = useGoBack(PATHS.userManagement);
  const roles = useAssignableRoles();
  const createUser = useCreateUser();
  const [banner, setBanner] = useState<{ severity: 'success' | 'error' | 'warning'; text: string } | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const form = useForm<AddUserForm>({
    resolver: yupResolver(addUserSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', role: '', status: '' },
    reValidateMode: 'onSubmit',
  });
  const { control, handleSubmit } = form;
  useClearErrorOnEdit(form);
  const password = useWatch({ control, name: 'password' });
  const created = createUser.isSuccess;
  const later = useDelayedAction();

  const onValid = async ({ confirmPassword: _confirm, ...user }: AddUserForm) => {
    setBanner(null);
    try {
      const saved = await createUser.mutateAsync(user);
      setBanner({ severity: 'success', text: USER_TEXTS.created });
      later(goBack, REDIRECT_AFTER_CREATE_MS);
      logActivity({
        action: 'created',
        entityType: 'user',
        entityId: saved?._id,
        entityName: user.name.trim(),
        description: `Created user ${user.name.trim()} (${user.role})`,
      });
    } catch (error) {
      setBanner({ severity: 'error', text: createUserErrorText(error) });
    }
  };

  const busy = createUser.isPending || created;
  const passwordToggle = (
    <InputAdornment position="end">
      <IconButton aria-label={showPassword ? 'Hide password' : 'Show password'} onClick={() => setShowPassword((v) => !v)} edge="end">
        {showPassword ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );

  return (
    <>
      <PageHeader title="Add New User" subtitle="Create an account and choose its role" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        {banner && (
          <Alert severity={banner.severity} sx={{ mb: 2 }}>
            {banner.text}
          </Alert>
        )}
        <Box
          component="form"
          noValidate
          aria-label="Add user"
          onSubmit={handleSubmit(onValid, () => setBanner({ severity: 'warning', text: USER_TEXTS.fixErrors }))}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          <FormTextField control={control} name="name" label="Full Name" required autoComplete="name" disabled={busy} />
          <FormTextField control={control} name="email" label="Email" type="email" required autoComplete="off" disabled={busy} />
          <Box sx={{ display: 'grid', gap: 2 }}>
            <FormTextField
              control={control}
              name="password"
              label="Password"
              type={showPassword ? 'text' : 'password'}
              required
              autoComplete="new-password"
              disabled={busy}
              slotProps={{ input: { endAdornment: passwordToggle } }}
            />
            <PasswordStrengthMeter password={password} />
          </Box>
          <FormTextField
            control={control}
            name="confirmPassword"
            label="Confirm Password"
            type={showPassword ? 'text' : 'password'}
            required
            autoComplete="new-password"
            disabled={busy}
          />
          <FormTextField control={control} name="role" label="Role" required options={roles} disabled={busy} />
          <FormTextField control={control} name="status" label="Status" required options={USER_STATUSES} disabled={busy} />
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={goBack} disabled={createUser.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {createUser.isPending ? 'Creating...' : 'Create User'}
            </Button>
          </Box>
        </Box>
      </Paper>
    </>
  );
}
