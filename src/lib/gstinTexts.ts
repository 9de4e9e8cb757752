/** What a form says about a GSTIN that fails the check (lib/gstin.ts): one text per problem, shared by every GSTIN field. */
import type { AnyObject, Flags, StringSchema } from 'yup';
import { gstinProblem, type GstinProblem } from './gstin';

export const GSTIN_PROBLEM_TEXTS: Readonly<Record<GstinProblem, string>> = {
  length: 'GST number should be 15 characters long',
  structure: 'GST number format is invalid: it should be a 2-digit state code, a 10-character PAN, an entity code, Z and a check character',
  stateCode: 'GST number should start with a GST state code (01 to 38, 97 or 99)',
  checksum: 'GST number check character does not match: please check it for a typing mistake',
};

/** The text for a typed GSTIN, or null when it is valid (or blank: whether one is required is the form's rule). */
export function gstinRefusal(value: string | undefined | null): string | null {
  const problem = value && value.trim() ? gstinProblem(value) : null;
  return problem ? GSTIN_PROBLEM_TEXTS[problem] : null;
}

/** A yup string that refuses a typed GSTIN failing the check, with its text; a blank one passes (required is the schema's own rule). */
export function checksGstin<T extends string | undefined, C extends AnyObject, D, F extends Flags>(schema: StringSchema<T, C, D, F>): StringSchema<T, C, D, F> {
  return schema.test('gstin', '', function check(value) {
    const refusal = gstinRefusal(value);
    return refusal ? this.createError({ message: refusal }) : true;
  });
}
