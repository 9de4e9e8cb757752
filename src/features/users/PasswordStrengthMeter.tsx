import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { passwordScore, passwordStrength } from '@/lib/passwordStrength';

const COLOURS = { Weak: 'error', Medium: 'warning', Strong: 'success' } as const;

export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  return (
    <Box sx={{ mt: -1 }}>
      <LinearProgress
        variant="determinate"
        value={(passwordScore(password) / 6) * 100}
        color={COLOURS[strength]}
        aria-label="Password strength"
        aria-valuetext={strength}
      />
      <Typography variant="caption" color="text.secondary" aria-live="polite">
        Password strength: {strength}
      </Typography>
    </Box>
  );
}
