import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DetailFields, DetailsBlock, DetailsDialog } from './DetailsDialog';

test('a details dialog shows named blocks of label and value pairs, a dash for an empty value, and closes', async () => {
  const onClose = vi.fn();
  render(
    <DetailsDialog title="Labour Details" onClose={onClose}>
      <DetailsBlock title="Basic Information">
        <DetailFields
          fields={[
            ['Name', '<b>Irfan</b> Mulla'],
            ['Phone', ''],
          ]}
        />
      </DetailsBlock>
    </DetailsDialog>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Labour Details' });
  const block = within(dialog).getByRole('region', { name: 'Basic Information' });
  const pairs = within(block)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  // User text stays text: the markup is shown, not applied.
  expect(pairs).toEqual([
    ['Name', '<b>Irfan</b> Mulla'],
    ['Phone', '—'],
  ]);
  await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('a details dialog offers its own actions after Close', async () => {
  const onDownload = vi.fn();
  render(
    <DetailsDialog title="Export" onClose={() => {}} actions={<button onClick={onDownload}>Download</button>}>
      <p>Figures</p>
    </DetailsDialog>,
  );
  const buttons = within(screen.getByRole('dialog', { name: 'Export' })).getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual(['Close', 'Download']);
  await userEvent.setup().click(buttons[1]);
  expect(onDownload).toHaveBeenCalledTimes(1);
});
