import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toNumber } from '@/lib/money';
import { http } from './http';
import { entityFrom, idOf, listFrom, str } from './normalise';

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

export function normaliseQuotationItem(raw: RawItem): QuotationItem {
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

export const quotationKeys = {
  all: ['quotations'] as const,
  byProject: (projectId: string) => ['quotations', 'byProject', projectId] as const,
};

export async function fetchQuotationItems(projectId: string): Promise<QuotationItem[]> {
  const { data } = await http.get(`/quotation/getQuotationItemsByProject/${encodeURIComponent(projectId)}`);
  return listFrom<RawItem>(data, 'items').map(normaliseQuotationItem);
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

export function useQuotationItems(projectId: string | undefined) {
  return useQuery({
    queryKey: quotationKeys.byProject(projectId ?? ''),
    queryFn: () => fetchQuotationItems(projectId ?? ''),
    enabled: !!projectId,
  });
}

function useQuotationMutation<Vars, Result>(mutationFn: (vars: Vars) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: quotationKeys.all }) });
}

export const useCreateQuotationItem = () => useQuotationMutation(createQuotationItem);
export const useUpdateQuotationItem = () =>
  useQuotationMutation(({ id, changes }: { id: string; changes: QuotationItemChanges }) => updateQuotationItem(id, changes));
export const useDeleteQuotationItem = () => useQuotationMutation(deleteQuotationItem);
