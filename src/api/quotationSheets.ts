/** The three sheets of a quotation item: its materials, its labour work entries and its measurement rows. */
import { toNumber } from '@/lib/money';
import { plural } from '@/lib/plural';
import { getJson, http } from './http';
import { idOf, listOf, recordOf, str } from './normalise';
import { projectLinesKeys } from './projectLinesKeys';
import { defineResource } from './resource';

export interface QuotationMaterial {
  _id: string;
  projectId: string;
  quotationId: string;
  name: string;
  qty: number;
  unit: string;
  rate: number;
  vendor: string;
  status: string;
}
export type MaterialFields = Pick<QuotationMaterial, 'name' | 'qty' | 'unit' | 'rate' | 'vendor'>;

export interface LabourWorkEntry {
  _id: string;
  quotationId: string;
  name: string;
  phone: string;
  task: string;
  hours: number;
  wage: number;
  paymentStatus: string;
}
export type LabourWorkFields = Pick<LabourWorkEntry, 'name' | 'phone' | 'task' | 'hours' | 'wage'>;

export interface MeasurementRow {
  _id: string;
  projectId: string;
  quotationId: string;
  date: string;
  description: string;
  nos: number;
  length: number;
  breadth: number;
  depth: number;
  unit: string;
}
export type MeasurementFields = Pick<MeasurementRow, 'date' | 'description' | 'nos' | 'length' | 'breadth' | 'depth' | 'unit'>;

export function normaliseMaterial(input: unknown): QuotationMaterial {
  const raw = recordOf(input);
  return {
    _id: idOf(raw),
    projectId: str(raw.projectId ?? raw.projId),
    quotationId: str(raw.quotationId),
    name: str(raw.name),
    qty: toNumber(raw.qty),
    unit: str(raw.unit),
    rate: toNumber(raw.rate),
    vendor: str(raw.vendor),
    status: str(raw.status) || 'pending',
  };
}

export function normaliseLabourWork(input: unknown): LabourWorkEntry {
  const raw = recordOf(input);
  return {
    _id: idOf(raw),
    quotationId: str(raw.quotationId),
    name: str(raw.name),
    phone: Array.isArray(raw.phone) ? raw.phone.map(str).filter(Boolean).join(', ') : str(raw.phone),
    task: str(raw.task),
    hours: toNumber(raw.hours),
    wage: toNumber(raw.wage),
    paymentStatus: str(raw.paymentStatus) || 'unpaid',
  };
}

export function normaliseMeasurement(input: unknown): MeasurementRow {
  const raw = recordOf(input);
  return {
    _id: idOf(raw),
    projectId: str(raw.projectId ?? raw.projId),
    quotationId: str(raw.quotationId),
    date: str(raw.date),
    description: str(raw.description),
    nos: toNumber(raw.nos),
    length: toNumber(raw.length),
    breadth: toNumber(raw.breadth),
    depth: toNumber(raw.depth),
    unit: str(raw.unit),
  };
}

const q = encodeURIComponent;

/** A quotation item's materials; read thousands at a time by the purchasing fan-out, so without axios. */
export async function fetchMaterials(quotationId: string, signal?: AbortSignal): Promise<QuotationMaterial[]> {
  return listOf(await getJson(`/material/quotationMaterial/${q(quotationId)}`, { signal }), 'materials', normaliseMaterial);
}
export async function createMaterials(quotationId: string, projId: string, items: MaterialFields[]): Promise<void> {
  await http.post('/material/create', { quotationId, projId, items });
}
export async function updateMaterial(id: string, fields: Partial<MaterialFields> & { status?: string }): Promise<void> {
  await http.put(`/material/update/${q(id)}`, fields);
}
export async function deleteMaterial(id: string): Promise<void> {
  await http.delete(`/material/delete/${q(id)}`);
}

