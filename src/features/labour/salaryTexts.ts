/** The salary screen's texts: the spec's payment-tracking catalogue (02 §8) verbatim, counts per ruling 12. */
import { errorDetail } from '@/api/apiError';
import { plural } from '@/lib/plural';
import { formatCount } from '@/lib/indianNumbers';

export const SALARY_TEXTS = {
  title: 'Labour Salary Management',
  subtitle: 'Track wages per labour work entry and mark them paid or unpaid',
  searchLabel: 'Search by name, phone, project or quotation',
  recordNotFound: 'Labour record not found',
  statusUpdated: (status: string) => `Payment status updated to ${status}!`,
  statusFailed: (error: unknown) => `Failed to update payment status: ${errorDetail(error)}`,
  nothingToUpdate: 'No records to update',
  bulkUpdated: (updated: number, status: string, failed: number) =>
    `Successfully updated ${plural(updated, 'record')} to ${status}${failed > 0 ? `. ${failed} failed.` : ''}`,
  bulkNoneUpdated: 'Failed to update any records',
  bulkFailed: (error: unknown) => `Bulk update failed: ${errorDetail(error)}`,
  fetchFailed: (error: unknown) => `Failed to fetch labour records: ${errorDetail(error)}`,
  partsFailed: (parts: number) => `${plural(parts, 'part')} of the labour records failed to load; the list may be incomplete.`,
  profilesFailed: 'Failed to load labour profiles: bank details cannot be shown.',
  loading: (done: number, total: number) => `Loading labour records: ${formatCount(done)} of ${formatCount(total)} ${total === 1 ? 'request' : 'requests'}`,
  showing: (shown: number, total: number) => `Showing ${formatCount(shown)} of ${formatCount(total)} ${total === 1 ? 'record' : 'records'}`,
  emptyTitle: 'No labour records found',
  emptyFiltered: 'No records match your search criteria. Try adjusting the search or filters.',
  emptyNone: 'Add labour entries in Labour Management first',
  noBanking: 'Banking information not available. This labour may not have a complete profile.',
  bulkQuestion: (count: number, status: string) => `Are you sure you want to mark ${plural(count, 'record')} as ${status}?`,
} as const;
