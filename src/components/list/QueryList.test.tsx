import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startSession, useSessionStore } from '@/session/sessionStore';
import type { CurrentUser } from '@/lib/currentUser';
import { applyPageStyles } from '../../../tests/pageStyles';
import { ToastHost } from '../ToastHost';
import type { ListColumn } from './listTypes';
import { QueryList, queryRows, type ListQuery } from './QueryList';
import { useRowActions, type RowActionsDeclaration } from './RowActions';

interface Worker {
  id: string;
  name: string;
}

const workers: Worker[] = [
  { id: 'a', name: 'Ravi' },
  { id: 'b', name: 'Asha' },
];
const columns: ListColumn<Worker>[] = [{ key: 'name', header: 'Name', render: (w) => w.name }];

function query(state: Partial<ListQuery<Worker>>): ListQuery<Worker> {
  return { data: undefined, isPending: false, isError: false, isSuccess: false, isFetching: false, error: null, refetch: vi.fn(), ...state };
}

function renderList(q: ListQuery<Worker>, props: { rows?: Worker[]; filtered?: boolean } = {}) {
  return render(
    <QueryList<Worker>
      label="Workers"
      query={q}
      columns={columns}
      rowKey={(w) => w.id}
      noun="worker"
      loadError={(error) => `Failed to fetch workers: ${(error as Error).message}`}
      loadErrorTitle="Connection Error"
      empty={{ title: 'No workers found', hint: 'Add your first worker', filteredHint: 'Try another search', action: <button type="button">Add First Worker</button> }}
      {...props}
    />,
  );
}

