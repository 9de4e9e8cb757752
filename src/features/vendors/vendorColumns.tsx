import type { Vendor } from '@/api/vendors';
import { byId, type ListColumn, type ListDeclaration } from '@/components/list/listTypes';
import { VendorBankCell, VendorCategoryChip, VendorContactCell, VendorNameCell, VendorProductChips } from './VendorCells';

const lower = (text: string) => text.toLowerCase();

/** The wide table's columns (02 §2); under 768 px each vendor is a card of its own. */
export const VENDOR_COLUMNS: readonly ListColumn<Vendor>[] = [
  { key: 'vendor', header: 'Vendor', sortValue: (v) => lower(v.vendorName), cellSx: { minWidth: 140 }, render: (v) => <VendorNameCell vendor={v} /> },
  { key: 'contact', header: 'Contact Info', sortValue: (v) => lower(v.contactPerson), cellSx: { minWidth: 120 }, render: (v) => <VendorContactCell vendor={v} /> },
  { key: 'gst', header: 'GST', sortValue: (v) => v.gstNumber, cellSx: { whiteSpace: 'nowrap' }, render: (v) => v.gstNumber || '—' },
  { key: 'category', header: 'Category', sortValue: (v) => v.category, cellSx: { maxWidth: 120 }, render: (v) => <VendorCategoryChip category={v.category} /> },
  { key: 'bank', header: 'Bank Details', cellSx: { minWidth: 140 }, render: (v) => <VendorBankCell vendor={v} /> },
  { key: 'products', header: 'Products/Services', cellSx: { minWidth: 140, maxWidth: 170 }, render: (v) => <VendorProductChips vendor={v} /> },
  { key: 'terms', header: 'Payment Terms', sortValue: (v) => v.paymentTerms, render: (v) => v.paymentTerms || '—' },
];

export const vendorName = (vendor: Vendor) => vendor.vendorName;

export const VENDOR_LIST: ListDeclaration<Vendor> = { label: 'Vendors', noun: 'vendor', columns: VENDOR_COLUMNS, rowKey: byId, cardLabel: vendorName, dense: true };