/** A quotation item's labour entries; read thousands at a time by the salary fan-out, so without axios. */
export async function fetchLabourWork(quotationId: string, signal?: AbortSignal): Promise<LabourWorkEntry[]> {
  return listOf(await getJson(`/labourwork/quotation/${q(quotationId)}`, { signal }), 'labour', normaliseLabourWork);
}
export async function createLabourWork(quotationId: string, items: LabourWorkFields[]): Promise<void> {
  await http.post('/labourwork/create', { items: items.map((item) => ({ ...item, quotationId, paymentStatus: 'unpaid' })) });
}
export async function updateLabourWork(id: string, fields: Partial<LabourWorkEntry>): Promise<void> {
  await http.put(`/labourwork/update/${q(id)}`, fields);
}
export async function deleteLabourWork(id: string): Promise<void> {
  await http.delete(`/labourwork/delete/${q(id)}`);
}

export async function fetchMeasurements(quotationId: string): Promise<MeasurementRow[]> {
  const { data } = await http.get(`/msheet/quotation/${q(quotationId)}`);
  return listOf(data, 'rows', normaliseMeasurement);
}
export async function createMeasurements(quotationId: string, projId: string, items: MeasurementFields[]): Promise<void> {
  await http.post('/msheet/create', { projId, quotationId, items });
}
export async function deleteMeasurement(id: string): Promise<void> {
  await http.delete(`/msheet/delete/${q(id)}`);
}

/** A sheet write re-reads only its own item's rows: a project's other items keep their cached amounts. */
const byItem = ({ quotationId }: { quotationId: string }) => quotationId;

/** The name of the material lines joined with their projects (the purchasing screen) in the project-lines cache. */
export const MATERIAL_LINES = 'materials';
// A sheet write changes the purchasing screen's joined lines: they are read again on its next visit.
const materials = defineResource<QuotationMaterial>({
  key: ['sheets', 'materials'],
  list: fetchMaterials,
  scoped: true,
  alsoInvalidates: [projectLinesKeys.of(MATERIAL_LINES)],
  entityType: 'material',
  nameOf: (row) => row.name,
  scopeOf: byItem,
});
/** The name of the labour work entries joined with their projects (the salary screen) in the project-lines cache. */
export const LABOUR_LINES = 'labour';
// A sheet write changes the salary screen's joined records: they are read again on its next visit.
const labourWork = defineResource<LabourWorkEntry>({
  key: ['sheets', 'labour'],
  list: fetchLabourWork,
  scoped: true,
  alsoInvalidates: [projectLinesKeys.of(LABOUR_LINES)],
  entityType: 'labour',
  nameOf: (row) => row.name,
  scopeOf: byItem,
});
/** Measurement rows are logged under the quotation item type: the log has no type of their own. */
const measurements = defineResource<MeasurementRow>({
  key: ['sheets', 'measurements'],
  list: fetchMeasurements,
  scoped: true,
  entityType: 'quotation',
  nameOf: (row) => row.description,
  scopeOf: byItem,
});

/** Every sheet's queries sit under `all`; each sheet's rows are listed per quotation item. */
export const sheetKeys = { all: ['sheets'] as const, materials: materials.keys, labour: labourWork.keys, measurements: measurements.keys };

export const useMaterials = (quotationId: string | null | undefined) => materials.useList(quotationId);
export const useLabourWork = (quotationId: string | null | undefined) => labourWork.useList(quotationId);
export const useMeasurements = (quotationId: string | null | undefined) => measurements.useList(quotationId);

/** New rows of one quotation item's sheet, saved together. */
interface NewRows<Fields> {
  quotationId: string;
  projId: string;
  items: Fields[];
}

const names = (items: readonly { name: string }[]) => items.map((item) => item.name).join(', ');
const descriptions = (items: readonly { description: string }[]) => items.map((item) => item.description).join(', ');

