import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { reducedMotionTheme, theme } from './theme';

test('a disabled field’s hint keeps the secondary text colour, not the faint disabled grey', () => {
  render(
    <ThemeProvider theme={theme}>
      <TextField label="Date" disabled helperText="Saved with the new rows" />
    </ThemeProvider>,
  );
  const hint = screen.getByText('Saved with the new rows');
  expect(hint).toHaveClass('Mui-disabled');
  expect(getComputedStyle(hint).color).toBe(theme.palette.text.secondary.replace(/,(?=\S)/g, ', '));
  expect(theme.palette.text.secondary).not.toBe(theme.palette.text.disabled);
});

test('for a user who asked for reduced motion, nothing moves and a press makes no ripple', () => {
  expect(new Set(Object.values(reducedMotionTheme.transitions.duration))).toEqual(new Set([0]));
  expect(reducedMotionTheme.transitions.create(['opacity'])).toBe('none');
  expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
  expect(reducedMotionTheme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  expect(reducedMotionTheme.palette.primary.main).toBe(theme.palette.primary.main);
});
