import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { parseCsv } from '../../../tests/csv';
import { exportFileName, exportNameOf, exportParts, listCsv, nodeText } from './listExport';
import type { ListColumn } from './listTypes';

interface Bill {
  id: string;
  client: string;
  amount: number;
  status: string;
  due: string;
}

const bills: Bill[] = [
  { id: '1', client: 'Sai Constructions', amount: 125000.5, status: 'paid', due: '05-01-2026' },
  { id: '2', client: '@risk Ltd', amount: -20, status: 'overdue', due: '' },
];

describe('listCsv', () => {
  test('derives each value: the number a column sorts by, text as shown, the text inside elements, else the sort text', () => {
    const columns: ListColumn<Bill>[] = [
      { key: 'serial', header: 'S.No', render: (_b, { index }) => index + 1 },
      { key: 'client', header: 'Client', sortValue: (b) => b.client.toLowerCase(), render: (b) => <Typography>{b.client}</Typography> },
      { key: 'amount', header: 'Amount', sortValue: (b) => b.amount, render: (b) => `₹${b.amount}` },
      { key: 'chip', header: 'Chip', render: (b) => <Chip label={b.status} /> },
      { key: 'status', header: 'Status', sortValue: (b) => b.status, render: () => <span aria-hidden /> },
      { key: 'due', header: 'Due', exportValue: (b) => b.due.split('-').reverse().join('-'), render: (b) => b.due },
      { key: 'toggle', header: 'Details', headerHidden: true, render: () => <button type="button">Open</button> },
      { key: 'view', header: 'View', exportValue: false, render: () => <button type="button">View</button> },
    ];
    expect(parseCsv(listCsv(bills, columns))).toEqual([
      ['S.No', 'Client', 'Amount', 'Chip', 'Status', 'Due'],
      ['1', 'Sai Constructions', '125000.5', 'paid', 'paid', '2026-01-05'],
      ['2', "'@risk Ltd", '-20', 'overdue', 'overdue', ''],
    ]);
  });

  test('a column may be written as several columns of the file', () => {
    const columns: ListColumn<Bill>[] = [
      {
        key: 'both',
        header: 'Client & Amount',
        exportParts: [
          { header: 'Client', value: (b) => b.client },
          { header: 'Amount', value: (b) => b.amount },
        ],
        render: (b) => `${b.client} ${b.amount}`,
      },
    ];
    expect(exportParts(columns).map((part) => part.header)).toEqual(['Client', 'Amount']);
    expect(parseCsv(listCsv(bills.slice(0, 1), columns))).toEqual([
      ['Client', 'Amount'],
      ['Sai Constructions', '125000.5'],
    ]);
  });
});

test('nodeText joins the lines of a cell and reads the words a chip or a clamped text carries', () => {
  const Clamped = (_props: { text: string }) => null;
  expect(
    nodeText(
      <>
        <Typography>
          <Clamped text="Ramesh Kumar" />
        </Typography>
        {false}
        <Typography>{'Pune'}</Typography>
        <Chip label="Mason" />
      </>,
    ),
  ).toBe('Ramesh Kumar\nPune\nMason');
});

test('the file is named for the list and the local day', () => {
  expect(exportFileName('labour-salary', new Date(2026, 10, 24, 23, 30))).toBe('labour-salary-2026-11-24.csv');
  expect(exportNameOf('Labour salary records')).toBe('labour-salary-records');
  expect(exportNameOf('???')).toBe('list');
});
