/** Input checks shared by every form. */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}
