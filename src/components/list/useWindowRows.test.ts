import { keepFocusedRow } from './useWindowRows';

describe('keepFocusedRow', () => {
  test('adds a focused row that has scrolled out of the drawn window, in order', () => {
    expect(keepFocusedRow([40, 41, 42], 3)).toEqual([3, 40, 41, 42]);
    expect(keepFocusedRow([40, 41, 42], 90)).toEqual([40, 41, 42, 90]);
  });

  test('leaves the window as it is when the focused row is in it, or nothing is focused', () => {
    expect(keepFocusedRow([40, 41, 42], 41)).toEqual([40, 41, 42]);
    expect(keepFocusedRow([40, 41, 42], -1)).toEqual([40, 41, 42]);
  });
});
