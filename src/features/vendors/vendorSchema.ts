import { array, object, string, type ObjectSchema } from 'yup';
import type { Vendor, VendorInput } from '@/api/vendors';
import { PHONE_DIGITS, VENDOR_CATEGORIES, VENDOR_PAYMENT_TERMS } from '@/config/constants';
import { normaliseGstin } from '@/lib/gstin';
import { checksGstin } from '@/lib/gstinTexts';
import { isValidIfsc, normaliseIfsc } from '@/lib/ifsc';
import { digitsOf, isEmail } from '@/lib/validators';
import { VENDOR_TEXTS as T } from './vendorTexts';

/** The vendor's text fields and their labels, as the form shows them and as '{Field label} is required' names them. */
export const VENDOR_FIELD_LABELS = {
  vendorName: 'Vendor Name',
  contactPerson: 'Contact Person',
  email: 'Email',
  gstNumber: 'GST Number',
  category: 'Category',
  paymentTerms: 'Payment Terms',
  bankName: 'Bank Name',
  accountNumber: 'Account Number',
  ifscCode: 'IFSC Code',
  address: 'Address',
} as const;

type TextField = keyof typeof VENDOR_FIELD_LABELS;

/**
 * The one vendor form, for the add page and the edit dialog. The add page types phones one per field and
 * adds products as chips; the edit dialog types each as one comma-separated text (02 §5).
 */
export type VendorFormValues = Record<TextField, string> & {
  phones: { number: string }[];
  productsServices: string[];
  phonesText: string;
  productsText: string;
};

export const EMPTY_VENDOR_FORM: VendorFormValues = {
  vendorName: '',
  contactPerson: '',
  email: '',
  gstNumber: '',
  category: '',
  paymentTerms: '',
  bankName: '',
  accountNumber: '',
  ifscCode: '',
  address: '',
  phones: [{ number: '' }],
  productsServices: [],
  phonesText: '',
  productsText: '',
};

const oneOf = (list: readonly string[], value: string, fallback: string) => (list.includes(value) ? value : fallback);

/** The edit form starts from the vendor; one without a known category is Other, without payment terms Immediate (02 §9). */
export function vendorFormValues(vendor: Vendor): VendorFormValues {
  return {
    vendorName: vendor.vendorName,
    contactPerson: vendor.contactPerson,
    email: vendor.email,
    gstNumber: vendor.gstNumber,
    category: oneOf(VENDOR_CATEGORIES, vendor.category, 'Other'),
    paymentTerms: oneOf(VENDOR_PAYMENT_TERMS, vendor.paymentTerms, 'Immediate'),
    bankName: vendor.bankName,
    accountNumber: vendor.accountNumber,
    ifscCode: vendor.ifscCode,
    address: vendor.address,
    phones: vendor.phoneNumbers.map(({ number }) => ({ number })),
    productsServices: vendor.productsServices,
    phonesText: vendor.phoneNumbers.map((p) => p.number).join(', '),
    productsText: vendor.productsServices.join(', '),
  };
}

/** Comma-separated text as a list: trimmed, blanks dropped. */
export const splitList = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Products as sent: trimmed, blanks and repeats dropped. */
const uniqueList = (values: readonly string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

/** What a list of typed phones lacks, blanks ignored: none at all, or one that is not 10 digits. */
export function phoneListProblem(phones: readonly string[]): string | null {
  const typed = phones.map((p) => p.trim()).filter(Boolean);
  if (typed.length === 0) return T.phoneRequired;
  if (typed.some((p) => digitsOf(p).length !== PHONE_DIGITS)) return T.phoneInvalid;
  return null;
}

const required = (field: TextField) => string().trim().required(`${VENDOR_FIELD_LABELS[field]} is required`);

const textFields = {
  vendorName: required('vendorName'),
  contactPerson: required('contactPerson'),
  email: required('email').test('email', T.emailInvalid, (value) => !value || isEmail(value)),
  gstNumber: checksGstin(required('gstNumber')),
  category: required('category'),
  paymentTerms: required('paymentTerms'),
  bankName: required('bankName'),
  accountNumber: required('accountNumber'),
  ifscCode: required('ifscCode').test('ifsc', T.ifscInvalid, (value) => !value || isValidIfsc(value)),
  address: required('address'),
};

const phoneRule = (read: (value: unknown) => string[]) =>
  function check(this: { createError: (o: { message: string }) => unknown }, value: unknown) {
    const problem = phoneListProblem(read(value));
    return problem ? this.createError({ message: problem }) : true;
  };

const numbersOf = (value: unknown) => ((value ?? []) as { number?: string }[]).map((p) => p.number ?? '');

/** Add vendor (02 §5): every text field, one phone at least, each of 10 digits; products as chips. */
export const addVendorSchema = object({
  ...textFields,
  phones: array(object({ number: string().default('') })).test('phones', '', phoneRule(numbersOf) as never),
  productsServices: array(string().required()).default([]),
  phonesText: string().default(''),
  productsText: string().default(''),
}) as unknown as ObjectSchema<VendorFormValues>;

/** Edit vendor (02 §5): the same fields, phones and products typed comma-separated. */
export const editVendorSchema = object({
  ...textFields,
  phones: array(object({ number: string().default('') })).default([]),
  productsServices: array(string().required()).default([]),
  phonesText: string()
    .default('')
    .test('phones', '', phoneRule((value) => splitList(String(value ?? ''))) as never),
  productsText: string().default(''),
}) as unknown as ObjectSchema<VendorFormValues>;

/**
 * What is sent (02 §5): texts trimmed, e-mail in lower case, GST number and IFSC in capitals, phones as
 * digits with the first primary (blanks dropped), products trimmed without repeats.
 */
export function toVendorInput(values: VendorFormValues, mode: 'create' | 'edit'): VendorInput {
  const phones = mode === 'create' ? values.phones.map((p) => p.number) : splitList(values.phonesText);
  const products = mode === 'create' ? values.productsServices : splitList(values.productsText);
  return {
    vendorName: values.vendorName.trim(),
    contactPerson: values.contactPerson.trim(),
    email: values.email.trim().toLowerCase(),
    phoneNumbers: phones
      .map(digitsOf)
      .filter(Boolean)
      .map((number, i) => ({ number, isPrimary: i === 0 })),
    gstNumber: normaliseGstin(values.gstNumber),
    category: values.category.trim(),
    productsServices: uniqueList(products),
    paymentTerms: values.paymentTerms.trim(),
    bankName: values.bankName.trim(),
    accountNumber: values.accountNumber.trim(),
    ifscCode: normaliseIfsc(values.ifscCode),
    address: values.address.trim(),
  };
}
