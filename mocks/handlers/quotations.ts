import { http, HttpResponse } from 'msw';
import { requirePermission, requireUser } from '../auth';
import { db, newId, type QuotationItemRecord } from '../db';
import { apiPath, fail, findById, handle, numberOf, readJsonBody, text } from '../respond';

/** Deleting an item removes its materials, labour entries and measurement rows too: nothing is left orphaned. */
export function removeQuotationItemWithRows(itemId: string): void {
  db.quotationMaterials.deleteMany((q) => q.where({ quotationId: itemId }));
  db.labourWork.deleteMany((q) => q.where({ quotationId: itemId }));
  db.measurements.deleteMany((q) => q.where({ quotationId: itemId }));
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

export const quotationHandlers = [
  http.get(
    apiPath('/quotation/getQuotationItemsByProject/:projectId'),
    handle(({ request, params }) => {
      requireUser(request);
      const project = findById(db.projects, params.projectId, 'Project not found');
      const items = db.quotationItems.findMany((q) => q.where({ projectId: project._id }), { orderBy: { createdAt: 'asc' } });
      return HttpResponse.json(items);
    }),
  ),

  http.post(
    apiPath('/quotation/createQuotationItem'),
    handle(async ({ request }) => {
      requirePermission(request, 'MANAGE_PROJECTS');
      const body = await readJsonBody(request);
      const project = findById(db.projects, text(body.projectId) || fail(400, 'projectId is required'), 'Project not found');
      const fields = readItemFields(body, false);
      const now = new Date();
      const count = db.quotationItems.findMany((q) => q.where({ projectId: project._id })).length;
      const item = await db.quotationItems.create({
        _id: newId(now.getTime()),
        projectId: project._id,
        itemNo: fields.itemNo || String(count + 1),
        description: fields.description ?? '',
        date: fields.date ?? '',
        totalAmount: fields.totalAmount ?? 0,
        quantity: fields.quantity ?? null,
        unit: fields.unit ?? null,
        rate: fields.rate ?? null,
        createdAt: now.toISOString(),
      });
      return HttpResponse.json({ success: true, message: 'Quotation item created successfully', item }, { status: 201 });
    }),
  ),

  http.put(
    apiPath('/quotation/updateQuotationItem/:id'),
    handle(async ({ request, params }) => {
      requirePermission(request, 'MANAGE_PROJECTS');
      const current = findById(db.quotationItems, params.id, 'Quotation item not found');
      const changes = readItemFields(await readJsonBody(request), true);
      const item = await db.quotationItems.update((q) => q.where({ _id: current._id }), { data: (i) => void Object.assign(i, changes) });
      return HttpResponse.json({ success: true, message: 'Quotation item updated successfully', item });
    }),
  ),

  http.delete(
    apiPath('/quotation/deleteQuotationItem/:id'),
    handle(({ request, params }) => {
      requirePermission(request, 'MANAGE_PROJECTS');
      const item = findById(db.quotationItems, params.id, 'Quotation item not found');
      removeQuotationItemWithRows(item._id);
      return HttpResponse.json({ success: true, message: 'Quotation item deleted successfully' });
    }),
  ),
];
