import type { Vendor } from '@/api/vendors';
import { byId, type ListColumn, type ListDeclaration } from '@/components/list/listTypes';
import { VendorBankCell, VendorCategoryChip, VendorContactCell, VendorNameCell, VendorProductChips } from './VendorCells';

const lower = (text: string) => text.toLowerCase();
/** A cell's lines in an exported file, as the cell shows them: one under the other. */
const lines = (...values: readonly string[]) => values.filter(Boolean).join('\n');
const vendorNameAndAddress = (v: Vendor) => lines(v.vendorName, v.address);
const vendorContact = (v: Vendor) => lines(v.contactPerson, v.phoneNumbers.map((p) => p.number).join(', '), v.email);
const vendorBank = (v: Vendor) => lines(v.bankName, v.accountNumber && `A/c ${v.accountNumber}`, v.ifscCode && `IFSC ${v.ifscCode}`);

/** The wide table's columns (02 §2); under 768 px each vendor is a card of its own. */
export const VENDOR_COLUMNS: readonly ListColumn<Vendor>[] = [
  { key: 'vendor', header: 'Vendor', sortValue: (v) => lower(v.vendorName), exportValue: vendorNameAndAddress, cellSx: { minWidth: 140 }, render: (v) => <VendorNameCell vendor={v} /> },
  { key: 'contact', header: 'Contact Info', sortValue: (v) => lower(v.contactPerson), exportValue: vendorContact, cellSx: { minWidth: 120 }, render: (v) => <VendorContactCell vendor={v} /> },
  { key: 'gst', header: 'GST', sortValue: (v) => v.gstNumber, cellSx: { whiteSpace: 'nowrap' }, render: (v) => v.gstNumber || '—' },
  { key: 'category', header: 'Category', sortValue: (v) => v.category, cellSx: { maxWidth: 120 }, render: (v) => <VendorCategoryChip category={v.category} /> },
  { key: 'bank', header: 'Bank Details', exportValue: vendorBank, cellSx: { minWidth: 140 }, render: (v) => <VendorBankCell vendor={v} /> },
  { key: 'products', header: 'Products/Services', exportValue: (v) => v.productsServices.join('; '), cellSx: { minWidth: 140, maxWidth: 170 }, render: (v) => <VendorProductChips vendor={v} /> },
  { key: 'terms', header: 'Payment Terms', sortValue: (v) => v.paymentTerms, render: (v) => v.paymentTerms || '—' },
];

export const vendorName = (vendor: Vendor) => vendor.vendorName;

export const VENDOR_LIST: ListDeclaration<Vendor> = { label: 'Vendors', noun: 'vendor', columns: VENDOR_COLUMNS, rowKey: byId, cardLabel: vendorName, dense: true };
