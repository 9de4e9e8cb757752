import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterSelect } from './FilterSelect';
import { SearchField } from './SearchField';

function Toolbar({ disabled, onSearch, onFilter }: { disabled?: boolean; onSearch: (value: string) => void; onFilter: (value: string) => void }) {
  return (
    <>
      <SearchField label="Search by name" value="" onChange={onSearch} disabled={disabled} />
      <FilterSelect label="Status" allLabel="All" value="" options={['Active', 'Inactive']} onChange={onFilter} disabled={disabled} />
    </>
  );
}

test('the search box and the filter take what the user types and picks', async () => {
  const user = userEvent.setup();
  const onSearch = vi.fn();
  const onFilter = vi.fn();
  render(<Toolbar onSearch={onSearch} onFilter={onFilter} />);
  await user.type(screen.getByLabelText('Search by name'), 'R');
  await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
  expect(onSearch).toHaveBeenCalledWith('R');
  expect(onFilter).toHaveBeenCalledWith('Inactive');
});

test('disabled, they stay in place and take nothing', async () => {
  const user = userEvent.setup();
  const onSearch = vi.fn();
  const onFilter = vi.fn();
  render(<Toolbar disabled onSearch={onSearch} onFilter={onFilter} />);
  const search = screen.getByLabelText('Search by name');
  const filter = screen.getByLabelText('Status');
  expect(search).toBeDisabled();
  expect(filter).toBeDisabled();
  await user.type(search, 'R');
  expect(onSearch).not.toHaveBeenCalled();
  expect(onFilter).not.toHaveBeenCalled();
});
