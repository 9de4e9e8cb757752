import { object, ref, string } from 'yup';
import { MIN_PASSWORD_LENGTH } from '@/config/constants';
import { isEmail } from '@/lib/validators';

const email = string()
  .trim()
  .required('Email is required')
  .test('email', 'Please enter a valid email address', (value) => !value || isEmail(value));

export const addUserSchema = object({
  name: string().trim().required('Name is required'),
  email,
  password: string().required('Password is required').min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters long'),
  confirmPassword: string()
    .required('Please confirm your password')
    .oneOf([ref('password')], 'Passwords do not match'),
  role: string().required('Please select a role'),
  status: string().required('Please select a status'),
});

/** Confirm Password belongs to Add User only; the edit form carries it empty. */
export const editUserSchema = object({
  confirmPassword: string().default(''),
  name: string().trim().required('Name is required'),
  email,
  role: string().required('Please select a role'),
  status: string().required('Please select a status'),
  password: string()
    .default('')
    .test('min', 'Password must be at least 6 characters long', (value) => !value || value.length >= MIN_PASSWORD_LENGTH),
});
