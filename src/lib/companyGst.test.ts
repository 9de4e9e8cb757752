import { COMPANY_PLACEHOLDERS, resolveCompanyDetails } from '@/config/env';
import { SAMPLE_COMPANY } from '../../tests/sampleCompany';
import { companyGst, companyGstinWarning } from './companyGst';

const full = SAMPLE_COMPANY;

test('the company GSTIN is checked at start: valid says nothing; missing or invalid is reported', () => {
  expect(companyGst(full)).toEqual({ problem: null, stateCode: '29' });
  expect(companyGstinWarning(full)).toBeNull();
  expect(companyGst(COMPANY_PLACEHOLDERS)).toEqual({ problem: 'missing', stateCode: null });
  expect(companyGstinWarning(COMPANY_PLACEHOLDERS)).toBe(
    'config.json gives no company.gstin: the tax invoice prints a placeholder and a single tax line, without CGST, SGST or IGST.',
  );
  const typo = resolveCompanyDetails({ ...full, gstin: '29ABCDE1234F1Z5' });
  expect(companyGst(typo)).toEqual({ problem: 'checksum', stateCode: null });
  expect(companyGstinWarning(typo)).toBe(
    'config.json\'s company.gstin "29ABCDE1234F1Z5" is not a valid GSTIN (checksum): the tax invoice says so, and prints a single tax line, without CGST, SGST or IGST.',
  );
});
