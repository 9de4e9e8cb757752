import type { MeasurementFields } from '@/api/quotationSheets';
import { measurementQuantity } from '@/lib/amounts';
import { hasText, isPositive, numberIn, requiredCells } from './cellValues';

/** A measurement row as typed; its date is the sheet's. */
export interface MeasurementValues {
  description: string;
  nos: string;
  length: string;
  breadth: string;
  depth: string;
  unit: string;
}

export const emptyMeasurement = (): MeasurementValues => ({ description: '', nos: '', length: '', breadth: '', depth: '', unit: '' });

/** Every field is required, and a zero counts as missing. */
export const missingMeasurementFields = requiredCells<MeasurementValues>({
  description: hasText,
  nos: isPositive,
  length: isPositive,
  breadth: isPositive,
  depth: isPositive,
  unit: hasText,
});

/** nos × length × breadth × depth of what is typed so far. */
export function typedQuantity(values: MeasurementValues): number {
  return measurementQuantity({ nos: numberIn(values.nos), length: numberIn(values.length), breadth: numberIn(values.breadth), depth: numberIn(values.depth) });
}

export function measurementFieldsOf(values: MeasurementValues, date: string): MeasurementFields {
  return {
    date,
    description: values.description.trim(),
    nos: numberIn(values.nos),
    length: numberIn(values.length),
    breadth: numberIn(values.breadth),
    depth: numberIn(values.depth),
    unit: values.unit,
  };
}
