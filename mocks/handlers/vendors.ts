/**
 * Vendors. The list is read by the vendor screens and, for their vendor choices and vendor details, by
 * the material screens; it answers a bare array, as the provider does.
 */
import { crudHandlers } from '../crud';
import { db } from '../db';

export const vendorHandlers = crudHandlers(
  { store: db.vendors, notFound: 'Vendor not found' },
  {
    list: { path: '/vendor/getAllVendors', access: ['VIEW_VENDOR', 'VIEW_MATERIALS'], records: () => db.vendors.all() },
  },
);
