import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import RefreshIcon from '@mui/icons-material/Refresh';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { HOME_PATH } from '@/config/paths';

/** Back, Forward, Refresh (a full reload) and Dashboard, above every signed-in screen. */
export function NavigationBar() {
  const navigate = useNavigate();
  return (
    <Stack component="nav" aria-label="Page navigation" direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
      <Button size="small" variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)}>
        Back
      </Button>
      <Button size="small" variant="outlined" startIcon={<ArrowForwardIcon />} onClick={() => navigate(1)}>
        Forward
      </Button>
      <Button size="small" variant="outlined" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
        Refresh
      </Button>
      <Button size="small" variant="outlined" startIcon={<DashboardIcon />} onClick={() => navigate(HOME_PATH)}>
        Dashboard
      </Button>
    </Stack>
  );
}
