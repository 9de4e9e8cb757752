import { MIN_PASSWORD_LENGTH } from '@/config/constants';

export type PasswordStrength = 'Weak' | 'Medium' | 'Strong';

/** One point each: length ≥ 6, length ≥ 8, an uppercase letter, a lowercase letter, a digit, a symbol. */
export function passwordScore(password: string): number {
  const checks = [
    password.length >= MIN_PASSWORD_LENGTH,
    password.length >= 8,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  return checks.filter(Boolean).length;
}

/** 0–2 Weak, 3–4 Medium, 5–6 Strong. */
export function passwordStrength(password: string): PasswordStrength {
  const score = passwordScore(password);
  if (score <= 2) return 'Weak';
  if (score <= 4) return 'Medium';
  return 'Strong';
}
