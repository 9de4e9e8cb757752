import { render, screen } from '@testing-library/react';
import type { LabourProfile } from '@/api/labourProfiles';
import { LABOUR_COLUMNS } from './labourColumns';
import { applyPageStyles } from '../../../tests/pageStyles';

// These tests read computed styles.
beforeEach(applyPageStyles);

const LONG = `9${'8'.repeat(1_999)}`;
const context = { index: 0, expanded: false, toggleExpanded: () => {}, detailsId: 'd' };

test('a phone number of 2,000 characters may break rather than run past the card', () => {
  const contact = LABOUR_COLUMNS.find((column) => column.key === 'contact')!;
  render(<>{contact.render({ _id: 'w1', name: 'Ravi', category: 'Skilled', phone: LONG, email: '', address: '' } as LabourProfile, context)}</>);
  const phone = screen.getByText(LONG);
  expect(phone).not.toHaveStyle({ whiteSpace: 'nowrap' });
  expect(phone).toHaveStyle({ overflowWrap: 'break-word' });
});