export const useCreateMaterials = materials.creates(
  ({ quotationId, projId, items }: NewRows<MaterialFields>) => createMaterials(quotationId, projId, items),
  ({ quotationId, items }) => ({ id: quotationId, name: names(items), description: `Added ${plural(items.length, 'material')} to a quotation item: ${names(items)}` }),
  { scopeOf: byItem },
);
export const useUpdateMaterial = materials.updates(
  ({ row, fields }: { row: QuotationMaterial; fields: MaterialFields }) => updateMaterial(row._id, fields),
  ({ row, fields }) => ({ id: row._id, name: fields.name, description: `Updated material ${fields.name}` }),
  { scopeOf: ({ row }) => row.quotationId },
);
/** A material line's status (ruling 30: `{ status }` only); its screen already shows the change. */
export const useSetMaterialStatus = materials.mutation(
  ({ line, status }: { line: Pick<QuotationMaterial, '_id' | 'quotationId' | 'name' | 'status'>; status: string }) => updateMaterial(line._id, { status }),
  ({ line, status }) => ({
    action: status === 'completed' ? 'completed' : 'updated',
    entityType: 'material',
    entityId: line._id,
    entityName: line.name,
    description: `Marked material ${line.name} as ${status}`,
    metadata: { status, previousStatus: line.status },
  }),
  ({ line }) => line.quotationId,
  { refreshOthers: false },
);
export const useDeleteMaterial = materials.deletes(deleteMaterial, (row) => `Deleted material ${row.name}`);

export const useCreateLabourWork = labourWork.creates(
  ({ quotationId, items }: Omit<NewRows<LabourWorkFields>, 'projId'>) => createLabourWork(quotationId, items),
  ({ quotationId, items }) => ({
    id: quotationId,
    name: names(items),
    description: `Added ${plural(items.length, 'labour entry', 'labour entries')} to a quotation item: ${names(items)}`,
  }),
  { scopeOf: byItem },
);
export const useUpdateLabourWork = labourWork.updates(
  ({ row, fields }: { row: LabourWorkEntry; fields: LabourWorkFields }) => updateLabourWork(row._id, fields),
  ({ row, fields }) => ({ id: row._id, name: fields.name, description: `Updated labour entry for ${fields.name}` }),
  { scopeOf: ({ row }) => row.quotationId },
);
export const useDeleteLabourWork = labourWork.deletes(deleteLabourWork, (row) => `Deleted labour entry for ${row.name}`);

export const useCreateMeasurements = measurements.creates(
  ({ quotationId, projId, items }: NewRows<MeasurementFields>) => createMeasurements(quotationId, projId, items),
  ({ quotationId, items }) => ({
    id: quotationId,
    name: descriptions(items),
    description: `Added ${plural(items.length, 'measurement row')} to a quotation item: ${descriptions(items)}`,
  }),
  { scopeOf: byItem },
);
export const useDeleteMeasurement = measurements.deletes(deleteMeasurement, (row) => `Deleted measurement row ${row.description}`);

/**
 * A labour work entry's payment status (ruling 30): the whole entry as stored, with the new status, to
 * PUT /labourwork/update/{id}. Each record logs its own activity; only the entry's own sheet list is refreshed.
 */
/** Made on the salary screen, whose records already show the change: it re-reads only its item's sheet. */
export const useSetLabourPaymentStatus = labourWork.mutation(
  ({ entry, paymentStatus }: { entry: LabourWorkEntry; paymentStatus: string }) => updateLabourWork(entry._id, { ...entry, paymentStatus }),
  ({ entry, paymentStatus }) => ({
    action: 'updated',
    entityType: 'labour',
    entityId: entry._id,
    entityName: entry.name,
    description: `Marked wage of ${entry.name} as ${paymentStatus}`,
    metadata: { paymentStatus, previousStatus: entry.paymentStatus, wage: entry.wage },
  }),
  ({ entry }) => entry.quotationId,
  { refreshOthers: false },
);
