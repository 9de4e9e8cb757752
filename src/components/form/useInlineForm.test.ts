import { act, renderHook } from '@testing-library/react';
import { useInlineForm } from './useInlineForm';

const cement = { _id: 'c1', name: 'Cement' };
const sand = { _id: 's1', name: 'Sand' };

test('opens to add or to edit a row, each opening with its own key, and closes', () => {
  const { result } = renderHook(() => useInlineForm<typeof cement>());
  expect(result.current.open).toBe(false);

  act(() => result.current.add());
  expect(result.current).toMatchObject({ open: true, editing: null, key: 'add' });

  act(() => result.current.edit(cement));
  expect(result.current).toMatchObject({ open: true, editing: cement, key: 'c1' });

  act(() => result.current.close());
  expect(result.current).toMatchObject({ open: false, editing: null });
});

test('a deleted row closes the form only when it is the row being edited', () => {
  const { result } = renderHook(() => useInlineForm<typeof cement>());
  act(() => result.current.edit(cement));
  act(() => result.current.closeIfEditing(sand));
  expect(result.current.editing).toBe(cement);
  act(() => result.current.closeIfEditing(cement));
  expect(result.current.open).toBe(false);

  act(() => result.current.add());
  act(() => result.current.closeIfEditing(cement));
  expect(result.current).toMatchObject({ open: true, editing: null });
});
