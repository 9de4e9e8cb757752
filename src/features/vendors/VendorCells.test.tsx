import { render, screen } from '@testing-library/react';
import type { Vendor } from '@/api/vendors';
import { VendorBankCell } from './VendorCells';
import { applyPageStyles } from '../../../tests/pageStyles';

// These tests read computed styles.
beforeEach(applyPageStyles);

const LONG = `3${'0'.repeat(1_999)}`;

test('an account number of 2,000 characters may break rather than run past the card; its label stays beside it', () => {
  const vendor = { _id: 'v1', vendorName: 'Shree Traders', bankName: 'Canara Bank', accountNumber: LONG, ifscCode: 'CNRB0000412' } as Vendor;
  render(<VendorBankCell vendor={vendor} />);
  const account = screen.getByText(`A/c ${LONG}`);
  expect(account).not.toHaveStyle({ whiteSpace: 'nowrap' });
  expect(account).toHaveStyle({ overflowWrap: 'break-word' });
  expect(account.textContent).toBe(`A/c\u00a0${LONG}`);
  expect(screen.getByText('IFSC CNRB0000412')).toHaveStyle({ overflowWrap: 'break-word' });
  // The lines' one column is no wider than the card, so a line longer than that has somewhere to break.
  expect(account.parentElement).toHaveStyle({ gridTemplateColumns: 'minmax(0, 1fr)' });
});
