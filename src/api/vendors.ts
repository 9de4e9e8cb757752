/**
 * Vendors. The list tolerates every shape the provider is known to give: a bare array or `{ vendors }`,
 * the alternate field names (name, gst, bank, account, ifsc), phones and products as an array or a
 * comma-separated string, and an HTML page instead of JSON (read as no vendors).
 * Create, update and delete send the spec's payload (02 §7) and log their activity.
 */
import { VENDOR_CREATE_TIMEOUT_MS } from '@/config/constants';
import { http } from './http';
import { entityFrom, idOf, listOf, recordOf, str } from './normalise';
import { defineResource } from './resource';

export interface VendorPhone {
  number: string;
  isPrimary: boolean;
}

export interface Vendor {
  _id: string;
  vendorName: string;
  contactPerson: string;
  email: string;
  gstNumber: string;
  category: string;
  paymentTerms: string;
  bankName: string;
  accountNumber: string;
  ifscCode: string;
  address: string;
  /** The first is the primary number. */
  phoneNumbers: VendorPhone[];
  productsServices: string[];
}

/** What create and update send (02 §7): every field but the id. */
export type VendorInput = Omit<Vendor, '_id'>;

type Raw = Record<string, unknown>;

/** A list that may come as an array or as one comma-separated string; blanks dropped. */
function entriesOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',');
  return [];
}

function phonesOf(value: unknown): VendorPhone[] {
  const numbers = entriesOf(value)
    .map((phone) => (phone && typeof phone === 'object' ? str((phone as Raw).number) : str(phone)).trim())
    .filter(Boolean);
  return numbers.map((number, i) => ({ number, isPrimary: i === 0 }));
}

export function normaliseVendor(input: unknown): Vendor {
  const raw = recordOf(input);
  return {
    _id: idOf(raw),
    vendorName: str(raw.vendorName ?? raw.name),
    contactPerson: str(raw.contactPerson),
    email: str(raw.email),
    gstNumber: str(raw.gstNumber ?? raw.gst),
    category: str(raw.category),
    paymentTerms: str(raw.paymentTerms),
    bankName: str(raw.bankName ?? raw.bank),
    accountNumber: str(raw.accountNumber ?? raw.account),
    ifscCode: str(raw.ifscCode ?? raw.ifsc),
    address: str(raw.address),
    phoneNumbers: phonesOf(raw.phoneNumbers ?? raw.phones ?? raw.phone),
    productsServices: entriesOf(raw.productsServices).map((p) => str(p).trim()).filter(Boolean),
  };
}

/** The vendor's first (primary) phone number, or ''. */
export function primaryPhone(vendor: Pick<Vendor, 'phoneNumbers'>): string {
  return vendor.phoneNumbers[0]?.number ?? '';
}

/** The key a material line's or a purchase's vendor text is matched on: case and spacing ignored. */
export function vendorKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The vendors; an HTML page in place of the list is a failed read, not an empty list (ruling 36 over 02 §7). */
export async function fetchVendors(): Promise<Vendor[]> {
  const { data } = await http.get('/vendor/getAllVendors');
  return listOf(data, 'vendors', normaliseVendor);
}

const q = encodeURIComponent;

/** Creates a vendor; the call gives up after VENDOR_CREATE_TIMEOUT_MS (02 §9), a timeout error. */
export async function createVendor(input: VendorInput): Promise<Vendor | undefined> {
  const { data } = await http.post('/vendor/createVendor', input, { timeout: VENDOR_CREATE_TIMEOUT_MS });
  const raw = entityFrom<Raw>(data, 'vendor');
  return raw ? normaliseVendor(raw) : undefined;
}

export async function updateVendor(id: string, input: VendorInput): Promise<void> {
  await http.put(`/vendor/updateVendor/${q(id)}`, input);
}

export async function deleteVendor(id: string): Promise<void> {
  await http.delete(`/vendor/deleteVendor/${q(id)}`);
}

const vendors = defineResource<Vendor>({ key: ['vendors'], list: fetchVendors, entityType: 'vendor', nameOf: (vendor) => vendor.vendorName });

/** A vendor as the server has it now (an edit's conflict check). */
export const readVendor = (id: string) => vendors.readFresh(id);

export const vendorKeys = vendors.keys;
export const useVendors = () => vendors.useList();
/** Vendor choices and details on other screens: a failed read shows as no vendors, silently (02 §8). */
export function useVendorChoices(): Vendor[] {
  const { data } = vendors.useList();
  return data ?? EMPTY;
}
const EMPTY: Vendor[] = [];

const metadataOf = ({ gstNumber, category, paymentTerms }: VendorInput) => ({ gstNumber, category, paymentTerms });

export const useCreateVendor = vendors.creates(createVendor, (input: VendorInput) => ({
  name: input.vendorName,
  description: `Added vendor ${input.vendorName} (${input.category})`,
  metadata: metadataOf(input),
}));

export const useUpdateVendor = vendors.updates(
  ({ id, input }: { id: string; input: VendorInput }) => updateVendor(id, input),
  ({ id, input }) => ({ id, name: input.vendorName, description: `Updated vendor ${input.vendorName}`, metadata: metadataOf(input) }),
);

export const useDeleteVendor = vendors.deletes(deleteVendor, (vendor) => `Removed vendor ${vendor.vendorName}`);
