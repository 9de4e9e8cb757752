/** Every material line of every project, joined with its project and quotation item (the project-lines loader). */
import type { QueryClient } from '@tanstack/react-query';
import { prefetchProjectLines, useProjectLines, useProjectLinesProgress, type ProjectLine } from './projectLines';
import { fetchMaterials, MATERIAL_LINES, type QuotationMaterial } from './quotationSheets';

export type MaterialLine = ProjectLine<QuotationMaterial>;

export const useMaterialLines = (options?: { enabled?: boolean }) => useProjectLines(MATERIAL_LINES, fetchMaterials, options);
export const useMaterialLinesProgress = () => useProjectLinesProgress(MATERIAL_LINES);

/** Starts the purchasing screen's load as soon as its route opens (see `AppRoute.prefetch`). */
export const prefetchMaterialLines = (queryClient: QueryClient) => prefetchProjectLines(queryClient, MATERIAL_LINES, fetchMaterials);
