import { render, screen } from '@testing-library/react';
import { keepFocusedRow, useWindowRows } from './useWindowRows';

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

describe('useWindowRows', () => {
  let reads = 0;
  /** A list whose distance from the page's top flips between two values each time it is read, as when redrawing it brings the page's scrollbar and then takes it away. */
  function FlippingList({ onRender }: { onRender: () => void }) {
    const { containerRef, rows } = useWindowRows({ count: 3, estimateSize: 40, keyOf: String, scrollArea: null });
    onRender();
    return (
      <section
        ref={(element) => {
          if (!element) return;
          element.getBoundingClientRect = () => ({ top: reads++ % 2 ? 215 : 200 }) as DOMRect;
          containerRef.current = element;
        }}
      >
        {`${rows.length} rows`}
      </section>
    );
  }

  test('a list whose distance from the top flips as it is redrawn settles instead of failing the screen', () => {
    let renders = 0;
    render(<FlippingList onRender={() => (renders += 1)} />);

    expect(screen.getByText('3 rows')).toBeInTheDocument();
    expect(renders).toBeLessThan(6);
  });
});
