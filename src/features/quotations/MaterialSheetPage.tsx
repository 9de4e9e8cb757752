import { sheetKeys, useCreateMaterials, useDeleteMaterial, useMaterials, useUpdateMaterial } from '@/api/quotationSheets';
import { materialFieldsOf } from './sheets/materialRows';
import { MATERIAL_ROWS } from './sheets/MaterialRow';
import { SheetScreen, type SheetScreenTexts } from './sheets/SheetScreen';
import { useSelectedItem } from './sheets/useSelectedItem';

const TEXTS: SheetScreenTexts = {
  title: 'Material Entry',
  label: 'Material entries',
  notSelected: 'Please select a quotation and project.',
  notSelectedHint: 'Choose a project and a quotation item on Quotation Management, then open its Material sheet.',
  loadFailed: 'Error loading material data',
  none: { title: 'No materials yet', hint: 'Click Add Row to add a material.' },
  nothingToSave: 'No new materials to save.',
  fillRequired: 'Please fill all required fields.',
  question: 'Are you sure you want to delete this material entry?',
  deleted: 'Deleted successfully!',
  deleteFailed: 'Error deleting material',
};

/** /quotation-material: the materials that price one quotation item. It needs the project as well as the item. */
export default function MaterialSheetPage() {
  const selected = useSelectedItem();
  const { projectId, itemId } = selected;
  const ready = !!projectId && !!itemId;
  const materials = useMaterials(ready ? itemId : undefined);
  const create = useCreateMaterials();
  const update = useUpdateMaterial();
  const remove = useDeleteMaterial();

  return (
    <SheetScreen
      draft="quotation-material"
      texts={TEXTS}
      rows={MATERIAL_ROWS}
      selected={selected}
      ready={ready}
      list={materials}
      writes={{
        mutationKey: sheetKeys.materials.all,
        createRows: (rows) => create.mutateAsync({ quotationId: itemId ?? '', projId: projectId ?? '', items: rows.map(materialFieldsOf) }),
        updateRow: (row, values) => update.mutateAsync({ row, fields: materialFieldsOf(values) }),
        deleteRow: (row) => remove.mutateAsync(row),
      }}
    />
  );
}
