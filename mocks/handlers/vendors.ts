/**
 * Vendors. The list is read by the vendor screens and, for their vendor choices and vendor details, by
 * the material screens; it answers a bare array, as the provider does. Writes need MANAGE_VENDOR.
 *
 * A write is normalised as the app does it (texts trimmed, GST number and IFSC in capitals, e-mail in
 * lower case, phones reduced to digits with the first primary). An invalid body is a 400 whose `details`
 * names what is wrong; a GST number another vendor has (in any case) is a 409.
 */
import { GST_NUMBER_LENGTH, PHONE_DIGITS, VENDOR_CATEGORIES, VENDOR_PAYMENT_TERMS } from '@/config/constants';
import { digitsOf, isEmail } from '@/lib/validators';
import { crudHandlers, type Fields } from '../crud';
import { db, type VendorRecord } from '../db';
import { fail, text } from '../respond';

export const VENDOR_TEXTS = {
  notFound: 'Vendor not found',
  created: 'Vendor created successfully',
  updated: 'Vendor updated successfully',
  deleted: 'Vendor deleted successfully',
  invalid: 'Invalid vendor data',
  duplicateGst: 'A vendor with this GST number already exists',
  email: 'Please enter a valid email address',
  gstLength: 'GST number should be 15 characters long',
  noPhone: 'At least one phone number is required',
  phone: 'Please enter valid 10-digit phone numbers',
  category: `Category must be one of ${VENDOR_CATEGORIES.join(', ')}`,
  paymentTerms: `Payment terms must be one of ${VENDOR_PAYMENT_TERMS.join(', ')}`,
} as const;

/** The required text fields and their labels, in the order a missing one is reported. */
const REQUIRED = [
  ['vendorName', 'Vendor name'],
  ['contactPerson', 'Contact person'],
  ['email', 'Email'],
  ['gstNumber', 'GST number'],
  ['category', 'Category'],
  ['paymentTerms', 'Payment terms'],
  ['bankName', 'Bank name'],
  ['accountNumber', 'Account number'],
  ['ifscCode', 'IFSC code'],
  ['address', 'Address'],
] as const;

type VendorFields = Fields<VendorRecord>;

/** A 400 naming what is wrong in `details`. */
function refuse(details: string): never {
  fail(400, VENDOR_TEXTS.invalid, { details });
}

/** A list sent as an array or as one comma-separated string. */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',');
  return [];
}

/** Phones as `[{ number, isPrimary }]`, plain strings, or a comma string: digits only, blanks dropped, the first primary. */
function phonesOf(value: unknown): VendorFields['phoneNumbers'] {
  const numbers = listOf(value)
    .map((phone) => (phone && typeof phone === 'object' ? (phone as Record<string, unknown>).number : phone))
    .map((number) => (typeof number === 'string' || typeof number === 'number' ? String(number).trim() : ''))
    .filter(Boolean);
  if (numbers.length === 0) refuse(VENDOR_TEXTS.noPhone);
  const digits = numbers.map(digitsOf);
  if (digits.some((d) => d.length !== PHONE_DIGITS)) refuse(VENDOR_TEXTS.phone);
  return digits.map((number, i) => ({ number, isPrimary: i === 0 }));
}

/** Products and services: trimmed, blanks and repeats dropped, in the order given. */
function productsOf(value: unknown): string[] {
  const products = listOf(value).map((p) => (typeof p === 'string' ? p.trim() : '')).filter(Boolean);
  return [...new Set(products)];
}

/** Reads and checks a body; `partial` (an update) checks only the fields sent and keeps the others. */
function readVendor(body: Record<string, unknown>, partial: boolean): Partial<VendorFields> {
  const fields: Partial<VendorFields> = {};
  for (const [key, label] of REQUIRED) {
    if (partial && !(key in body)) continue;
    const value = text(body[key]);
    if (!value) refuse(`${label} is required`);
    fields[key] = value;
  }
  if (fields.email !== undefined) {
    fields.email = fields.email.toLowerCase();
    if (!isEmail(fields.email)) refuse(VENDOR_TEXTS.email);
  }
  if (fields.gstNumber !== undefined) {
    fields.gstNumber = fields.gstNumber.toUpperCase();
    if (fields.gstNumber.length !== GST_NUMBER_LENGTH) refuse(VENDOR_TEXTS.gstLength);
  }
  if (fields.ifscCode !== undefined) fields.ifscCode = fields.ifscCode.toUpperCase();
  if (fields.category !== undefined && !(VENDOR_CATEGORIES as readonly string[]).includes(fields.category)) refuse(VENDOR_TEXTS.category);
  if (fields.paymentTerms !== undefined && !(VENDOR_PAYMENT_TERMS as readonly string[]).includes(fields.paymentTerms)) {
    refuse(VENDOR_TEXTS.paymentTerms);
  }
  if (!partial || 'phoneNumbers' in body) fields.phoneNumbers = phonesOf(body.phoneNumbers);
  if (!partial || 'productsServices' in body) fields.productsServices = productsOf(body.productsServices);
  return fields;
}

/** A GST number another vendor already has (compared in capitals) is the provider's 409. */
function refuseDuplicateGst(gstNumber: string | undefined, selfId?: string): void {
  if (!gstNumber) return;
  const taken = db.vendors.all().some((v) => v._id !== selfId && v.gstNumber.trim().toUpperCase() === gstNumber);
  if (taken) fail(409, VENDOR_TEXTS.duplicateGst, { error: VENDOR_TEXTS.duplicateGst });
}

export const vendorHandlers = crudHandlers(
  { store: db.vendors, notFound: VENDOR_TEXTS.notFound },
  {
    list: { path: '/vendor/getAllVendors', access: ['VIEW_VENDOR', 'VIEW_MATERIALS'], records: () => db.vendors.all() },
    create: {
      path: '/vendor/createVendor',
      access: 'MANAGE_VENDOR',
      message: VENDOR_TEXTS.created,
      key: 'vendor',
      read: (body) => {
        const fields = readVendor(body, false) as VendorFields;
        refuseDuplicateGst(fields.gstNumber);
        return fields;
      },
    },
    update: {
      path: '/vendor/updateVendor/:id',
      access: 'MANAGE_VENDOR',
      message: VENDOR_TEXTS.updated,
      key: 'vendor',
      read: (body, record) => {
        const fields = readVendor(body, true);
        refuseDuplicateGst(fields.gstNumber, record._id);
        return fields;
      },
    },
    remove: { path: '/vendor/deleteVendor/:id', access: 'MANAGE_VENDOR', message: VENDOR_TEXTS.deleted },
  },
);
