import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';

/**
 * A row's buttons: Edit for a saved row (when the sheet allows it), Save and Cancel while editing it,
 * and Delete. Each is named with the row's number, e.g. 'Delete row 3'.
 */
export function RowActionsCell({
  serial,
  mode,
  locked,
  onEdit,
  onSave,
  onCancel,
  onDelete,
}: {
  serial: number;
  /** 'saved' (read-only), 'editing' (a saved row being edited) or 'new'. */
  mode: 'saved' | 'editing' | 'new';
  locked: boolean;
  onEdit?: () => void;
  onSave?: () => void;
  onCancel?: () => void;
  onDelete: () => void;
}) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap', verticalAlign: mode === 'saved' ? 'middle' : 'top' }}>
      {mode === 'saved' && onEdit && (
        <IconButton size="small" color="primary" aria-label={`Edit row ${serial}`} title="Edit" disabled={locked} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      )}
      {mode === 'editing' && (
        <>
          <IconButton size="small" color="success" aria-label={`Save row ${serial}`} title="Save" disabled={locked} onClick={onSave}>
            <SaveIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={`Cancel editing row ${serial}`} title="Cancel" disabled={locked} onClick={onCancel}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      )}
      <IconButton size="small" color="error" aria-label={`Delete row ${serial}`} title="Delete" disabled={locked} onClick={onDelete}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </TableCell>
  );
}
