import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { APP_TITLE, POST_LOGIN_REDIRECT_DELAY_MS } from '@/config/constants';
import { demoReset } from '@/config/demoReset';
import { getRuntimeConfig } from '@/config/env';
import { PATHS } from '@/config/paths';
import { PlainTextField } from '@/components/PlainTextField';
import { isEmail } from '@/lib/validators';
import { useAuth } from './AuthProvider';
import { DemoAccounts } from './DemoAccounts';
import { LOGIN_TEXTS, loginErrorText } from './loginErrors';
import type { PermissionHolder } from '@/lib/permissions';
import { startSession, useSessionStore } from '@/session/sessionStore';

interface LoginForm {
  email: string;
  password: string;
}

type LoginFieldErrors = Partial<Record<keyof LoginForm, string>>;

/**
 * Two fields do not need react-hook-form: plain state keeps the first screen's bundle within budget
 * (the larger forms load it lazily with their own screens).
 */
function validateLogin({ email, password }: LoginForm): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (!email.trim()) errors.email = 'Email is required';
  else if (!isEmail(email)) errors.email = 'Please enter a valid email address';
  if (!password) errors.password = 'Password is required';
  return errors;
}

/** `landingFor`: where a signed-in user goes (the route table's landing order, given by the router). */
export default function LoginPage({ landingFor }: { landingFor: (user: PermissionHolder) => string | null }) {
  const auth = useAuth();
  const signedInUser = useSessionStore((s) => s.user);
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('Ready');
  const [form, setForm] = useState<LoginForm>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginFieldErrors>({});

  const change = (field: keyof LoginForm) => (event: ChangeEvent<HTMLInputElement>) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  // Signed in (already, or just now after the 100 ms pause): go to the landing page, replacing history.
  if (signedInUser) {
    return <Navigate to={landingFor(signedInUser) ?? PATHS.unauthorized} replace />;
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setError('');
    const fieldErrors = validateLogin(form);
    setErrors(fieldErrors);
    if (fieldErrors.email || fieldErrors.password) return;
    const { email, password } = form;
    if (!auth.login) {
      setError(LOGIN_TEXTS.serviceMissing);
      setStatus('Authentication service not available');
      return;
    }
    setBusy(true);
    setStatus('Signing in...');
    try {
      let result;
      try {
        result = await auth.login(email, password);
      } catch (loginError) {
        setError(loginErrorText(loginError));
        setStatus('Sign-in failed');
        setBusy(false);
        return;
      }
      setStatus(`Signed in as ${result.user.name}. Redirecting...`);
      await new Promise((resolve) => setTimeout(resolve, POST_LOGIN_REDIRECT_DELAY_MS));
      startSession(result.token, result.user);
    } catch (screenError) {
      const text = screenError instanceof Error ? screenError.message : String(screenError);
      setError(`${LOGIN_TEXTS.screenFailurePrefix}${text}`);
      setStatus('Sign-in failed');
      setBusy(false);
    }
  };

  const config = getRuntimeConfig();

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, textAlign: 'center' }}>
          {APP_TITLE}
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
          Sign in to your account
        </Typography>

        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}

        <Box component="form" noValidate onSubmit={onSubmit} aria-label="Sign in" sx={{ display: 'grid', gap: 2 }}>
            <PlainTextField
              label="Email"
              type="email"
              autoComplete="username"
              required
              fullWidth
              disabled={busy}
              name="email"
              value={form.email}
              onChange={change('email')}
              error={!!errors.email}
              helperText={errors.email}
            />
            <PlainTextField
              label="Password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              required
              fullWidth
              disabled={busy}
              name="password"
              value={form.password}
              onChange={change('password')}
              error={!!errors.password}
              helperText={errors.password}
              endAdornment={
                <InputAdornment position="end">
                  <IconButton
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                    onClick={() => setShowPassword((v) => !v)}
                    edge="end"
                    disabled={busy}
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              }
            />
            <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
              {busy ? 'Signing in...' : 'Sign in'}
            </Button>
        </Box>

        <Typography role="status" aria-live="polite" variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
          Status: {status} · API: {config.apiUrl || 'not configured'}
          {config.mock ? ' (built-in mock)' : ''}
        </Typography>

        <DemoAccounts
          disabled={busy}
          showReset={demoReset() !== null}
          onPick={(account) => {
            setForm({ email: account.email, password: account.password });
            setErrors({});
            setError('');
          }}
        />
      </Paper>
    </Box>
  );
}
