import Box from '@mui/material/Box';
import { PROJECT_PICKER_BLUR_MS } from '@/config/constants';
import { TypeAhead } from './TypeAhead';
import { PROJECT_CHOICE, type PickableProject } from './typeAheadEntities';

const PICKER = { entity: PROJECT_CHOICE, blurDelayMs: PROJECT_PICKER_BLUR_MS, label: 'Select Project', placeholder: 'Search by project name or number' };

/**
 * 'Select Project' above a screen that works on one project (Quotation Management, New Purchase): a
 * type-ahead by name or number that closes 150 ms after it loses focus, saying so while the projects load.
 */
export function ProjectPicker<P extends PickableProject>({
  projects,
  loading,
  value,
  onChange,
}: {
  projects: readonly P[];
  loading: boolean;
  value: P | null;
  onChange: (project: P | null) => void;
}) {
  return (
    <Box sx={{ mb: 3, width: { xs: '100%', sm: 420 }, maxWidth: '100%' }}>
      <TypeAhead {...PICKER} options={projects} value={value} onChange={onChange} helperText={loading ? 'Loading projects...' : undefined} />
    </Box>
  );
}
