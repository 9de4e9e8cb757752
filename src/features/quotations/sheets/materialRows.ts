import type { MaterialFields, QuotationMaterial } from '@/api/quotationSheets';
import { cellText, hasText, isPositive, numberIn, requiredCells } from './cellValues';

/** A material row as typed. */
export interface MaterialValues {
  name: string;
  qty: string;
  unit: string;
  rate: string;
  vendor: string;
}

export const emptyMaterial = (): MaterialValues => ({ name: '', qty: '', unit: '', rate: '', vendor: '' });

export function materialValuesOf(material: QuotationMaterial): MaterialValues {
  return { name: material.name, qty: cellText(material.qty), unit: material.unit, rate: cellText(material.rate), vendor: material.vendor };
}

/** Name, unit and vendor are required; qty and rate must be above 0. */
export const missingMaterialFields = requiredCells<MaterialValues>({ name: hasText, qty: isPositive, unit: hasText, rate: isPositive, vendor: hasText });

export function materialFieldsOf(values: MaterialValues): MaterialFields {
  return { name: values.name.trim(), qty: numberIn(values.qty), unit: values.unit, rate: numberIn(values.rate), vendor: values.vendor.trim() };
}
