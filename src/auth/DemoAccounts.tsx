import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DEMO_ACCOUNTS } from '@/config/demoAccounts';
import { demoReset } from '@/config/demoReset';


type DemoAccount = (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS];

export function DemoAccounts({
  disabled,
  showReset,
  onPick,
}: {
  disabled: boolean;
  showReset: boolean;
  onPick: (account: DemoAccount) => void;
}) {
  const [resetNote, setResetNote] = useState('');

  const resetData = async () => {
    await demoReset()?.();
    setResetNote('Demo data reset to the original sample data.');
  };

  return (
    <Box component="section" aria-labelledby="demo-accounts-title" sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id="demo-accounts-title" component="h2" variant="subtitle2">
        Demo accounts
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {Object.values(DEMO_ACCOUNTS).map((account) => (
          <Box component="li" key={account.email} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              <Typography variant="body2">
                {account.label}: {account.email}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                Password: {account.password}
              </Typography>
            </Box>
            <Button size="small" disabled={disabled} onClick={() => onPick(account)} aria-label={`Use ${account.label} account`}>
              Use
            </Button>
          </Box>
        ))}
      </Box>
      {showReset && (
        <Box sx={{ mt: 1 }}>
          <Button size="small" variant="text" onClick={resetData} disabled={disabled}>
            Reset demo data
          </Button>
          {resetNote && (
            <Typography variant="caption" role="status" component="p">
              {resetNote}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
