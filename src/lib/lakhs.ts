import { RUPEES_PER_LAKH } from '@/config/constants';
import { formatFixed } from './indianNumbers';

/** Rupees in lakhs with one decimal, in Indian grouping: 1234567 gives '₹12.3 L', 12 crore '₹1,200.0 L'. */
export function formatLakhs(rupees: number): string {
  const lakhs = Number.isFinite(rupees) ? rupees / RUPEES_PER_LAKH : 0;
  return `₹${formatFixed(lakhs, 1)} L`;
}
