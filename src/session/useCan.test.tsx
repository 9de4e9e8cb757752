import { act, renderHook } from '@testing-library/react';
import type { CurrentUser } from '@/lib/currentUser';
import { endSession, startSession } from './sessionStore';
import { useCan, usePermissionCheck } from './useCan';

const accountant: CurrentUser = { _id: 'u-4', name: 'Meena', email: 'accounts@sgkconstructions.in', role: 'Accountant', permissions: ['VIEW_ACCOUNTS', 'MANAGE_ACCOUNTS'], status: 'Active' };

afterEach(() => act(() => endSession()));

test('useCan answers for the signed-in user and follows the session', () => {
  const { result } = renderHook(() => ({ manage: useCan('MANAGE_ACCOUNTS'), vendor: useCan('MANAGE_VENDOR'), open: useCan(undefined) }));
  expect(result.current).toEqual({ manage: false, vendor: false, open: false });
  act(() => startSession('tok', accountant));
  expect(result.current).toEqual({ manage: true, vendor: false, open: true });
  act(() => startSession('tok', { ...accountant, role: 'Admin', permissions: [] }));
  expect(result.current).toEqual({ manage: true, vendor: true, open: true });
  act(() => endSession());
  expect(result.current.manage).toBe(false);
});

test('usePermissionCheck gives the same answers as a function', () => {
  startSession('tok', accountant);
  const { result } = renderHook(() => usePermissionCheck());
  expect(result.current('MANAGE_ACCOUNTS')).toBe(true);
  expect(result.current('VIEW_USERS')).toBe(false);
});
