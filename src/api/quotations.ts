import { toNumber } from '@/lib/money';
import { getJson, http } from './http';
import type { ActivityEntry } from './activity';
import { entityFrom, idOf, listOf, recordOf, str } from './normalise';
import { projectLinesKeys } from './projectLinesKeys';
import { ALREADY_DELETED, defineResource, goneCountsAsDeleted } from './resource';

export interface QuotationItem {
  _id: string;
  projectId: string;
  itemNo: string;
  description: string;
  date: string;
  totalAmount: number;
  quantity?: number;
  unit?: string;
  rate?: number;
  createdAt: string;
}

export interface NewQuotationItem {
  projectId: string;
  description: string;
  date: string;
  totalAmount: number;
  itemNo?: string;
  quantity?: number;
  unit?: string;
  rate?: number;
}

export type QuotationItemChanges = Partial<Pick<QuotationItem, 'description' | 'date' | 'totalAmount' | 'itemNo'>>;

type RawItem = Partial<Record<keyof QuotationItem | 'id', unknown>>;

export function normaliseQuotationItem(input: unknown): QuotationItem {
  const raw = recordOf(input) as RawItem;
  return {
    _id: idOf(raw),
    projectId: str(raw.projectId),
    itemNo: str(raw.itemNo),
    description: str(raw.description),
    date: str(raw.date),
    totalAmount: toNumber(raw.totalAmount),
    quantity: raw.quantity === undefined ? undefined : toNumber(raw.quantity),
    unit: raw.unit === undefined ? undefined : str(raw.unit),
    rate: raw.rate === undefined ? undefined : toNumber(raw.rate),
    createdAt: str(raw.createdAt),
  };
}

/** A project's quotation items; read for every project by the fan-outs, so without axios. */
export async function fetchQuotationItems(projectId: string): Promise<QuotationItem[]> {
  return listOf(await getJson(`/quotation/getQuotationItemsByProject/${encodeURIComponent(projectId)}`), 'items', normaliseQuotationItem);
}

export async function createQuotationItem(item: NewQuotationItem): Promise<QuotationItem> {
  const { data } = await http.post('/quotation/createQuotationItem', item);
  return normaliseQuotationItem(entityFrom<RawItem>(data, 'item') ?? {});
}

export async function updateQuotationItem(id: string, changes: QuotationItemChanges): Promise<void> {
  await http.put(`/quotation/updateQuotationItem/${encodeURIComponent(id)}`, changes);
}

export async function deleteQuotationItem(id: string): Promise<void> {
  await http.delete(`/quotation/deleteQuotationItem/${encodeURIComponent(id)}`);
}

// An item's lines carry its description and date, and go with it when it is deleted: an item write makes the joined lines stale.
const quotationItems = defineResource<QuotationItem>({ key: ['quotations'], list: fetchQuotationItems, scoped: true, alsoInvalidates: [projectLinesKeys.all] });

export const quotationKeys = quotationItems.keys;

/** One project's items; nothing is read until there is a project. */
export const useQuotationItems = (projectId: string | undefined) => quotationItems.useList(projectId);

const VERBS = { created: 'Added', updated: 'Updated', deleted: 'Deleted' } as const;

/** A quotation item's activity; the project's name, when known, says where it happened. */
function itemActivity(action: keyof typeof VERBS, item: { _id: string; description: string; itemNo?: string }, projectName: string): ActivityEntry {
  const where = projectName ? ` of ${projectName}` : '';
  return {
    action,
    entityType: 'quotation',
    entityId: item._id || undefined,
    entityName: item.description,
    description: `${VERBS[action]} quotation item${item.itemNo ? ` ${item.itemNo}` : ''}${where}: ${item.description}`,
  };
}

export const useCreateQuotationItem = quotationItems.mutation(
  ({ item }: { item: NewQuotationItem; projectName: string }) => createQuotationItem(item),
  ({ item, projectName }, created) =>
    itemActivity('created', { _id: created._id, description: created.description || item.description, itemNo: item.itemNo ?? created.itemNo }, projectName),
);

/** `description` is the item's description after the change. */
export const useUpdateQuotationItem = quotationItems.mutation(
  ({ item, changes }: { item: QuotationItem; changes: QuotationItemChanges; projectName: string }) => updateQuotationItem(item._id, changes),
  ({ item, changes, projectName }) => itemActivity('updated', { ...item, description: changes.description ?? item.description }, projectName),
);

export const useDeleteQuotationItem = quotationItems.mutation(
  goneCountsAsDeleted(({ item }: { item: QuotationItem; projectName: string }) => deleteQuotationItem(item._id)),
  ({ item, projectName }, answer) => (answer === ALREADY_DELETED ? undefined : itemActivity('deleted', item, projectName)),
);

/** A project's item as the server has it now, for the edit's conflict check (the provider has no get-by-id for items). */
export const readQuotationItem = (item: QuotationItem) => quotationItems.readFresh(item._id, item.projectId);
