/**
 * Labour salary records: every labour work entry joined with its project and quotation item (the
 * project-lines loader), and the bank details of the labour profile it matches.
 */
import type { LabourProfile } from './labourProfiles';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchProjectLines, useProjectLines, useProjectLinesProgress, type ProjectLine } from './projectLines';
import { fetchLabourWork, LABOUR_LINES, type LabourWorkEntry } from './quotationSheets';

export type LabourSalaryRecord = ProjectLine<LabourWorkEntry>;

export type BankDetails = Pick<LabourProfile, 'accountNumber' | 'ifscCode' | 'branchName'>;

export const useLabourSalaryRecords = (options?: { enabled?: boolean }) => useProjectLines(LABOUR_LINES, fetchLabourWork, options);
export const useLabourSalaryProgress = () => useProjectLinesProgress(LABOUR_LINES);

/** Starts the salary screen's load as soon as its route opens (see `AppRoute.prefetch`). */
export const prefetchLabourSalaryRecords = (queryClient: QueryClient) => prefetchProjectLines(queryClient, LABOUR_LINES, fetchLabourWork);

/** The entry as stored, without the project and quotation context the join added: what an update sends. */
export function labourEntryOf(record: LabourSalaryRecord): LabourWorkEntry {
  const { _id, quotationId, name, phone, task, hours, wage, paymentStatus } = record;
  return { _id, quotationId, name, phone, task, hours, wage, paymentStatus };
}

const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const digits = (phone: string) => phone.replace(/\D/g, '');

/**
 * Finds a record's labour profile: the same name, ignoring case and surrounding spaces; when several
 * profiles share the name, the one with the same phone number. Only a profile with all three bank
 * fields gives bank details.
 */
export function bankDetailsMatcher(profiles: readonly LabourProfile[]): (record: Pick<LabourSalaryRecord, 'name' | 'phone'>) => BankDetails | null {
  const byName = new Map<string, LabourProfile[]>();
  for (const profile of profiles) {
    const key = nameKey(profile.name);
    const list = byName.get(key);
    if (list) list.push(profile);
    else byName.set(key, [profile]);
  }
  return (record) => {
    const candidates = byName.get(nameKey(record.name));
    if (!candidates) return null;
    const phone = digits(record.phone);
    const profile = (candidates.length > 1 && phone && candidates.find((p) => digits(p.phone) === phone)) || candidates[0];
    const { accountNumber, ifscCode, branchName } = profile;
    return accountNumber.trim() && ifscCode.trim() && branchName.trim() ? { accountNumber, ifscCode, branchName } : null;
  };
}
