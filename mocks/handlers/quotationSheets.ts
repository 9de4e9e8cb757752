/** A quotation item's sheets: materials, labour work entries and measurement rows. */
import { DEFAULT_MATERIAL_LINE_STATUS, MATERIAL_LINE_STATUSES, PAYMENT_STATUSES } from '@/config/constants';
import { crudHandlers, type Access } from '../crud';
import { db, type LabourWorkRecord, type QuotationMaterialRecord } from '../db';
import { childrenOf, fail, findById, itemsOf, numberOf, text } from '../respond';

const MATERIAL_STATUSES: readonly string[] = MATERIAL_LINE_STATUSES;
const PAYMENT_STATUS_LIST: readonly string[] = PAYMENT_STATUSES;
const DEFAULT_PAYMENT_STATUS = 'unpaid';

function positive(value: unknown, label: string): number {
  const n = numberOf(value);
  if (!Number.isFinite(n) || n <= 0) fail(400, `${label} must be a number above 0`);
  return n;
}

function requiredText(value: unknown, label: string): string {
  const t = text(value);
  if (!t) fail(400, `${label} is required`);
  return t;
}

type MaterialFields = Omit<QuotationMaterialRecord, '_id' | 'projectId' | 'quotationId' | 'createdAt'>;
type LabourFields = Omit<LabourWorkRecord, '_id' | 'quotationId' | 'createdAt'>;

/** Checks the fields present; `partial` (an update) skips the absent ones, a new row gets every field. */
function readMaterial(row: Record<string, unknown>, partial: false): MaterialFields;
function readMaterial(row: Record<string, unknown>, partial: true): Partial<MaterialFields>;
function readMaterial(row: Record<string, unknown>, partial: boolean): Partial<MaterialFields> {
  const fields: Partial<MaterialFields> = {};
  const want = (key: string) => !partial || key in row;
  if (want('name')) fields.name = requiredText(row.name, 'Material name');
  if (want('qty')) fields.qty = positive(row.qty, 'Quantity');
  if (want('unit')) fields.unit = requiredText(row.unit, 'Unit');
  if (want('rate')) fields.rate = positive(row.rate, 'Rate');
  if (want('vendor')) fields.vendor = requiredText(row.vendor, 'Vendor');
  if ('status' in row) {
    const status = text(row.status).toLowerCase();
    if (!MATERIAL_STATUSES.includes(status)) fail(400, 'Status must be pending or completed');
    fields.status = status;
  } else if (!partial) fields.status = DEFAULT_MATERIAL_LINE_STATUS;
  return fields;
}

function readLabour(row: Record<string, unknown>, partial: false): LabourFields;
function readLabour(row: Record<string, unknown>, partial: true): Partial<LabourFields>;
function readLabour(row: Record<string, unknown>, partial: boolean): Partial<LabourFields> {
  const fields: Partial<LabourFields> = {};
  const want = (key: string) => !partial || key in row;
  if (want('name')) fields.name = requiredText(row.name, 'Name');
  if ('phone' in row || !partial) fields.phone = text(row.phone);
  if (want('task')) fields.task = requiredText(row.task, 'Task');
  if (want('hours')) fields.hours = positive(row.hours, 'Hours');
  if (want('wage')) fields.wage = positive(row.wage, 'Wage');
  if ('paymentStatus' in row || !partial) {
    const status = (text(row.paymentStatus) || DEFAULT_PAYMENT_STATUS).toLowerCase();
    if (!PAYMENT_STATUS_LIST.includes(status)) fail(400, 'paymentStatus must be paid or unpaid');
    fields.paymentStatus = status;
  }
  return fields;
}

function readMeasurement(row: Record<string, unknown>) {
  return {
    date: text(row.date) || new Date().toISOString().slice(0, 10),
    description: requiredText(row.description, 'Description'),
    nos: positive(row.nos, 'Nos'),
    length: positive(row.length, 'Length'),
    breadth: positive(row.breadth, 'Breadth'),
    depth: positive(row.depth, 'Depth'),
    unit: requiredText(row.unit, 'Unit'),
  };
}

/** The quotation item a sheet belongs to (404 when it is unknown). */
function itemOf(id: unknown) {
  return findById(db.quotationItems, id, 'Quotation item not found');
}

const MATERIAL_WRITERS: Access = ['MANAGE_MATERIALS', 'MANAGE_PROJECTS'];
const LABOUR_WRITERS: Access = ['MANAGE_LABOR', 'MANAGE_PROJECTS'];

const materialHandlers = crudHandlers(
  { store: db.quotationMaterials, notFound: 'Material not found' },
  {
    list: {
      path: '/material/quotationMaterial/:quotationId',
      access: 'signedIn',
      records: ({ params }) => childrenOf(db.quotationMaterials, 'quotationId', itemOf(params.quotationId)._id),
    },
    createMany: {
      path: '/material/create',
      access: MATERIAL_WRITERS,
      message: 'Materials saved successfully',
      key: 'materials',
      read: (body) => {
        const item = itemOf(body.quotationId);
        return itemsOf(body).map((row) => ({ projectId: item.projectId, quotationId: item._id, ...readMaterial(row, false) }));
      },
    },
    update: { path: '/material/update/:id', access: MATERIAL_WRITERS, message: 'Material updated successfully', key: 'material', read: (body) => readMaterial(body, true) },
    remove: { path: '/material/delete/:id', access: MATERIAL_WRITERS, message: 'Material deleted successfully' },
  },
);

const labourWorkHandlers = crudHandlers(
  { store: db.labourWork, notFound: 'Labour entry not found' },
  {
    list: {
      path: '/labourwork/quotation/:quotationId',
      access: 'signedIn',
      records: ({ params }) => childrenOf(db.labourWork, 'quotationId', itemOf(params.quotationId)._id),
    },
    createMany: {
      path: '/labourwork/create',
      access: LABOUR_WRITERS,
      message: 'Labour entries saved successfully',
      key: 'entries',
      // Each entry names its own quotation item.
      read: (body) => itemsOf(body).map((row) => ({ quotationId: itemOf(row.quotationId)._id, ...readLabour(row, false) })),
    },
    update: { path: '/labourwork/update/:id', access: LABOUR_WRITERS, message: 'Labour entry updated successfully', key: 'entry', read: (body) => readLabour(body, true) },
    remove: { path: '/labourwork/delete/:id', access: LABOUR_WRITERS, message: 'Labour entry deleted successfully' },
  },
);

const measurementHandlers = crudHandlers(
  { store: db.measurements, notFound: 'Row not found' },
  {
    list: {
      path: '/msheet/quotation/:quotationId',
      access: 'signedIn',
      records: ({ params }) => childrenOf(db.measurements, 'quotationId', itemOf(params.quotationId)._id),
    },
    createMany: {
      path: '/msheet/create',
      access: 'MANAGE_PROJECTS',
      message: 'Rows saved successfully',
      key: 'rows',
      read: (body) => {
        const item = itemOf(body.quotationId);
        return itemsOf(body).map((row) => ({ ...readMeasurement(row), projectId: item.projectId, quotationId: item._id }));
      },
    },
    remove: { path: '/msheet/delete/:id', access: 'MANAGE_PROJECTS', message: 'Row deleted successfully' },
  },
);

export const quotationSheetHandlers = [...materialHandlers, ...labourWorkHandlers, ...measurementHandlers];
