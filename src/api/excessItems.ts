/**
 * Surplus (excess) items: description, quantity, units, location and condition. The list answer is a
 * bare array; anything else (an object, an HTML page read as text) is read as no items.
 */
import { toNumber } from '@/lib/money';
import { http } from './http';
import { entityFrom, idOf, isRecord, recordOf, str } from './normalise';
import { defineResource } from './resource';

export interface ExcessItem {
  _id: string;
  description: string;
  quantity: number;
  units: string;
  location: string;
  /** New, Unopened or Used. */
  condition: string;
  createdAt?: string;
}

/** What the form sends on create and update (02 §7: the same body). */
export type ExcessItemInput = Pick<ExcessItem, 'description' | 'quantity' | 'units' | 'location' | 'condition'>;

type Raw = Record<string, unknown>;

export function normaliseExcessItem(input: unknown): ExcessItem {
  const raw = recordOf(input);
  return {
    _id: idOf(raw),
    description: str(raw.description),
    quantity: toNumber(raw.quantity),
    units: str(raw.units),
    location: str(raw.location),
    condition: str(raw.condition),
    createdAt: raw.createdAt ? str(raw.createdAt) : undefined,
  };
}

/** The list as answered: an array of items; a non-list answer is empty (02 §7). */
export function excessItemsFrom(data: unknown): ExcessItem[] {
  return Array.isArray(data) ? data.filter(isRecord).map(normaliseExcessItem) : [];
}

const q = encodeURIComponent;

export async function fetchExcessItems(): Promise<ExcessItem[]> {
  const { data } = await http.get('/excess-quantity/getall');
  return excessItemsFrom(data);
}

export async function createExcessItem(input: ExcessItemInput): Promise<ExcessItem | undefined> {
  const { data } = await http.post('/excess-quantity/create', input);
  const raw = entityFrom<Raw>(data, 'item');
  return raw ? normaliseExcessItem(raw) : undefined;
}

export async function updateExcessItem(id: string, input: ExcessItemInput): Promise<void> {
  await http.put(`/excess-quantity/update/${q(id)}`, input);
}

export async function deleteExcessItem(id: string): Promise<void> {
  await http.delete(`/excess-quantity/delete/${q(id)}`);
}

// Surplus stock is material: the activity log has no entity type of its own for it.
const excessItems = defineResource<ExcessItem>({ key: ['excessItems'], list: fetchExcessItems, entityType: 'material', nameOf: (item) => item.description });

/** A excess item as the server has it now (an edit's conflict check). */
export const readExcessItem = (id: string) => excessItems.readFresh(id);

export const excessItemKeys = excessItems.keys;

export const useExcessItems = () => excessItems.useList();

const metadataOf = ({ quantity, units, location, condition }: ExcessItemInput) => ({ quantity, units, location, condition });

export const useCreateExcessItem = excessItems.creates(createExcessItem, (input: ExcessItemInput) => ({
  name: input.description,
  description: `Added excess item ${input.description} (${input.quantity} ${input.units}) at ${input.location}`,
  metadata: metadataOf(input),
}));

export const useUpdateExcessItem = excessItems.updates(
  ({ id, input }: { id: string; input: ExcessItemInput }) => updateExcessItem(id, input),
  ({ id, input }) => ({ id, name: input.description, description: `Updated excess item ${input.description}`, metadata: metadataOf(input) }),
);

export const useDeleteExcessItem = excessItems.deletes(deleteExcessItem, (item) => `Removed excess item ${item.description}`);
