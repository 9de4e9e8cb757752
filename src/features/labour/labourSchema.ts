import { mixed, object, string, type ObjectSchema } from 'yup';
import { LABOUR_CATEGORIES, type LabourProfile, type LabourProfileFields } from '@/api/labourProfiles';
import { DEFAULT_LABOUR_CATEGORY, ID_PROOF_MAX_BYTES, PHONE_DIGITS } from '@/config/constants';
import { digitsOf, isEmail } from '@/lib/validators';
import { LABOUR_TEXTS as T } from './labourTexts';

/** The one labour form, for the add page and the edit dialog: what is sent, with the image always present (null for none). */
export type LabourFormValues = Omit<LabourProfileFields, 'idProof'> & { idProof: File | null };

export const EMPTY_LABOUR_FORM: LabourFormValues = {
  name: '',
  category: '',
  phone: '',
  email: '',
  address: '',
  ifscCode: '',
  branchName: '',
  accountNumber: '',
  idProof: null,
};

/** The edit form starts from the record; a record without a category gets Skilled (02 §3). */
export function labourFormValues(profile: LabourProfile): LabourFormValues {
  const category = (LABOUR_CATEGORIES as readonly string[]).includes(profile.category) ? profile.category : DEFAULT_LABOUR_CATEGORY;
  return {
    name: profile.name,
    category,
    phone: profile.phone,
    email: profile.email,
    address: profile.address,
    ifscCode: profile.ifscCode,
    branchName: profile.branchName,
    accountNumber: profile.accountNumber,
    idProof: null,
  };
}

/** The fields the record holds, compared for a change by someone else: the image chosen is the user's alone. */
export const LABOUR_RECORD_FIELDS = ['name', 'category', 'phone', 'email', 'address', 'ifscCode', 'branchName', 'accountNumber'] as const satisfies readonly (keyof LabourFormValues)[];

/** What is sent: trimmed texts (the API module trims), the phone as its digits, the IFSC uppercased, the image only when chosen. */
export function toLabourFields(values: LabourFormValues): LabourProfileFields {
  return { ...values, phone: digitsOf(values.phone), ifscCode: values.ifscCode.trim().toUpperCase(), email: values.email.trim().toLowerCase() };
}

const requiredText = (message: string) => string().trim().required(message);
const optionalText = () => string().trim().default('');

const shared = {
  name: requiredText(T.nameRequired),
  category: string().required(T.categoryRequired).oneOf([...LABOUR_CATEGORIES], T.categoryRequired),
  phone: requiredText(T.phoneRequired).test('ten-digits', T.phoneInvalid, (value) => !value || digitsOf(value).length === PHONE_DIGITS),
  email: optionalText().test('email', T.emailInvalid, (value) => !value || isEmail(value)),
  address: requiredText(T.addressRequired),
  idProof: mixed<File>()
    .nullable()
    .default(null)
    .test('image', T.notImage, (file) => !file || file.type.startsWith('image/'))
    .test('size', T.tooBig, (file) => !file || file.size < ID_PROOF_MAX_BYTES),
};

/** Add labour (02 §5): every field but the e-mail and the image is required. */
export const addLabourSchema = object({
  ...shared,
  ifscCode: requiredText(T.ifscRequired),
  branchName: requiredText(T.branchRequired),
  accountNumber: requiredText(T.accountRequired),
}) as ObjectSchema<LabourFormValues>;

/** Edit labour (02 §5): name, category, phone and address are required; the bank details may be left empty. */
export const editLabourSchema = object({
  ...shared,
  ifscCode: optionalText(),
  branchName: optionalText(),
  accountNumber: optionalText(),
}) as ObjectSchema<LabourFormValues>;
