import { Profiler } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import type { QuotationMaterial } from '@/api/quotationSheets';
import { createDraftStore, useNewRowKeys } from './draftStore';
import { emptyMaterial, type MaterialValues } from './materialRows';
import { MaterialRow } from './MaterialRow';
import type { RowActions } from './useSheetActions';

const SAVED: QuotationMaterial[] = Array.from({ length: 60 }, (_, i) => ({
  _id: `m${i}`,
  projectId: 'p1',
  quotationId: 'q1',
  name: `Material ${i}`,
  qty: i + 1,
  unit: 'bags',
  rate: 100,
  vendor: 'Shree Traders',
  status: 'pending',
}));

const actions: RowActions<QuotationMaterial> = { edit: vi.fn(), cancel: vi.fn(), save: vi.fn(), askDelete: vi.fn() };

/** A sheet like the page's, with a Profiler per row that records which rows render. */
function Sheet({ rendered, store }: { rendered: string[]; store: ReturnType<typeof createDraftStore<MaterialValues>> }) {
  const newKeys = useNewRowKeys(store);
  const rows = [...SAVED.map((m) => ({ key: m._id, saved: m as QuotationMaterial | undefined })), ...newKeys.map((key) => ({ key, saved: undefined }))];
  return (
    <Table>
      <TableBody>
        {rows.map(({ key, saved }, index) => (
          <Profiler key={key} id={key} onRender={(id) => rendered.push(id)}>
            <MaterialRow rowKey={key} serial={index + 1} saved={saved} store={store} actions={actions} locked={false} />
          </Profiler>
        ))}
      </TableBody>
    </Table>
  );
}

test('a keystroke re-renders only the row typed in, not the sheet or the other rows', async () => {
  const store = createDraftStore<MaterialValues>();
  const newKey = store.add(emptyMaterial());
  const rendered: string[] = [];
  render(<Sheet rendered={rendered} store={store} />);
  const user = userEvent.setup();

  rendered.length = 0;
  await user.type(screen.getByLabelText('Rate, row 61'), '25');
  await user.type(screen.getByLabelText('Qty, row 61'), '7');
  expect(new Set(rendered)).toEqual(new Set([newKey]));
  expect(screen.getByText('₹175.00')).toBeInTheDocument();
});
