/** Material line status changes (02 §4), through the shared line-status hook; each save logs an activity. */
import { useCallback } from 'react';
import type { MaterialLine } from '@/api/materialLines';
import type { ProjectLinesState } from '@/api/projectLines';
import { useSetMaterialStatus, type QuotationMaterial } from '@/api/quotationSheets';
import { useLineStatus, type LineStatusTexts } from '@/components/useLineStatus';
import { getRequestPool } from '@/config/env';
import { PURCHASING_TEXTS } from './purchasingTexts';

type Lines = Pick<ProjectLinesState<QuotationMaterial>, 'updateRows'>;

const statusOf = (line: MaterialLine) => line.status;
const withStatus = (line: MaterialLine, status: string) => ({ ...line, status });

const TEXTS: LineStatusTexts = {
  updated: PURCHASING_TEXTS.statusUpdated,
  failed: () => PURCHASING_TEXTS.statusFailed,
  nothingToUpdate: PURCHASING_TEXTS.nothingToUpdate,
  bulkUpdated: PURCHASING_TEXTS.bulkUpdated,
  bulkNoneUpdated: PURCHASING_TEXTS.bulkFailed,
  bulkFailed: PURCHASING_TEXTS.bulkFailed,
  bulkQuestion: PURCHASING_TEXTS.bulkQuestion,
  bulkConfirmLabel: (status) => (status === 'completed' ? 'Mark All Completed' : 'Mark All Pending'),
};

export function useMaterialStatus(lines: Lines) {
  const { mutateAsync } = useSetMaterialStatus();
  const save = useCallback((line: MaterialLine, status: string) => mutateAsync({ line, status }), [mutateAsync]);
  return useLineStatus<MaterialLine>({ lines, statusOf, withStatus, save, texts: TEXTS, concurrency: getRequestPool() });
}
