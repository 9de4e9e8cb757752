import Button from '@mui/material/Button';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ListColumn } from './listTypes';

/** A last column of 'View' buttons that open a row's details ('View {name}'); left out of the export. */
export function viewColumn<Row>(header: string, nameOf: (row: Row) => string, onView: (row: Row) => void): ListColumn<Row> {
  return {
    key: 'view',
    header,
    exportValue: false,
    render: (row) => (
      <Button size="small" startIcon={<VisibilityIcon />} onClick={() => onView(row)} aria-label={`View ${nameOf(row)}`}>
        View
      </Button>
    ),
  };
}
