import { useState } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageHeader } from '@/components/PageHeader';
import { NewPurchasePanel } from './NewPurchasePanel';

type Mode = 'summary' | 'new';

export default function PurchasingPage() {
  const [mode, setMode] = useState<Mode>('summary');
  return (
    <>
      <PageHeader title="Material Purchasing Management" />
      <Tabs value={mode} onChange={(_event, value: Mode) => setMode(value)} aria-label="Purchasing mode" sx={{ mb: 2 }}>
        <Tab value="summary" label="Project Summary" id="purchasing-tab-summary" aria-controls="purchasing-panel" />
        <Tab value="new" label="New Purchase" id="purchasing-tab-new" aria-controls="purchasing-panel" />
      </Tabs>
      <div role="tabpanel" id="purchasing-panel" aria-labelledby={`purchasing-tab-${mode}`}>
        {mode === 'new' ? <NewPurchasePanel /> : null}
      </div>
    </>
  );
}
