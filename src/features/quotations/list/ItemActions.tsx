import IconButton from '@mui/material/IconButton';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';

/** Edit and delete for one item; plain title hints keep long lists light. */
export function ItemActions({ itemLabel, onEdit, onDelete }: { itemLabel: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <IconButton size="small" title="Edit" aria-label={`Edit ${itemLabel}`} onClick={onEdit}>
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" color="error" title="Delete" aria-label={`Delete ${itemLabel}`} onClick={onDelete}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </>
  );
}