describe('QueryList', () => {
  test('while the query loads: the progress bar, no count, no empty state', () => {
    renderList(query({ isPending: true, isFetching: true }));
    expect(screen.getByRole('progressbar', { name: 'Loading workers' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('No workers found')).not.toBeInTheDocument();
  });

  test('loaded: the rows and their count; narrowed: the count says so', () => {
    const { rerender } = renderList(query({ data: workers, isSuccess: true }));
    expect(screen.getByRole('status')).toHaveTextContent('2 workers');
    expect(within(screen.getByRole('table', { name: 'Workers' })).getByText('Asha')).toBeInTheDocument();
    rerender(
      <QueryList<Worker>
        label="Workers"
        query={query({ data: workers, isSuccess: true })}
        rows={[workers[0]]}
        filtered
        columns={columns}
        rowKey={(w) => w.id}
        noun="worker"
        loadError="x"
        empty={{ title: 'No workers found' }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 2 workers');
    expect(screen.queryByText('Asha')).not.toBeInTheDocument();
  });

  test('empty: the hint and action; narrowed to nothing: the narrowed hint and no action', () => {
    const { unmount } = renderList(query({ data: [], isSuccess: true }));
    expect(screen.getByText('No workers found')).toBeInTheDocument();
    expect(screen.getByText('Add your first worker')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add First Worker' })).toBeInTheDocument();
    unmount();
    renderList(query({ data: workers, isSuccess: true }), { rows: [], filtered: true });
    expect(screen.getByText('Try another search')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add First Worker' })).not.toBeInTheDocument();
  });

  test("a failed load: the screen's words under its title, and Retry refetches", async () => {
    const user = userEvent.setup();
    const q = query({ isError: true, error: new Error('Network Error') });
    renderList(q);
    expect(screen.getByText('Connection Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch workers: Network Error')).toBeInTheDocument();
    expect(screen.queryByText('No workers found')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  test('queryRows empties the list after a failed load only when asked', () => {
    const failed = query({ data: workers, isError: true });
    expect(queryRows(failed)).toEqual(workers);
    expect(queryRows(failed, { emptyOnError: true })).toEqual([]);
    expect(queryRows(query({}))).toEqual([]);
  });
});

describe.each(['grid', 'cards'] as const)('QueryList as %s of cards', (layout) => {
  const card = (w: Worker) => (
    <article aria-label={w.name}>
      <h2>{w.name}</h2>
    </article>
  );
  function renderCards(q: ListQuery<Worker>, props: { rows?: Worker[]; filtered?: boolean; maxHeight?: number } = {}) {
    return render(
      <QueryList<Worker>
        label="Workers"
        layout={layout}
        query={q}
        columns={columns}
        rowKey={(w) => w.id}
        noun="worker"
        renderCard={card}
        loadError="Failed to fetch workers"
        empty={{ title: 'No workers found', hint: 'Add your first worker', filteredTitle: 'No workers match your search' }}
        {...props}
      />,
    );
  }

  test("a card per row, drawn by the screen, in a list named for it even on a wide screen, with the count", () => {
    renderCards(query({ data: workers, isSuccess: true }));
    const list = screen.getByRole('list', { name: 'Workers' });
    expect(within(list).getAllByRole('article').map((a) => a.textContent)).toEqual(['Ravi', 'Asha']);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 workers');
  });

  test('while loading: the progress bar and the list busy, no count, no empty state', () => {
    renderCards(query({ isPending: true, isFetching: true }));
    expect(screen.getByRole('progressbar', { name: 'Loading workers' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Workers' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('No workers found')).not.toBeInTheDocument();
  });

  test('a failed load: the error with Retry, and neither cards, count nor empty state', async () => {
    const user = userEvent.setup();
    const q = query({ isError: true, error: new Error('Network Error') });
    renderCards(q);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch workers');
    expect(screen.queryByRole('list', { name: 'Workers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('No workers found')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  test('empty, and narrowed to nothing: the empty state in its words', () => {
    const { unmount } = renderCards(query({ data: [], isSuccess: true }));
    expect(screen.getByText('No workers found')).toBeInTheDocument();
    expect(screen.getByText('Add your first worker')).toBeInTheDocument();
    unmount();
    renderCards(query({ data: workers, isSuccess: true }), { rows: [], filtered: true });
    expect(screen.getByText('No workers match your search')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 2 workers');
  });

  test('without a card of its own, a row shows its columns as lines', () => {
    render(
      <QueryList<Worker> label="Workers" layout={layout} query={query({ data: workers, isSuccess: true })} columns={columns} rowKey={(w) => w.id} loadError="x" empty={{ title: 'None' }} />,
    );
    const items = within(screen.getByRole('list', { name: 'Workers' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Name')).toBeInTheDocument();
    expect(within(items[0]).getByText('Ravi')).toBeInTheDocument();
  });
});

describe('QueryList in a box of its own height', () => {
  test('the cards scroll inside the box, under the search box, and a long list draws only a window of them', () => {
    const many: Worker[] = Array.from({ length: 500 }, (_, i) => ({ id: String(i), name: `Worker ${i + 1}` }));
    render(
      <QueryList<Worker>
        label="Workers"
        layout="cards"
        maxHeight={480}
        query={query({ data: many, isSuccess: true })}
        search={{ label: 'Search workers', value: '', set: vi.fn(), rows: many, source: many, active: false }}
        columns={columns}
        rowKey={(w) => w.id}
        renderCard={(w) => <span>{w.name}</span>}
        loadError="x"
        empty={{ title: 'None' }}
      />,
    );
    applyPageStyles();
    const list = screen.getByRole('list', { name: 'Workers' });
    let box = list.parentElement;
    while (box && getComputedStyle(box).overflowY !== 'auto') box = box.parentElement;
    expect(box).not.toBeNull();
    expect(getComputedStyle(box!).maxHeight).toBe('480px');
    expect(box).not.toContainElement(screen.getByRole('searchbox', { name: 'Search workers' }));
    const drawn = within(list).getAllByRole('listitem');
    expect(drawn.length).toBeLessThan(60);
    expect(drawn[0]).toHaveAttribute('aria-setsize', '500');
  });
});

function signIn(role: string, permissions: string[]) {
  const user: CurrentUser = { _id: 'u', name: 'Test', email: 't@example.in', role, permissions, status: 'Active' };
  startSession('tok', user);
}

function ActionsList({ declaration }: { declaration: Omit<RowActionsDeclaration<Worker>, 'name'> }) {
  const rowActions = useRowActions<Worker>({ name: (w) => w.name, ...declaration });
  return (
    <>
      <ToastHost />
      <QueryList<Worker>
        label="Workers"
        query={query({ data: workers, isSuccess: true })}
        columns={columns}
        rowKey={(w) => w.id}
        actions={rowActions.actions}
        loadError="x"
        empty={{ title: 'No workers found' }}
      />
      {rowActions.confirmDialog}
    </>
  );
}

describe('useRowActions', () => {
  afterEach(() => act(() => useSessionStore.setState({ status: 'signedOut', token: null, user: null })));

  test('draws each action only for a user who holds its permission', () => {
    signIn('Site Engineer', ['VIEW_LABOR']);
    const view = vi.fn();
    render(
      <ActionsList
        declaration={{
          view: { run: view, permission: 'VIEW_LABOR' },
          edit: { run: vi.fn(), permission: 'MANAGE_LABOR' },
          delete: { permission: 'MANAGE_LABOR', remove: vi.fn(), busy: false, question: () => 'Sure?', errorText: () => 'Failed' },
        }}
      />,
    );
    expect(screen.getByRole('button', { name: 'View Ravi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Ravi' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Ravi' })).not.toBeInTheDocument();
  });

  test('with no action the user may use, the list has no Actions column', () => {
    signIn('Site Engineer', []);
    render(<ActionsList declaration={{ edit: { run: vi.fn(), permission: 'MANAGE_LABOR' } }} />);
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  test('Admin holds every permission; Edit runs with its row; a locked row shows its lock instead', async () => {
    const user = userEvent.setup();
    signIn('Admin', []);
    const edit = vi.fn();
    render(<ActionsList declaration={{ edit: { run: edit, permission: 'MANAGE_LABOR', tooltip: 'Edit worker' }, lockedBy: (w) => (w.id === 'b' ? <span>Protected</span> : null) }} />);
    await user.click(screen.getByRole('button', { name: 'Edit Ravi' }));
    expect(edit).toHaveBeenCalledWith(workers[0]);
    expect(screen.queryByRole('button', { name: 'Edit Asha' })).not.toBeInTheDocument();
    expect(screen.getByText('Protected')).toBeInTheDocument();
  });

  test('Delete asks its question first, then deletes that row once and tells the outcome', async () => {
    const user = userEvent.setup();
    signIn('Admin', []);
    const remove = vi.fn(async () => undefined);
    render(
      <ActionsList
        declaration={{
          delete: { remove, busy: false, title: 'Delete Worker', question: (w) => `Delete ${w.name} for good?`, successText: () => 'Worker deleted', errorText: () => 'Failed' },
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Asha' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Worker' });
    expect(dialog).toHaveTextContent('Delete Asha for good?');
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith(workers[1]);
    expect(await screen.findByText('Worker deleted')).toBeInTheDocument();
  });
});
