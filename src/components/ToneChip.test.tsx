import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/app/theme';
import { ToneChip, type ChipTone } from './ToneChip';
import { applyPageStyles } from '../../tests/pageStyles';

// These tests read computed styles.
beforeEach(applyPageStyles);

/** A colour of the theme as a computed style writes it ('#1d4ed8' → 'rgb(29, 78, 216)'). */
const rgb = (colour: string) => {
  const probe = document.createElement('i');
  probe.style.color = colour;
  return probe.style.color;
};

const chipStyle = (label: string) => getComputedStyle(screen.getByText(label).closest('.ToneChip')!);

function renderChip(chip: React.ReactElement) {
  return render(<ThemeProvider theme={theme}>{chip}</ThemeProvider>);
}

const { palette } = theme;

test.each<Exclude<ChipTone, 'default'>>(['primary', 'secondary', 'success', 'warning', 'error', 'info'])('a %s chip is filled with the theme’s colour, in its text colour', (tone) => {
  renderChip(<ToneChip label="Label" tone={tone} />);
  expect(chipStyle('Label').backgroundColor).toBe(rgb(palette[tone].main));
  expect(chipStyle('Label').color).toBe(rgb(palette[tone].contrastText));
});

test('an outlined chip shows its tone in its text and border, on no fill', () => {
  renderChip(<ToneChip label="Urgent" tone="error" outlined />);
  const style = chipStyle('Urgent');
  expect(style.backgroundColor).toBe('rgba(0, 0, 0, 0)');
  expect(style.color).toBe(rgb(palette.error.main));
  expect(style.borderStyle).toBe('solid');
});

test('a chip of no tone is the neutral grey, and its label is the text it was given, as text', () => {
  renderChip(<ToneChip label="<b>Other</b>" />);
  expect(screen.getByText('<b>Other</b>')).toHaveClass('ToneChip-label');
  expect(chipStyle('<b>Other</b>').backgroundColor).toBe('rgba(0, 0, 0, 0.08)');
});

test('colours of its own win over the tone', () => {
  renderChip(<ToneChip label="Pending" tone="warning" colours={{ background: '#fde047', text: '#713f12' }} />);
  expect([chipStyle('Pending').backgroundColor, chipStyle('Pending').color]).toEqual(['rgb(253, 224, 71)', 'rgb(113, 63, 18)']);
});

test('a wrapping chip lets its label take two lines; a bold one is in bold', () => {
  renderChip(
    <>
      <ToneChip label="Material Supplier" wrapping />
      <ToneChip label="Partial (2/5)" bold />
    </>,
  );
  expect(getComputedStyle(screen.getByText('Material Supplier')).whiteSpace).toBe('normal');
  expect(chipStyle('Partial (2/5)').fontWeight).toBe('600');
});
