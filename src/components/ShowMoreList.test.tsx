import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShowMoreList } from './ShowMoreList';

const list = (items: string[]) => (
  <ShowMoreList items={items} shown={2} render={(name) => <span>{name}</span>} keyOf={(name) => name} label="materials" />
);

test('up to three items are all shown, with no toggle', () => {
  render(list(['Cement', 'Sand', 'Steel']));
  expect(screen.getByText('Steel')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('with more, the first two and +N more, which opens them all and then says Show less', async () => {
  const user = userEvent.setup();
  render(list(['Cement', 'Sand', 'Steel', 'Aggregate', 'Bricks']));
  expect(screen.getByText('Sand')).toBeInTheDocument();
  expect(screen.queryByText('Steel')).not.toBeInTheDocument();
  const toggle = screen.getByRole('button', { name: 'Show 3 more materials' });
  expect(toggle).toHaveTextContent('+3 more');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(screen.getByText('Bricks')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show fewer materials' })).toHaveTextContent('Show less');
  await user.click(screen.getByRole('button', { name: 'Show fewer materials' }));
  expect(screen.queryByText('Bricks')).not.toBeInTheDocument();
});

test('with wholeUpTo equal to shown, one item beyond is already behind +1 more', async () => {
  const user = userEvent.setup();
  render(
    <ShowMoreList items={['Cement', 'Sand', 'Steel', 'Bricks']} shown={3} wholeUpTo={3} render={(name) => <span>{name}</span>} keyOf={(name) => name} label="products" />,
  );
  expect(screen.getByText('Steel')).toBeInTheDocument();
  expect(screen.queryByText('Bricks')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show 1 more products' }));
  expect(screen.getByText('Bricks')).toBeInTheDocument();
});

test('with wholeUpTo equal to shown, exactly that many are listed with no toggle', () => {
  render(<ShowMoreList items={['Cement', 'Sand', 'Steel']} shown={3} wholeUpTo={3} render={(name) => <span>{name}</span>} keyOf={(name) => name} label="products" />);
  expect(screen.getByText('Steel')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
