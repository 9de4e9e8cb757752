/** A quotation item's sheets: materials, labour work entries and measurement rows; and labour profiles. */
import { http, HttpResponse } from 'msw';
import { requireAnyPermission, requireUser } from '../auth';
import { db, newId } from '../db';
import { apiPath, fail, findById, handle, itemsOf, numberOf, readJsonBody, text } from '../respond';

const MATERIAL_STATUSES = ['pending', 'completed'];
const PAYMENT_STATUSES = ['paid', 'unpaid'];

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

/** Checks the fields present; `partial` (an update) skips the absent ones. */
function readMaterial(row: Record<string, unknown>, partial: boolean) {
  const fields: { name?: string; qty?: number; unit?: string; rate?: number; vendor?: string; status?: string } = {};
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
  }
  return fields;
}

function readLabour(row: Record<string, unknown>, partial: boolean) {
  const fields: { name?: string; phone?: string; task?: string; hours?: number; wage?: number; paymentStatus?: string } = {};
  const want = (key: string) => !partial || key in row;
  if (want('name')) fields.name = requiredText(row.name, 'Name');
  if ('phone' in row || !partial) fields.phone = text(row.phone);
  if (want('task')) fields.task = requiredText(row.task, 'Task');
  if (want('hours')) fields.hours = positive(row.hours, 'Hours');
  if (want('wage')) fields.wage = positive(row.wage, 'Wage');
  if ('paymentStatus' in row || !partial) {
    const status = (text(row.paymentStatus) || 'unpaid').toLowerCase();
    if (!PAYMENT_STATUSES.includes(status)) fail(400, 'paymentStatus must be paid or unpaid');
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

const byQuotation = { orderBy: { createdAt: 'asc' as const } };

export const quotationSheetHandlers = [
  http.get(
    apiPath('/material/quotationMaterial/:quotationId'),
    handle(({ request, params }) => {
      requireUser(request);
      const item = findById(db.quotationItems, params.quotationId, 'Quotation item not found');
      return HttpResponse.json(db.quotationMaterials.findMany((q) => q.where({ quotationId: item._id }), byQuotation));
    }),
  ),
  http.post(
    apiPath('/material/create'),
    handle(async ({ request }) => {
      requireAnyPermission(request, ['MANAGE_MATERIALS', 'MANAGE_PROJECTS']);
      const body = await readJsonBody(request);
      const item = findById(db.quotationItems, body.quotationId, 'Quotation item not found');
      const rows = itemsOf(body).map((row) => readMaterial(row, false));
      const now = Date.now();
      const materials = [];
      for (const [i, row] of rows.entries()) {
        materials.push(
          await db.quotationMaterials.create({
            _id: newId(now),
            projectId: item.projectId,
            quotationId: item._id,
            name: row.name ?? '',
            qty: row.qty ?? 0,
            unit: row.unit ?? '',
            rate: row.rate ?? 0,
            vendor: row.vendor ?? '',
            status: row.status ?? 'pending',
            createdAt: new Date(now + i).toISOString(),
          }),
        );
      }
      return HttpResponse.json({ success: true, message: 'Materials saved successfully', materials }, { status: 201 });
    }),
  ),
  http.put(
    apiPath('/material/update/:id'),
    handle(async ({ request, params }) => {
      requireAnyPermission(request, ['MANAGE_MATERIALS', 'MANAGE_PROJECTS']);
      const current = findById(db.quotationMaterials, params.id, 'Material not found');
      const changes = readMaterial(await readJsonBody(request), true);
      const material = await db.quotationMaterials.update((q) => q.where({ _id: current._id }), { data: (m) => void Object.assign(m, changes) });
      return HttpResponse.json({ success: true, message: 'Material updated successfully', material });
    }),
  ),
  http.delete(
    apiPath('/material/delete/:id'),
    handle(({ request, params }) => {
      requireAnyPermission(request, ['MANAGE_MATERIALS', 'MANAGE_PROJECTS']);
      const material = findById(db.quotationMaterials, params.id, 'Material not found');
      db.quotationMaterials.delete((q) => q.where({ _id: material._id }));
      return HttpResponse.json({ success: true, message: 'Material deleted successfully' });
    }),
  ),

  http.get(
    apiPath('/labourwork/quotation/:quotationId'),
    handle(({ request, params }) => {
      requireUser(request);
      const item = findById(db.quotationItems, params.quotationId, 'Quotation item not found');
      return HttpResponse.json(db.labourWork.findMany((q) => q.where({ quotationId: item._id }), byQuotation));
    }),
  ),
  http.post(
    apiPath('/labourwork/create'),
    handle(async ({ request }) => {
      requireAnyPermission(request, ['MANAGE_LABOR', 'MANAGE_PROJECTS']);
      const rows = itemsOf(await readJsonBody(request));
      const now = Date.now();
      const entries = [];
      for (const [i, row] of rows.entries()) {
        const item = findById(db.quotationItems, row.quotationId, 'Quotation item not found');
        const fields = readLabour(row, false);
        entries.push(
          await db.labourWork.create({
            _id: newId(now),
            quotationId: item._id,
            name: fields.name ?? '',
            phone: fields.phone ?? '',
            task: fields.task ?? '',
            hours: fields.hours ?? 0,
            wage: fields.wage ?? 0,
            paymentStatus: fields.paymentStatus ?? 'unpaid',
            createdAt: new Date(now + i).toISOString(),
          }),
        );
      }
      return HttpResponse.json({ success: true, message: 'Labour entries saved successfully', entries }, { status: 201 });
    }),
  ),
  http.put(
    apiPath('/labourwork/update/:id'),
    handle(async ({ request, params }) => {
      requireAnyPermission(request, ['MANAGE_LABOR', 'MANAGE_PROJECTS']);
      const current = findById(db.labourWork, params.id, 'Labour entry not found');
      const changes = readLabour(await readJsonBody(request), true);
      const entry = await db.labourWork.update((q) => q.where({ _id: current._id }), { data: (e) => void Object.assign(e, changes) });
      return HttpResponse.json({ success: true, message: 'Labour entry updated successfully', entry });
    }),
  ),
  http.delete(
    apiPath('/labourwork/delete/:id'),
    handle(({ request, params }) => {
      requireAnyPermission(request, ['MANAGE_LABOR', 'MANAGE_PROJECTS']);
      const entry = findById(db.labourWork, params.id, 'Labour entry not found');
      db.labourWork.delete((q) => q.where({ _id: entry._id }));
      return HttpResponse.json({ success: true, message: 'Labour entry deleted successfully' });
    }),
  ),

  http.get(
    apiPath('/msheet/quotation/:quotationId'),
    handle(({ request, params }) => {
      requireUser(request);
      const item = findById(db.quotationItems, params.quotationId, 'Quotation item not found');
      return HttpResponse.json(db.measurements.findMany((q) => q.where({ quotationId: item._id }), byQuotation));
    }),
  ),
  http.post(
    apiPath('/msheet/create'),
    handle(async ({ request }) => {
      requireAnyPermission(request, ['MANAGE_PROJECTS']);
      const body = await readJsonBody(request);
      const item = findById(db.quotationItems, body.quotationId, 'Quotation item not found');
      const rows = itemsOf(body).map(readMeasurement);
      const now = Date.now();
      const created = [];
      for (const [i, row] of rows.entries()) {
        created.push(
          await db.measurements.create({ ...row, _id: newId(now), projectId: item.projectId, quotationId: item._id, createdAt: new Date(now + i).toISOString() }),
        );
      }
      return HttpResponse.json({ success: true, message: 'Rows saved successfully', rows: created }, { status: 201 });
    }),
  ),
  http.delete(
    apiPath('/msheet/delete/:id'),
    handle(({ request, params }) => {
      requireAnyPermission(request, ['MANAGE_PROJECTS']);
      const row = findById(db.measurements, params.id, 'Row not found');
      db.measurements.delete((q) => q.where({ _id: row._id }));
      return HttpResponse.json({ success: true, message: 'Row deleted successfully' });
    }),
  ),

  http.get(
    apiPath('/labourprofile/getAll'),
    handle(({ request }) => {
      requireUser(request);
      return HttpResponse.json(db.labourProfiles.findMany(undefined, { orderBy: { name: 'asc' } }));
    }),
  ),
];
