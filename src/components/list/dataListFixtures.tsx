/** The workers list both DataList test files render: three rows, a narrow-only column, a Delete per row. */
import { render, screen, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { DataList } from './DataList';
import type { ListColumn } from './listTypes';

export interface Worker {
  id: string;
  name: string;
  wage: number;
}

export const workers: Worker[] = [
  { id: 'a', name: 'Ravi', wage: 950 },
  { id: 'b', name: 'Asha', wage: 650 },
  { id: 'c', name: 'Kiran', wage: 800 },
];

export const columns: ListColumn<Worker>[] = [
  { key: 'name', header: 'Name', render: (w) => w.name, sortValue: (w) => w.name },
  { key: 'wage', header: 'Wage', render: (w) => `₹${w.wage}`, sortValue: (w) => w.wage },
  { key: 'note', header: 'Note', render: () => 'secondary', hideOnNarrow: true },
];

export function renderList(props: Partial<Parameters<typeof DataList<Worker>>[0]> = {}) {
  return render(
    <DataList<Worker>
      label="Workers"
      rows={workers}
      columns={columns}
      rowKey={(w) => w.id}
      actions={(w) => <button type="button">Delete {w.name}</button>}
      empty={<p>No workers yet</p>}
      {...props}
    />,
  );
}

export const bodyRows = () => within(screen.getByRole('table', { name: 'Workers' })).getAllByRole('row').slice(1);
export const namesInOrder = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent);

export function narrowScreen() {
  const width = window.innerWidth;
  window.innerWidth = 375;
  onTestFinished(() => {
    window.innerWidth = width;
  });
}

