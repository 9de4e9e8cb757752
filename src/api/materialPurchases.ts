/**
 * Simple material purchase records (/material-purchase) on the management calls (ruling 28). The list
 * may come bare or under `purchases`; the amount may come as a number or as text, thousands commas
 * included. The amount is sent as text with two decimals ("1250.00"), as the provider expects.
 */
import { DEFAULT_PURCHASE_STATUS, PURCHASE_STATUSES } from '@/config/constants';
import { moneyText, toNumber } from '@/lib/money';
import { http } from './http';
import { entityFrom, idOf, listOf, recordOf, str } from './normalise';
import { defineResource } from './resource';

export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export interface MaterialPurchase {
  _id: string;
  material: string;
  vendor: string;
  amount: number;
  /** As the provider keeps it: yyyy-mm-dd, or a full timestamp. */
  date: string;
  status: PurchaseStatus;
}

/** What a create or an update sends. */
export interface MaterialPurchaseFields {
  material: string;
  vendor: string;
  amount: number;
  /** yyyy-mm-dd. */
  date: string;
  status: PurchaseStatus;
}

type Raw = Record<string, unknown>;

/** Unpaid or Paid, whatever the case it came in; anything else is the default, Unpaid. */
export function purchaseStatusOf(value: unknown): PurchaseStatus {
  const text = str(value).trim().toLowerCase();
  return PURCHASE_STATUSES.find((status) => status.toLowerCase() === text) ?? DEFAULT_PURCHASE_STATUS;
}

export function normaliseMaterialPurchase(input: unknown): MaterialPurchase {
  const raw = recordOf(input);
  return {
    _id: idOf(raw),
    material: str(raw.material),
    vendor: str(raw.vendor),
    amount: toNumber(raw.amount),
    date: str(raw.date),
    status: purchaseStatusOf(raw.status),
  };
}

/** The body: texts trimmed, the amount as text with two decimals. */
export function materialPurchaseBody(fields: MaterialPurchaseFields) {
  return {
    material: fields.material.trim(),
    vendor: fields.vendor.trim(),
    amount: moneyText(fields.amount),
    date: fields.date,
    status: fields.status,
  };
}

const q = encodeURIComponent;

export async function fetchMaterialPurchases(): Promise<MaterialPurchase[]> {
  const { data } = await http.get('/material-purchases/get-mgmt');
  return listOf(data, 'purchases', normaliseMaterialPurchase);
}

export async function createMaterialPurchase(fields: MaterialPurchaseFields): Promise<MaterialPurchase | undefined> {
  const { data } = await http.post('/material-purchases/create-mgmt', materialPurchaseBody(fields));
  const raw = entityFrom<Raw>(data, 'purchase');
  return raw ? normaliseMaterialPurchase(raw) : undefined;
}

export async function updateMaterialPurchase(id: string, fields: MaterialPurchaseFields): Promise<void> {
  await http.put(`/material-purchases/update-mgmt/${q(id)}`, materialPurchaseBody(fields));
}

export async function deleteMaterialPurchase(id: string): Promise<void> {
  await http.delete(`/material-purchases/delete-mgmt/${q(id)}`);
}

const materialPurchases = defineResource<MaterialPurchase>({
  key: ['materialPurchases'],
  list: fetchMaterialPurchases,
  entityType: 'purchase',
  nameOf: (purchase) => purchase.material,
});

/** A purchase record as the server has it now (an edit's conflict check). */
export const readMaterialPurchase = (id: string) => materialPurchases.readFresh(id);

export const materialPurchaseKeys = materialPurchases.keys;

export const useMaterialPurchases = () => materialPurchases.useList();

const summary = (fields: Pick<MaterialPurchaseFields, 'material' | 'vendor' | 'amount' | 'status'>) =>
  `${fields.material.trim()} from ${fields.vendor.trim()}, ₹${moneyText(fields.amount)} (${fields.status})`;
const metadataOf = (fields: MaterialPurchaseFields) => ({ vendor: fields.vendor.trim(), amount: fields.amount, status: fields.status });

export const useCreateMaterialPurchase = materialPurchases.creates(createMaterialPurchase, (fields: MaterialPurchaseFields) => ({
  name: fields.material.trim(),
  description: `Recorded a purchase: ${summary(fields)}`,
  metadata: metadataOf(fields),
}));

export const useUpdateMaterialPurchase = materialPurchases.updates(
  ({ id, fields }: { id: string; fields: MaterialPurchaseFields }) => updateMaterialPurchase(id, fields),
  ({ id, fields }) => ({ id, name: fields.material.trim(), description: `Updated a purchase record: ${summary(fields)}`, metadata: metadataOf(fields) }),
);

export const useDeleteMaterialPurchase = materialPurchases.deletes(deleteMaterialPurchase, (purchase) => `Deleted a purchase record: ${summary(purchase)}`);
