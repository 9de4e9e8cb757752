import { crudHandlers } from '../crud';
import { db, type QuotationItemRecord } from '../db';
import { childrenOf, fail, findById, numberOf, text } from '../respond';

/** An item's materials, labour entries and measurement rows: deleting the item removes them, so nothing is left orphaned. */
function removeRowsOf(itemId: string): void {
  db.quotationMaterials.deleteMany((q) => q.where({ quotationId: itemId }));
  db.labourWork.deleteMany((q) => q.where({ quotationId: itemId }));
  db.measurements.deleteMany((q) => q.where({ quotationId: itemId }));
}

export function removeQuotationItemWithRows(itemId: string): void {
  removeRowsOf(itemId);
  db.quotationItems.delete((q) => q.where({ _id: itemId }));
}

function readItemFields(body: Record<string, unknown>, partial: boolean): Partial<QuotationItemRecord> {
  const fields: Partial<QuotationItemRecord> = {};
  if (!partial || 'description' in body) {
    fields.description = text(body.description);
    if (!fields.description) fail(400, 'Description is required');
  }
  if (!partial || 'date' in body) {
    fields.date = text(body.date);
    if (!fields.date || Number.isNaN(new Date(fields.date).getTime())) fail(400, 'Date is required');
  }
  if ('itemNo' in body) fields.itemNo = text(body.itemNo);
  if (!partial || 'totalAmount' in body) {
    const total = body.totalAmount === undefined ? 0 : numberOf(body.totalAmount);
    if (!Number.isFinite(total) || total < 0) fail(400, 'totalAmount must be a number of at least 0');
    fields.totalAmount = total;
  }
  for (const key of ['quantity', 'rate'] as const) {
    if (key in body && body[key] !== undefined && body[key] !== '') {
      const value = numberOf(body[key]);
      if (!Number.isFinite(value) || value <= 0) fail(400, `${key} must be a number above 0`);
      fields[key] = value;
    }
  }
  if ('unit' in body) fields.unit = text(body.unit);
  return fields;
}

/** A new item belongs to an existing project; without an item number it is numbered after the project's others. */
function readNewItem(body: Record<string, unknown>) {
  const project = findById(db.projects, text(body.projectId) || fail(400, 'projectId is required'), 'Project not found');
  const fields = readItemFields(body, false);
  const count = db.quotationItems.findMany((q) => q.where({ projectId: project._id })).length;
  return {
    projectId: project._id,
    itemNo: fields.itemNo || String(count + 1),
    description: fields.description ?? '',
    date: fields.date ?? '',
    totalAmount: fields.totalAmount ?? 0,
    quantity: fields.quantity ?? null,
    unit: fields.unit ?? null,
    rate: fields.rate ?? null,
  };
}

export const quotationHandlers = crudHandlers(
  { store: db.quotationItems, notFound: 'Quotation item not found' },
  {
    list: {
      path: '/quotation/getQuotationItemsByProject/:projectId',
      access: 'signedIn',
      records: ({ params }) => {
        const project = findById(db.projects, params.projectId, 'Project not found');
        return childrenOf(db.quotationItems, 'projectId', project._id);
      },
    },
    create: {
      path: '/quotation/createQuotationItem',
      access: 'MANAGE_PROJECTS',
      message: 'Quotation item created successfully',
      key: 'item',
      read: readNewItem,
    },
    update: {
      path: '/quotation/updateQuotationItem/:id',
      access: 'MANAGE_PROJECTS',
      message: 'Quotation item updated successfully',
      key: 'item',
      read: (body) => readItemFields(body, true),
    },
    remove: {
      path: '/quotation/deleteQuotationItem/:id',
      access: 'MANAGE_PROJECTS',
      message: 'Quotation item deleted successfully',
      cascade: (item) => removeRowsOf(item._id),
    },
  },
);
