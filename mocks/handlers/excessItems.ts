/**
 * Surplus (excess) items: material left over on a site or in the godown, kept as a plain list. Reads need
 * VIEW_MATERIALS, writes MANAGE_MATERIALS. The list is newest first, so an item just added leads it.
 */
import { DEFAULT_EXCESS_CONDITION, EXCESS_CONDITIONS, EXCESS_UNITS } from '@/config/constants';
import { crudHandlers, type Fields } from '../crud';
import { db, type ExcessItemRecord } from '../db';
import { fail, numberOf, text } from '../respond';

export const EXCESS_ITEM_TEXTS = {
  notFound: 'Excess item not found',
  created: 'Excess item created successfully',
  updated: 'Excess item updated successfully',
  deleted: 'Excess item deleted successfully',
  descriptionRequired: 'Description is required',
  quantityInvalid: 'Valid quantity is required',
  unitsRequired: 'Units are required',
  unitsUnknown: `Units must be one of ${EXCESS_UNITS.join(', ')}`,
  locationRequired: 'Location is required',
  conditionUnknown: `Condition must be one of ${EXCESS_CONDITIONS.join(', ')}`,
} as const;

type ExcessFields = Fields<ExcessItemRecord>;

const isOneOf = (list: readonly string[], value: string) => list.includes(value);

/**
 * Reads and checks the body; `partial` (an update) checks only the fields present and keeps the others.
 * A blank or absent condition is New on create and unchanged on update.
 */
function readExcessFields(body: Record<string, unknown>, partial: boolean): Partial<ExcessFields> {
  const fields: Partial<ExcessFields> = {};
  const wanted = (key: keyof ExcessFields) => !partial || key in body;

  if (wanted('description')) {
    fields.description = text(body.description);
    if (!fields.description) fail(400, EXCESS_ITEM_TEXTS.descriptionRequired);
  }
  if (wanted('quantity')) {
    const quantity = numberOf(body.quantity);
    // Ruling 10: any number above 0, decimals included.
    if (!Number.isFinite(quantity) || quantity <= 0) fail(400, EXCESS_ITEM_TEXTS.quantityInvalid);
    fields.quantity = quantity;
  }
  if (wanted('units')) {
    const units = text(body.units);
    if (!units) fail(400, EXCESS_ITEM_TEXTS.unitsRequired);
    if (!isOneOf(EXCESS_UNITS, units)) fail(400, EXCESS_ITEM_TEXTS.unitsUnknown);
    fields.units = units;
  }
  if (wanted('location')) {
    fields.location = text(body.location);
    if (!fields.location) fail(400, EXCESS_ITEM_TEXTS.locationRequired);
  }
  const condition = text(body.condition);
  if (condition) {
    if (!isOneOf(EXCESS_CONDITIONS, condition)) fail(400, EXCESS_ITEM_TEXTS.conditionUnknown);
    fields.condition = condition;
  } else if (!partial) {
    fields.condition = DEFAULT_EXCESS_CONDITION;
  }
  return fields;
}

export const excessItemHandlers = crudHandlers(
  { store: db.excessItems, notFound: EXCESS_ITEM_TEXTS.notFound },
  {
    list: {
      path: '/excess-quantity/getall',
      access: 'VIEW_MATERIALS',
      records: () => db.excessItems.findMany(undefined, { orderBy: [{ createdAt: 'desc' }, { _id: 'desc' }] }),
    },
    create: {
      path: '/excess-quantity/create',
      access: 'MANAGE_MATERIALS',
      message: EXCESS_ITEM_TEXTS.created,
      key: 'item',
      read: (body) => readExcessFields(body, false) as ExcessFields,
    },
    update: {
      path: '/excess-quantity/update/:id',
      access: 'MANAGE_MATERIALS',
      message: EXCESS_ITEM_TEXTS.updated,
      key: 'item',
      read: (body) => readExcessFields(body, true),
    },
    remove: {
      path: '/excess-quantity/delete/:id',
      access: 'MANAGE_MATERIALS',
      message: EXCESS_ITEM_TEXTS.deleted,
    },
  },
);
