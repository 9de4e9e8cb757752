import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/app/theme';
import { BillStatusChip } from './BillStatusChip';
import { applyPageStyles } from '../../../tests/pageStyles';

// These tests read computed styles.
beforeEach(applyPageStyles);

/** WCAG's contrast ratio of two 'rgb(r, g, b)' colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = rgb.match(/\d+/g)!.map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const chipOf = (status: string) => {
  render(
    <ThemeProvider theme={theme}>
      <BillStatusChip status={status} />
    </ThemeProvider>,
  );
  return getComputedStyle(screen.getByText(status).closest('.ToneChip')!);
};

test.each([
  ['Paid', /^rgb\(\d+, (1[2-9]\d|[2-9]\d), \d+\)$/],
  ['Pending', /^rgb\(253, 224, 71\)$/],
  ['Overdue', /^rgb\((1[5-9]\d|2\d\d), \d+, \d+\)$/],
])('%s reads in its colour with text that passes the contrast check', (status, background) => {
  const style = chipOf(status);
  expect(style.backgroundColor).toMatch(background);
  expect(contrast(style.backgroundColor, style.color)).toBeGreaterThanOrEqual(4.5);
});

test('Pending is yellow with dark text, not the dark orange-brown of the theme’s warning', () => {
  const style = chipOf('Pending');
  expect(style.backgroundColor).not.toBe('rgb(180, 83, 9)');
  expect(style.color).toBe('rgb(113, 63, 18)');
});
