import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatCard, StatGrid } from './StatCard';

test('a card writes a count the Indian way and shows text as given', () => {
  render(
    <StatGrid>
      <StatCard label="Total Items" value={123456} />
      <StatCard label="Total Cost" value="₹21,96,160.00" />
    </StatGrid>,
  );
  expect(screen.getByRole('group', { name: 'Total Items' })).toHaveTextContent('1,23,456');
  expect(screen.getByRole('group', { name: 'Total Cost' })).toHaveTextContent('₹21,96,160.00');
});

test('until the figures are known every card reads —, and a figure of its own that is unknown too', () => {
  const { rerender } = render(
    <StatGrid known={false}>
      <StatCard label="Total Wages" value="₹0.00" />
      <StatCard label="Records" value={0} />
    </StatGrid>,
  );
  expect(screen.getByRole('group', { name: 'Total Wages' })).toHaveTextContent(/^Total Wages—$/);
  expect(screen.getByRole('group', { name: 'Records' })).toHaveTextContent(/^Records—$/);

  rerender(
    <StatGrid>
      <StatCard label="Total Wages" value="₹1,250.00" />
      <StatCard label="Records" value={null} />
    </StatGrid>,
  );
  expect(screen.getByRole('group', { name: 'Total Wages' })).toHaveTextContent('₹1,250.00');
  expect(screen.getByRole('group', { name: 'Records' })).toHaveTextContent(/^Records—$/);
});

test('a partial figure shows what has loaded so far, marked as such: busy while loading, incomplete once parts failed', () => {
  const { rerender } = render(
    <StatGrid figures="loading">
      <StatCard label="Total Wages" value="₹1,250.00" />
      <StatCard label="Records" value={123456} />
    </StatGrid>,
  );
  const wages = screen.getByRole('group', { name: 'Total Wages' });
  expect(wages).toHaveTextContent(/^Total Wages₹1,250.00so far$/);
  expect(wages).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('group', { name: 'Records' })).toHaveTextContent(/^Records1,23,456so far$/);

  rerender(
    <StatGrid figures="incomplete">
      <StatCard label="Total Wages" value="₹1,250.00" />
      <StatCard label="Records" value={null} />
    </StatGrid>,
  );
  expect(screen.getByRole('group', { name: 'Total Wages' })).toHaveTextContent(/^Total Wages₹1,250.00incomplete$/);
  expect(screen.getByRole('group', { name: 'Total Wages' })).not.toHaveAttribute('aria-busy');
  // A figure of its own that is unknown stays '—', not 'so far'.
  expect(screen.getByRole('group', { name: 'Records' })).toHaveTextContent(/^Records—$/);

  rerender(
    <StatGrid figures="unknown">
      <StatCard label="Total Wages" value="₹0.00" />
    </StatGrid>,
  );
  expect(screen.getByRole('group', { name: 'Total Wages' })).toHaveTextContent(/^Total Wages—$/);

  rerender(
    <StatGrid figures="known">
      <StatCard label="Total Wages" value="₹1,250.00" />
    </StatGrid>,
  );
  expect(screen.getByRole('group', { name: 'Total Wages' })).toHaveTextContent(/^Total Wages₹1,250.00$/);
  expect(screen.getByRole('group', { name: 'Total Wages' })).not.toHaveAttribute('aria-busy');
});

test('a figure whose read failed shows —, says it is not loaded and offers Retry, whatever value it was given', async () => {
  const onRetry = vi.fn();
  const { rerender } = render(
    <StatGrid>
      <StatCard label="Users" value={0} notLoaded={{ onRetry }} />
    </StatGrid>,
  );
  const card = screen.getByRole('group', { name: 'Users' });
  expect(card).toHaveTextContent(/^Users—Not loadedRetry$/);
  await userEvent.click(screen.getByRole('button', { name: 'Retry Users' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  rerender(
    <StatGrid>
      <StatCard label="Users" value={null} notLoaded={{ onRetry, retrying: true }} />
    </StatGrid>,
  );
  expect(screen.getByRole('button', { name: 'Retry Users' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Retry Users' })).toHaveTextContent('Retrying...');
});

test('a card whose own read is on its way shows its frame, busy, with no figure yet: not a 0, not —', () => {
  const { rerender } = render(
    <StatGrid>
      <StatCard label="Users" value={null} loading />
      <StatCard label="Labour" value={0} loading />
    </StatGrid>,
  );
  for (const label of ['Users', 'Labour']) {
    const card = screen.getByRole('group', { name: label });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card).toHaveTextContent(new RegExp(`^${label}$`));
  }

  rerender(
    <StatGrid>
      <StatCard label="Users" value={12} />
      <StatCard label="Labour" value={0} />
    </StatGrid>,
  );
  expect(screen.getByRole('group', { name: 'Users' })).toHaveTextContent(/^Users12$/);
  expect(screen.getByRole('group', { name: 'Users' })).not.toHaveAttribute('aria-busy');
  expect(screen.getByRole('group', { name: 'Labour' })).toHaveTextContent(/^Labour0$/);
});
