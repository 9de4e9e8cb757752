import type { LabourWorkEntry, LabourWorkFields } from '@/api/quotationSheets';
import { cellText, hasText, isPositive, numberIn, requiredCells } from './cellValues';

/** A labour work entry as typed. */
export interface LabourValues {
  name: string;
  phone: string;
  task: string;
  hours: string;
  wage: string;
}

export const emptyLabour = (): LabourValues => ({ name: '', phone: '', task: '', hours: '', wage: '' });

export function labourValuesOf(entry: LabourWorkEntry): LabourValues {
  return { name: entry.name, phone: entry.phone, task: entry.task, hours: cellText(entry.hours), wage: cellText(entry.wage) };
}

/** Name and task are required; hours and wage must be above 0. The phone is optional. */
export const missingLabourFields = requiredCells<LabourValues>({ name: hasText, task: hasText, hours: isPositive, wage: isPositive });

export function labourFieldsOf(values: LabourValues): LabourWorkFields {
  return { name: values.name.trim(), phone: values.phone.trim(), task: values.task.trim(), hours: numberIn(values.hours), wage: numberIn(values.wage) };
}
