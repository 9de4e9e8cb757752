/** The purchasing screen's texts (02 §2, §5, §8; rulings 12, 22, 24), verbatim where the spec words them. */
import { errorDetail } from '@/api/apiError';
import { purchaseLoadErrors } from '@/api/purchaseLoadErrors';
import { plural } from '@/lib/plural';
import { formatCount } from '@/lib/indianNumbers';

/** The page's load (ruling 24). */
export const PURCHASING_LOAD_ERRORS = purchaseLoadErrors((detail) => `Failed to fetch material purchasing data: ${detail}`);

/** The View Purchases modal's load (ruling 24). */
export const VIEW_PURCHASES_LOAD_ERRORS = purchaseLoadErrors((detail) => `Failed to fetch data: ${detail}`);

export const PURCHASING_TEXTS = {
  title: 'Material Purchasing Management',
  subtitle: 'Material lines of every project, by project',
  viewPurchases: 'View Purchases',
  summarySearch: 'Search by project name or number',
  linesSearch: 'Search by material, quotation, project or vendor',
  noProjects: 'No projects found',
  noProjectsHint: 'Projects and their material lines appear here once quotation items have materials.',
  noProjectsMatch: 'No projects match your search or filter.',
  noLines: 'No materials found',
  noLinesHint: 'Add materials to quotation items on the Material Entry sheet.',
  noLinesMatch: 'No materials match your search or filters.',
  loading: (done: number, total: number) => `Loading material lines: ${formatCount(done)} of ${formatCount(total)} ${total === 1 ? 'request' : 'requests'}`,
  partsFailed: (parts: number) => `${plural(parts, 'part')} of the material lines failed to load; the figures may be incomplete.`,
  vendorsUnavailable: 'Vendor details not available',
  statusUpdated: (status: string) => `Status updated to ${status}`,
  statusFailed: 'Failed to update status',
  nothingToUpdate: 'No materials to update',
  bulkUpdated: (updated: number, status: string, failed: number) =>
    `Successfully updated ${plural(updated, 'material')} to ${status}${failed > 0 ? `. ${failed} failed.` : ''}`,
  bulkFailed: (error: unknown) => `Bulk update failed: ${errorDetail(error)}`,
  bulkQuestion: (count: number, status: string) => `Are you sure you want to mark ${plural(count, 'material')} as ${status}?`,
} as const;
