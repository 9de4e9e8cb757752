/**
 * The company's GST standing, from config.json's company GSTIN (checked with the app's GSTIN check). Apart
 * from config/env.ts, so the check and the state table load with the billing screen, not with the first page.
 */
import { COMPANY_PLACEHOLDERS, type CompanyDetails } from '@/config/env';
import { supplierGst, type SupplierGst } from './gstSplit';

/** The company's GSTIN as config.json gives it; null for the placeholder (none given). */
export function companyGstin(company: CompanyDetails): string | null {
  return company.gstin === COMPANY_PLACEHOLDERS.gstin ? null : company.gstin;
}

/** The supplier's GST standing from the company details: a placeholder GSTIN is none given. */
export function companyGst(company: CompanyDetails): SupplierGst {
  return supplierGst(companyGstin(company));
}

/** What the console says at start about config.json's company GSTIN, or null when it is valid. */
export function companyGstinWarning(company: CompanyDetails): string | null {
  const { problem } = companyGst(company);
  if (problem === null) return null;
  if (problem === 'missing') return 'config.json gives no company.gstin: the tax invoice prints a placeholder and a single tax line, without CGST, SGST or IGST.';
  return `config.json's company.gstin "${company.gstin}" is not a valid GSTIN (${problem}): the tax invoice says so, and prints a single tax line, without CGST, SGST or IGST.`;
}
