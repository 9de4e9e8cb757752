import { RUPEES_PER_LAKH } from '@/config/constants';

const oneDecimal = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'negative' });

/** Rupees in lakhs with one decimal, in Indian grouping: 1234567 gives '₹12.3 L', 12 crore '₹1,200.0 L'. */
export function formatLakhs(rupees: number): string {
  const lakhs = Number.isFinite(rupees) ? rupees / RUPEES_PER_LAKH : 0;
  return `₹${oneDecimal.format(lakhs)} L`;
}
