import { render, screen } from '@testing-library/react';
import { AmountText } from './AmountText';
import { applyPageStyles } from '../../../../tests/pageStyles';

// These tests read computed styles.
beforeEach(applyPageStyles);

test('an amount of twenty digits may break rather than run past the card', () => {
  render(<AmountText amount={1e20} />);
  const amount = screen.getByText(/^₹/);
  expect(amount).not.toHaveStyle({ whiteSpace: 'nowrap' });
  expect(amount).toHaveStyle({ overflowWrap: 'break-word' });
});
