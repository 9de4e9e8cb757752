import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSessionStore } from '@/session/sessionStore';
import { landingPage } from './navigation';
import { PATHS } from '@/config/paths';

export const NO_ACCESS_TEXT = 'You don’t have access to any pages. Please contact admin.';

export default function AccessDeniedPage() {
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const [noAccess, setNoAccess] = useState(false);

  const goToAllowedPage = () => {
    if (!user) {
      navigate(PATHS.login, { replace: true });
      return;
    }
    const target = landingPage(user);
    if (target) navigate(target, { replace: true });
    else setNoAccess(true);
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box sx={{ maxWidth: 480 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Access Denied
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          You do not have permission to view this page.
        </Typography>
        {noAccess && (
          <Alert severity="warning" sx={{ mb: 2, textAlign: 'left' }}>
            {NO_ACCESS_TEXT}
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
          <Button variant="contained" onClick={goToAllowedPage}>
            Go to Allowed Page
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
