import { Profiler } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import { hasText, isPositive, numberIn, requiredCells } from './cellValues';
import { createDraftStore } from './draftStore';
import { sheetRows, type TypeAheadCellProps } from './sheetRows';
import type { RowActions } from './useSheetActions';

interface Values {
  code: string;
  label: string;
  size: string;
  unit: string;
}
interface Saved {
  _id: string;
  code: string;
  label: string;
  size: number;
  unit: string;
}

/** Stands in for a type-ahead: its button sets two fields at once, as picking a profile does. */
function CodeField({ label, value, update }: TypeAheadCellProps<Values>) {
  return (
    <button type="button" aria-label={label} onClick={() => update({ code: 'C-7', label: 'Picked' })}>
      {value || 'pick'}
    </button>
  );
}

const spec = {
  cells: [
    { header: 'Code', saved: (row: Saved) => row.code, draft: { kind: 'typeAhead', field: 'code', Field: CodeField } },
    { header: 'Label', minWidth: 150, saved: (row: Saved) => row.label, draft: { kind: 'input', field: 'label' } },
    { header: 'Size', align: 'right', saved: (row: Saved) => `${row.size} m`, draft: { kind: 'numeric', field: 'size' } },
    { header: 'Double', align: 'right', saved: (row: Saved) => row.size * 2, draft: { kind: 'computed', value: (v: Values) => numberIn(v.size) * 2 } },
    { header: 'Unit', saved: (row: Saved) => row.unit, draft: { kind: 'select', field: 'unit', options: ['m', 'kg'] } },
  ],
  blank: (): Values => ({ code: '', label: '', size: '', unit: '' }),
  missingFields: requiredCells<Values>({ label: hasText, size: isPositive, unit: hasText }),
} as const;

const READ_ONLY = sheetRows<Values, Saved>(spec);
const EDITABLE = sheetRows<Values, Saved>({ ...spec, valuesOf: (row) => ({ ...row, size: String(row.size) }) });

const SAVED: Saved = { _id: 's1', code: 'A-1', label: 'First', size: 3, unit: 'kg' };
const actions: RowActions<Saved> = { edit: vi.fn(), cancel: vi.fn(), save: vi.fn(), askDelete: vi.fn() };

function renderRows(rows: typeof READ_ONLY, keys: string[], store = createDraftStore<Values>(), rendered: string[] = []) {
  render(
    <Table>
      <TableBody>
        {keys.map((key, index) => (
          <Profiler key={key} id={key} onRender={(id) => rendered.push(id)}>
            <rows.Row rowKey={key} serial={index + 1} saved={key === SAVED._id ? SAVED : undefined} store={store} actions={actions} locked={false} />
          </Profiler>
        ))}
      </TableBody>
    </Table>,
  );
  return store;
}

test('the columns are S.No, the declared cells and Actions, which is narrower when rows cannot be edited', () => {
  expect(READ_ONLY.columns.map((c) => c.header)).toEqual(['S.No', 'Code', 'Label', 'Size', 'Double', 'Unit', 'Actions']);
  expect(READ_ONLY.columns[2]).toEqual({ header: 'Label', align: undefined, minWidth: 150 });
  expect(READ_ONLY.columns.at(-1)?.minWidth).toBeLessThan(EDITABLE.columns.at(-1)?.minWidth ?? 0);
});

test('a saved row shows what each cell declares, with Edit only when the sheet allows editing', () => {
  renderRows(READ_ONLY, [SAVED._id]);
  const row = within(screen.getByRole('row'));
  expect(row.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', 'A-1', 'First', '3 m', '6', 'kg', '']);
  expect(row.queryByRole('button', { name: 'Edit row 1' })).not.toBeInTheDocument();
  expect(row.getByRole('button', { name: 'Delete row 1' })).toBeInTheDocument();
});

test('an editable saved row offers Edit, and once editing shows its inputs with Save and Cancel', async () => {
  const store = renderRows(EDITABLE, [SAVED._id]);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Edit row 1' }));
  expect(actions.edit).toHaveBeenCalledWith(SAVED);
  store.begin(SAVED._id, { code: 'A-1', label: 'First', size: '3', unit: 'kg' });
  expect(await screen.findByLabelText('Label, row 1')).toHaveValue('First');
  expect(screen.getByRole('button', { name: 'Save row 1' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel editing row 1' })).toBeInTheDocument();
});

test('a draft row edits each kind of cell, and a keystroke re-renders that row only', async () => {
  const store = createDraftStore<Values>();
  const first = store.add(spec.blank());
  const second = store.add(spec.blank());
  const rendered: string[] = [];
  renderRows(READ_ONLY, [first, second], store, rendered);
  const user = userEvent.setup();

  rendered.length = 0;
  await user.type(screen.getByLabelText('Size, row 2'), '4');
  await user.selectOptions(screen.getByLabelText('Unit, row 2'), 'm');
  await user.click(screen.getByRole('button', { name: 'Code, row 2' }));
  expect(new Set(rendered)).toEqual(new Set([second]));
  expect(store.get(second)?.values).toEqual({ code: 'C-7', label: 'Picked', size: '4', unit: 'm' });
  expect(screen.getByLabelText('Label, row 2')).toHaveValue('Picked');
  expect(within(screen.getAllByRole('row')[1]).getByText('8')).toBeInTheDocument();
});

test('after a refused save the empty required cells say Required, or Req when narrow', () => {
  const store = createDraftStore<Values>();
  const key = store.add(spec.blank());
  store.markErrors([key]);
  renderRows(READ_ONLY, [key], store);
  expect(screen.getByLabelText('Label, row 1')).toHaveAccessibleDescription('Required');
  expect(screen.getByLabelText('Size, row 1')).toHaveAccessibleDescription('Req');
  expect(screen.getByLabelText('Unit, row 1')).toHaveAccessibleDescription('Req');
});
