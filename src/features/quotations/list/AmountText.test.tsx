import { render, screen } from '@testing-library/react';
import { AmountText } from './AmountText';

test('an amount of twenty digits may break rather than run past the card', () => {
  render(<AmountText amount={1e20} />);
  const amount = screen.getByText(/^₹/);
  expect(amount).not.toHaveStyle({ whiteSpace: 'nowrap' });
  expect(amount).toHaveStyle({ overflowWrap: 'break-word' });
});
