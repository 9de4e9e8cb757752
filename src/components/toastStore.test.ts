import { act, renderHook } from '@testing-library/react';
import { useToast, useToastStore } from './toastStore';

test('a toast has the tone it was shown in, and the hook gives the same functions on every render', () => {
  const { result, rerender } = renderHook(() => useToast());
  const first = result.current;
  rerender();
  expect(result.current).toBe(first);
  act(() => result.current.notice('No records to update'));
  expect(useToastStore.getState().current).toMatchObject({ message: 'No records to update', severity: 'warning' });
  act(() => result.current.error('Failed'));
  expect(useToastStore.getState().current).toMatchObject({ message: 'Failed', severity: 'error' });
});
