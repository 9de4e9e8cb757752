import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartialLoad } from './PartsList';
import { projectLineFilters, ProjectLinesScreen, type BulkStatus, type LinesCards } from './ProjectLinesScreen';
import { LIST_NEEDS_CONNECTION_TEXT } from './QueryList';

interface Wage {
  _id: string;
  name: string;
  projectName: string;
  projectNumber: string;
  status: string;
}

const wages: Wage[] = [
  { _id: 'a', name: 'Ravi', projectName: 'Dam', projectNumber: '001', status: 'unpaid' },
  { _id: 'b', name: 'Asha', projectName: 'Tank', projectNumber: '002', status: 'paid' },
];

const filters = projectLineFilters<Wage>({
  searchLabel: 'Search wages',
  statuses: ['Paid', 'Unpaid'],
  apply: (rows, values) => rows.filter((row) => row.name.toLowerCase().includes(values.search.toLowerCase()) && (!values.project || values.project.startsWith(row.projectName))),
});

function load(over: Partial<PartialLoad> & { rows?: readonly Wage[] } = {}): PartialLoad & { rows: readonly Wage[] } {
  return { isPending: false, error: null, refetch: vi.fn(), refetching: false, failed: [], retryFailed: vi.fn(), retrying: false, complete: true, dataAt: Date.now(), rows: wages, ...over };
}

function status(): BulkStatus<Wage> {
  return { askMany: vi.fn(), bulkBusy: false, bulkDialog: { open: false, message: '', onConfirm: vi.fn(), onCancel: vi.fn() } };
}

const countCards: LinesCards<Wage> = { of: 'shown', figures: (shown) => [['Wages', shown.length]] };

function renderScreen(lines: ReturnType<typeof load>, bulk: { status: BulkStatus<Wage>; needsFilter?: boolean } | undefined, cards: LinesCards<Wage> = countCards) {
  return render(
    <ProjectLinesScreen
      load={lines}
      rows={lines.rows}
      list={{
        label: 'Wages',
        rowKey: (row) => row._id,
        columns: [{ key: 'name', header: 'Name', render: (row) => row.name }],
        loadError: { failed: (error) => `Failed to fetch wages: ${(error as Error).message}`, partsFailed: (n) => `${n} parts failed` },
      }}
      filters={filters}
      cards={cards}
      empty={{ title: 'No wages', none: 'Add some', filtered: 'None match' }}
      bulk={bulk && { ...bulk, actions: [{ status: 'paid', label: 'Mark All Paid', variant: 'contained', color: 'success' }] }}
    />,
  );
}

test("'Mark All' over the rows listed: at once, or only while a filter narrows the list", async () => {
  const user = userEvent.setup();
  const always = status();
  const { unmount } = renderScreen(load(), { status: always });
  await user.click(within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Mark All Paid' }));
  expect(always.askMany).toHaveBeenCalledWith(wages, 'paid');
  expect(screen.getByRole('combobox', { name: 'Project' })).toHaveTextContent('Dam - 001');
  unmount();

  const filtered = status();
  renderScreen(load(), { status: filtered, needsFilter: true });
  expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: 'Search wages' }), 'ravi');
  await user.click(await screen.findByRole('button', { name: 'Mark All Paid' }));
  expect(filtered.askMany).toHaveBeenCalledWith([wages[0]], 'paid');
});

test('cards over the rows listed follow the search; cards over every row are not drawn again by a keystroke', async () => {
  const user = userEvent.setup();
  const { unmount } = renderScreen(load(), undefined);
  await user.type(screen.getByRole('searchbox', { name: 'Search wages' }), 'ravi');
  expect(screen.getByText('Wages').parentElement).toHaveTextContent('1');
  unmount();

  const counted = vi.fn((all: readonly Wage[]) => [['Every wage', all.length]] as const);
  renderScreen(load(), undefined, { of: 'all', figures: counted });
  await user.type(screen.getByRole('searchbox', { name: 'Search wages' }), 'ravi');
  expect(screen.getByText('Every wage').parentElement).toHaveTextContent('2');
  expect(counted).toHaveBeenCalledTimes(1);
});

test("no 'Mark All' while rows arrive, with parts missing, or for a user who may not change them", () => {
  const { unmount } = renderScreen(load({ complete: false }), { status: status() });
  expect(screen.queryByRole('button', { name: 'Mark All Paid' })).not.toBeInTheDocument();
  unmount();
  const missing = renderScreen(load({ failed: ['a part'] }), { status: status() });
  expect(screen.getByText('1 parts failed')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark All Paid' })).not.toBeInTheDocument();
  missing.unmount();
  renderScreen(load(), undefined);
  expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
});

test('a load that read nothing is no result: its error with Retry, no rows, no figures, no Data as of', async () => {
  const lines = load({ rows: [], failed: ['a', 'b'], nothingLoaded: true, dataAt: 0, missing: [{ label: 'Dam', error: new Error('offline') }] });
  renderScreen(lines, { status: status() });
  expect(screen.getByText('Failed to fetch wages: offline')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Wages' })).toHaveTextContent(/^Wages—$/);
  expect(screen.queryByText(/^Data as of/)).not.toBeInTheDocument();
  expect(screen.queryByText('No wages')).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(lines.retryFailed).toHaveBeenCalled();
});

test('a first load waiting offline for a connection says the list needs one, with Retry: not loading, not empty', async () => {
  const lines = load({ rows: [], isPending: true, complete: false, dataAt: 0, waitsForConnection: true });
  renderScreen(lines, { status: status() });
  expect(screen.getByText(LIST_NEEDS_CONNECTION_TEXT)).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.queryByText('No wages')).not.toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Wages' })).toHaveTextContent(/^Wages—$/);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(lines.refetch).toHaveBeenCalled();
});
