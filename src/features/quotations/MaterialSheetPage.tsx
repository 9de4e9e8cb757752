import { useCallback } from 'react';
import {
  sheetKeys,
  useCreateMaterials,
  useDeleteMaterial,
  useMaterials,
  useUpdateMaterial,
  type QuotationMaterial,
} from '@/api/quotationSheets';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { useDraftStore, useNewRowKeys } from './sheets/draftStore';
import { emptyMaterial, materialFieldsOf, materialValuesOf, missingMaterialFields, type MaterialValues } from './sheets/materialRows';
import { MaterialRow } from './sheets/MaterialRow';
import { SheetMessage } from './sheets/SheetMessage';
import { SheetSubject } from './sheets/SheetSubject';
import { SheetTable, type SheetColumn } from './sheets/SheetTable';
import { SheetToolbar } from './sheets/SheetToolbar';
import { useSelectedItem } from './sheets/useSelectedItem';
import { useSheetActions } from './sheets/useSheetActions';
import { useSheetMessage } from './sheets/useSheetMessage';

const COLUMNS: readonly SheetColumn[] = [
  { header: 'S.No', minWidth: 56 },
  { header: 'Material Name', minWidth: 200 },
  { header: 'Qty', align: 'right', minWidth: 100 },
  { header: 'Unit', minWidth: 140 },
  { header: 'Rate', align: 'right', minWidth: 120 },
  { header: 'Amount', align: 'right', minWidth: 130 },
  { header: 'Vendor', minWidth: 180 },
  { header: 'Actions', align: 'right', minWidth: 110 },
];

const NO_MATERIALS: readonly QuotationMaterial[] = [];

/** /quotation-material: the materials that price one quotation item. */
export default function MaterialSheetPage() {
  const { projectId, itemId } = useSelectedItem();
  const ready = !!projectId && !!itemId;
  const materials = useMaterials(ready ? itemId : undefined);
  const createMaterials = useCreateMaterials();
  const updateMaterial = useUpdateMaterial();
  const deleteMaterial = useDeleteMaterial();
  const store = useDraftStore<MaterialValues>();
  const newKeys = useNewRowKeys(store);
  const { message, show } = useSheetMessage();

  const { busy, saveAll, rowActions, deletion } = useSheetActions<MaterialValues, QuotationMaterial>({
    store,
    show,
    texts: {
      nothingToSave: 'No new materials to save.',
      fillRequired: 'Please fill all required fields.',
      question: 'Are you sure you want to delete this material entry?',
      deleted: 'Deleted successfully!',
      deleteFailed: 'Error deleting material',
    },
    missingFields: missingMaterialFields,
    valuesOf: materialValuesOf,
    writes: {
      mutationKey: sheetKeys.materials.all,
      createRows: (rows) => createMaterials.mutateAsync({ quotationId: itemId ?? '', projId: projectId ?? '', items: rows.map(materialFieldsOf) }),
      updateRow: (row, values) => updateMaterial.mutateAsync({ row, fields: materialFieldsOf(values) }),
      deleteRow: (row) => deleteMaterial.mutateAsync(row),
    },
  });

  const addRow = useCallback(() => void store.add(emptyMaterial()), [store]);
  const saved = materials.data ?? NO_MATERIALS;
  const empty = ready && materials.isSuccess && saved.length === 0 && newKeys.length === 0;

  return (
    <>
      <PageHeader title="Material Entry" />
      <SheetSubject projectId={projectId} itemId={itemId} />
      <SheetToolbar enabled={ready} busy={busy} onAddRow={addRow} onSaveAll={saveAll} />
      <SheetMessage message={message ?? (ready ? null : { text: 'Please select a quotation and project.', tone: 'notice' })} />
      {materials.isError && (
        <ErrorBanner message="Error loading material data" onRetry={() => void materials.refetch()} retrying={materials.isFetching} />
      )}
      <SheetTable
        label="Material entries"
        columns={COLUMNS}
        loading={materials.isLoading}
        empty={
          !ready ? (
            <EmptyState title="No quotation item selected" hint="Choose a project and a quotation item on Quotation Management, then open its Material sheet." />
          ) : empty ? (
            <EmptyState title="No materials yet" hint="Click Add Row to add a material." />
          ) : undefined
        }
      >
        {saved.map((material, index) => (
          <MaterialRow key={material._id} rowKey={material._id} serial={index + 1} saved={material} store={store} actions={rowActions} locked={busy} />
        ))}
        {newKeys.map((key, index) => (
          <MaterialRow key={key} rowKey={key} serial={saved.length + index + 1} store={store} actions={rowActions} locked={busy} />
        ))}
      </SheetTable>
      <ConfirmDialog {...deletion} />
    </>
  );
}
