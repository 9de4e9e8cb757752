import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filterBySearch } from '@/lib/search';
import { DataList } from './DataList';
import { bodyRows, columns, namesInOrder, narrowScreen, renderList, workers, type Worker } from './dataListFixtures';
import type { ListColumn } from './listTypes';
import { ListScrollArea } from './ListScrollArea';

/** Two thousand workers, more than a screen can hold. */
const TWO_THOUSAND = Array.from({ length: 2000 }, (_, i) => ({ id: `w${i}`, name: `Worker ${i + 1}`, wage: i }));

/** The table counts all 2,000 but draws only a window of them, from the first. */
function expectWindowOfTwoThousand() {
  expect(screen.getByRole('table', { name: 'Workers' })).toHaveAttribute('aria-rowcount', '2001');
  const drawn = bodyRows();
  expect(drawn.length).toBeGreaterThan(5);
  expect(drawn.length).toBeLessThan(100);
  expect(screen.getByText('Worker 1')).toBeInTheDocument();
  expect(screen.queryByText('Worker 2000')).not.toBeInTheDocument();
}

describe('DataList on a wide screen', () => {
  test('a wide-only column shows in tables from 1200 px and nowhere narrower', () => {
    const withBank: ListColumn<Worker>[] = [...columns, { key: 'bank', header: 'Bank', render: () => 'A/C 123', wideOnly: true }];
    const width = window.innerWidth;
    onTestFinished(() => {
      window.innerWidth = width;
    });
    window.innerWidth = 1440;
    const { unmount } = renderList({ columns: withBank });
    expect(within(screen.getByRole('table', { name: 'Workers' })).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Wage', 'Note', 'Bank', 'Actions']);
    unmount();
    window.innerWidth = 1024;
    const { unmount: unmountTablet } = renderList({ columns: withBank });
    expect(within(screen.getByRole('table', { name: 'Workers' })).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Wage', 'Note', 'Actions']);
    unmountTablet();
    window.innerWidth = 375;
    renderList({ columns: withBank });
    expect(screen.queryByText('A/C 123')).not.toBeInTheDocument();
  });

  test('draws a row again only when what it shows changed, not when the page around it re-renders', () => {
    const drawn: string[] = [];
    const counted: ListColumn<Worker>[] = [{ key: 'name', header: 'Name', render: (w) => (drawn.push(w.name), w.name) }];
    const rowKey = (w: Worker) => w.id;
    const list = (rows: Worker[], toolbar: string) => (
      <DataList<Worker> label="Workers" rows={rows} columns={counted} rowKey={rowKey} toolbar={<span>{toolbar}</span>} empty={null} />
    );
    const { rerender } = render(list(workers, 'r'));
    expect(drawn).toEqual(['Ravi', 'Asha', 'Kiran']);

    drawn.length = 0;
    rerender(list(workers, 'ra'));
    expect(screen.getByText('ra')).toBeInTheDocument();
    expect(drawn).toEqual([]);

    rerender(list([workers[0], { ...workers[1], name: 'Asha Devi' }, workers[2]], 'ra'));
    expect(drawn).toEqual(['Asha Devi']);
    expect(namesInOrder()).toEqual(['Ravi', 'Asha Devi', 'Kiran']);
  });

  test('draws a header per column, a row per item with its cells and actions, and counts the rows', () => {
    renderList();
    const table = screen.getByRole('table', { name: 'Workers' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Wage', 'Note', 'Actions']);
    expect(table).toHaveAttribute('aria-rowcount', '4');
    const [first] = bodyRows();
    expect(first).toHaveAttribute('aria-rowindex', '2');
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Ravi', '₹950', 'secondary', 'Delete Ravi']);
  });

  test('the box the table scrolls sideways in is a named region a keyboard can reach (axe scrollable-region-focusable)', () => {
    renderList();
    const area = screen.getByRole('region', { name: 'Workers, scrolls sideways when wider than the screen' });
    expect(area).toContainElement(screen.getByRole('table', { name: 'Workers' }));
    // In the tab order, where the arrow keys then scroll it.
    expect(area).toHaveAttribute('tabindex', '0');
  });

  test('a sortable header sorts up, then down, and says so with aria-sort', async () => {
    const user = userEvent.setup();
    renderList();
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Wage')).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: 'Note' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Wage' }));
    expect(header('Wage')).toHaveAttribute('aria-sort', 'ascending');
    expect(namesInOrder()).toEqual(['Asha', 'Kiran', 'Ravi']);

    await user.click(screen.getByRole('button', { name: 'Wage' }));
    expect(header('Wage')).toHaveAttribute('aria-sort', 'descending');
    expect(namesInOrder()).toEqual(['Ravi', 'Kiran', 'Asha']);

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Wage')).not.toHaveAttribute('aria-sort');
    expect(namesInOrder()).toEqual(['Asha', 'Kiran', 'Ravi']);
  });

  test('with a search in the toolbar, the count says how many of all are shown', async () => {
    function Searchable() {
      const [search, setSearch] = useState('');
      const rows = filterBySearch(workers, search, ['name']);
      return (
        <DataList<Worker>
          label="Workers"
          rows={rows}
          columns={columns}
          rowKey={(w) => w.id}
          empty={<p>No workers match</p>}
          toolbar={<input type="search" aria-label="Search" value={search} onChange={(e) => setSearch(e.target.value)} />}
          count={{ total: workers.length, noun: 'worker', filtered: search.trim() !== '' }}
        />
      );
    }
    const user = userEvent.setup();
    render(<Searchable />);
    expect(screen.getByRole('status')).toHaveTextContent('3 workers');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  ASH ');
    expect(namesInOrder()).toEqual(['Asha']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 3 workers');
    expect(screen.getByRole('table', { name: 'Workers' })).toHaveAttribute('aria-rowcount', '2');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(screen.getByText('No workers match')).toBeInTheDocument();
  });

  test('shows the empty state when there are no rows', () => {
    renderList({ rows: [] });
    expect(screen.getByText('No workers yet')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Workers' })).toHaveAttribute('aria-rowcount', '1');
  });

  test('while loading: a named progress bar, the table busy, no empty state', () => {
    renderList({ rows: [], loading: true });
    expect(screen.getByRole('progressbar', { name: 'Loading workers' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Workers' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No workers yet')).not.toBeInTheDocument();
  });

  test('a first load expected to bring rows holds their room while it runs, and lets it go once they come', () => {
    // The nearest box around the table that holds a height of its own.
    const heldRoom = () => {
      for (let box = screen.getByRole('table', { name: 'Workers' }).parentElement; box; box = box.parentElement) {
        const minHeight = getComputedStyle(box).minHeight;
        if (minHeight && minHeight !== '0px' && minHeight !== 'auto') return minHeight;
      }
      return null;
    };
    const view = renderList({ rows: [], loading: true, loadingRows: 10 });
    expect(heldRoom()).toBe('530px');
    view.rerender(<DataList<Worker> label="Workers" rows={workers} columns={columns} rowKey={(w) => w.id} empty={null} loadingRows={10} />);
    expect(heldRoom()).toBeNull();
  });

  test('a load whose progress is known fills its bar and says how far it has got', () => {
    renderList({ rows: [], loading: true, useLoadingProgress: () => ({ value: 25, text: 'Loading workers: 3 of 12 requests' }) });
    const bar = screen.getByRole('progressbar', { name: 'Loading workers' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', 'Loading workers: 3 of 12 requests');
    expect(screen.getByText('Loading workers: 3 of 12 requests')).toBeInTheDocument();
  });

  test('a progress tick redraws the bar alone, not the screen around the list', () => {
    let tick = (_: number) => {};
    function useTicks() {
      const [done, setDone] = useState(1);
      tick = setDone;
      return { value: done * 10, text: `Loading workers: ${done} of 10 requests` };
    }
    let screenRenders = 0;
    function Screen() {
      screenRenders += 1;
      return <DataList<Worker> label="Workers" rows={[]} columns={columns} rowKey={(w) => w.id} loading useLoadingProgress={useTicks} empty={null} />;
    }
    render(<Screen />);
    act(() => tick(4));
    expect(screen.getByRole('progressbar', { name: 'Loading workers' })).toHaveAttribute('aria-valuetext', 'Loading workers: 4 of 10 requests');
    expect(screenRenders).toBe(1);
  });

  test('a load error shows its message with Retry, and no empty state', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderList({ rows: [], error: { message: 'Failed to load workers', onRetry } });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load workers');
    expect(screen.queryByText('No workers yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Workers' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('a load error may carry a title over its message', () => {
    renderList({ rows: [], error: { title: 'Connection Error', message: 'Cannot connect to server.', onRetry: () => undefined } });
    const banner = screen.getByRole('alert');
    expect(within(banner).getByText('Connection Error')).toHaveClass('MuiAlertTitle-root');
    expect(banner).toHaveTextContent('Cannot connect to server.');
    expect(within(banner).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  test('expandable details open under their row', async () => {
    const user = userEvent.setup();
    renderList({
      columns: [
        {
          key: 'toggle',
          header: 'Details',
          headerHidden: true,
          render: (w, context) => (
            <button type="button" aria-expanded={context.expanded} aria-controls={context.detailsId} onClick={context.toggleExpanded}>
              Details of {w.name}
            </button>
          ),
        },
        ...columns,
      ],
      renderDetails: (w, context) => <p id={context.detailsId}>{w.name} works on site</p>,
    });
    expect(screen.getByRole('columnheader', { name: 'Details' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Details of Asha' }));
    expect(screen.getByText('Asha works on site')).toBeInTheDocument();
    expect(screen.queryByText('Ravi works on site')).not.toBeInTheDocument();
  });

  test('with many rows only a window of them is drawn, and the row count still names them all', () => {
    renderList({ rows: TWO_THOUSAND });
    expectWindowOfTwoThousand();
  });
});

describe('DataList in pages', () => {
  const many = Array.from({ length: 23 }, (_, i) => ({ id: `w${i}`, name: `Worker ${String(i + 1).padStart(2, '0')}`, wage: 1000 - i }));
  const pager = () => screen.getByRole('navigation', { name: 'Workers pages' });

  test('shows a page of rows at a time, says which, and moves with Previous, the page numbers and Next', async () => {
    const user = userEvent.setup();
    renderList({ rows: many, pageSize: 10 });
    expect(namesInOrder()).toEqual(many.slice(0, 10).map((w) => w.name));
    expect(screen.getByText('Showing 1 to 10 of 23 results')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pager()).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(namesInOrder()).toEqual(many.slice(10, 20).map((w) => w.name));
    expect(screen.getByText('Showing 11 to 20 of 23 results')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pager()).getByRole('button', { name: 'Page 3' }));
    expect(namesInOrder()).toEqual(['Worker 21', 'Worker 22', 'Worker 23']);
    expect(screen.getByText('Showing 21 to 23 of 23 results')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pager()).getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Showing 11 to 20 of 23 results')).toBeInTheDocument();
  });

  test('pages follow the sort, which starts again at the first page', async () => {
    const user = userEvent.setup();
    renderList({ rows: many, pageSize: 10 });
    await user.click(within(pager()).getByRole('button', { name: 'Page 2' }));
    await user.click(screen.getByRole('button', { name: 'Wage' }));
    expect(namesInOrder()[0]).toBe('Worker 23');
    expect(screen.getByText('Showing 1 to 10 of 23 results')).toBeInTheDocument();
  });

  test('a list that shrinks under the page shown stays on its last page; an empty list has no footer', () => {
    const { rerender } = renderList({ rows: many, pageSize: 10 });
    act(() => void screen.getByRole('button', { name: 'Page 3' }).click());
    const list = (rows: typeof many) => (
      <DataList<Worker> label="Workers" rows={rows} columns={columns} rowKey={(w) => w.id} empty={<p>No workers yet</p>} pageSize={10} />
    );
    rerender(list(many.slice(0, 15)));
    expect(screen.getByText('Showing 11 to 15 of 15 results')).toBeInTheDocument();
    rerender(list([]));
    expect(screen.queryByRole('navigation', { name: 'Workers pages' })).not.toBeInTheDocument();
    expect(screen.getByText('No workers yet')).toBeInTheDocument();
  });

  test('many pages show the first, the last and two either side of the current one', () => {
    renderList({ rows: Array.from({ length: 200 }, (_, i) => ({ id: `w${i}`, name: `W${i}`, wage: i })), pageSize: 10 });
    act(() => void screen.getByRole('button', { name: 'Page 3' }).click());
    expect(within(pager()).getAllByRole('button').map((b) => b.textContent)).toEqual(['Previous', '1', '2', '3', '4', '5', '20', 'Next']);
  });
});

test('inside a scroll area (a dialog) the list scrolls with the area and still draws only a window of rows', () => {
  render(
    <ListScrollArea>
      {(ref, ready) => (
        <div ref={ref} data-testid="area" style={{ overflow: 'auto', height: 400 }}>
          {ready && <DataList<Worker> label="Workers" rows={TWO_THOUSAND} columns={columns} rowKey={(w) => w.id} empty={null} />}
        </div>
      )}
    </ListScrollArea>,
  );
  expectWindowOfTwoThousand();
});

describe('DataList under 768 px', () => {
  test('shows a card per row with a line per column, leaving out hide-on-narrow columns', () => {
    narrowScreen();
    renderList();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Workers' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[1]).getByText('Name')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Asha')).toBeInTheDocument();
    expect(within(cards[1]).getByText('₹650')).toBeInTheDocument();
    expect(within(cards[1]).queryByText('secondary')).not.toBeInTheDocument();
    expect(within(cards[1]).getByRole('button', { name: 'Delete Asha' })).toBeInTheDocument();
  });

  test('a screen can draw its own card, named for its row', () => {
    narrowScreen();
    renderList({ renderCard: (w) => <h2>{w.name}</h2>, cardLabel: (w) => w.name });
    const card = screen.getByRole('listitem', { name: 'Kiran' });
    expect(within(card).getByRole('heading', { name: 'Kiran' })).toBeInTheDocument();
  });

  test('cards are windowed too', () => {
    narrowScreen();
    const many = Array.from({ length: 500 }, (_, i) => ({ id: `w${i}`, name: `Worker ${i + 1}`, wage: i }));
    renderList({ rows: many });
    const cards = within(screen.getByRole('list', { name: 'Workers' })).getAllByRole('listitem');
    expect(cards.length).toBeLessThan(50);
    expect(cards[0]).toHaveAttribute('aria-setsize', '500');
  });
});
