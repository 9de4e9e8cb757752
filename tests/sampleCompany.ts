import type { CompanyDetails } from '@/config/env';

/** A company as config.json gives it (the README's example), for the tests of the settings and the invoice. */
export const SAMPLE_COMPANY: CompanyDetails = {
  name: 'SGK Constructions Pvt. Ltd.',
  address: '12, 4th Cross, Peenya Industrial Area, Bengaluru 560058',
  phone: '+91 80 4123 4567',
  email: 'accounts@sgkconstructions.in',
  gstin: '29ABCDE1234F1ZW',
  bankName: 'State Bank of India',
  accountNumber: '30123456789',
  ifscCode: 'SBIN0001234',
  defaultSac: '9954',
};
