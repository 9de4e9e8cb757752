import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIso } from '@/lib/dates';
import { catchDownloads, parseCsv } from '../../../tests/csv';
import { DataList } from './DataList';
import { columns, narrowScreen, renderList, workers, type Worker } from './dataListFixtures';

describe('Export CSV', () => {
  const exportButton = () => screen.getByRole('button', { name: 'Export CSV' });

  test('downloads every row listed, all pages, in the order sorted, with the headers and plain values, named for the list and today', async () => {
    const downloads = catchDownloads();
    onTestFinished(downloads.restore);
    const many = [...workers, { id: 'd', name: '=cmd|calc', wage: 700.5 }];
    const user = userEvent.setup();
    renderList({ rows: many, pageSize: 2 });
    await user.click(screen.getByRole('button', { name: 'Wage' }));
    await user.click(screen.getByRole('button', { name: 'Wage' }));
    await user.click(exportButton());

    const [file] = await downloads.files();
    expect(file.name).toBe(`workers-${todayIso()}.csv`);
    expect(file.type).toBe('text/csv;charset=utf-8');
    expect(file.head).toEqual([0xef, 0xbb, 0xbf]);
    expect(parseCsv(file.text)).toEqual([
      ['Name', 'Wage', 'Note'],
      ['Ravi', '950', 'secondary'],
      ['Kiran', '800', 'secondary'],
      ["'=cmd|calc", '700.5', 'secondary'],
      ['Asha', '650', 'secondary'],
    ]);
  });

  test('works from the keyboard, and is there on a phone too', async () => {
    narrowScreen();
    const downloads = catchDownloads();
    onTestFinished(downloads.restore);
    const user = userEvent.setup();
    renderList({ exportName: 'crew' });
    exportButton().focus();
    await user.keyboard('{Enter}');
    expect((await downloads.files()).map((file) => file.name)).toEqual([`crew-${todayIso()}.csv`]);
  });

  test('is disabled while the list has no rows, and while rows are still loading, saying why', () => {
    const { rerender } = renderList({ rows: [] });
    expect(exportButton()).toBeDisabled();
    rerender(<DataList<Worker> label="Workers" rows={workers} columns={columns} rowKey={(w) => w.id} empty={null} loading />);
    expect(exportButton()).toBeDisabled();
    expect(exportButton()).toHaveAccessibleDescription('Export is available once all rows have loaded');
    rerender(<DataList<Worker> label="Workers" rows={workers} columns={columns} rowKey={(w) => w.id} empty={null} refreshing />);
    expect(exportButton()).toBeEnabled();
    expect(screen.queryByText('Export is available once all rows have loaded')).not.toBeInTheDocument();
  });

  test('a list may go without it', () => {
    renderList({ exportName: false });
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});
