import { act, render, screen, within } from '@testing-library/react';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import type { Bill } from '@/api/bills';
import { BillPrintDialog } from '@/features/billing/BillPrintDialog';
import { STORAGE_KEYS } from '@/lib/storage';
import { AppProviders } from './App';
import { reducedMotionTheme, theme } from './theme';
import { useUiPreferences } from './uiStore';
import { applyPageStyles } from '../../tests/pageStyles';

// These tests read computed styles.
beforeEach(applyPageStyles);

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

/** The properties the keyframes named `name` change, from the page's style rules. */
function propertiesAnimatedBy(name: string): string[] {
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
  const frames = rules.find((rule): rule is CSSKeyframesRule => rule instanceof CSSKeyframesRule && rule.name === name);
  if (!frames) throw new Error(`no keyframes named ${name}`);
  return [...new Set([...frames.cssRules].flatMap((frame) => [...(frame as CSSKeyframeRule).style]))];
}

test('a progress bar of unknown length moves by transform alone, so it never lays the page out again', () => {
  render(
    <ThemeProvider theme={theme}>
      <LinearProgress aria-label="Loading" />
    </ThemeProvider>,
  );
  const bars = screen.getByRole('progressbar', { name: 'Loading' }).querySelectorAll('.MuiLinearProgress-bar');
  expect(bars).toHaveLength(2);
  for (const bar of bars) {
    // jsdom keeps the `animation` shorthand whole: its first word is the keyframes' name.
    const { animation, width } = getComputedStyle(bar);
    const [name] = animation.split(' ');
    expect(new Set(propertiesAnimatedBy(name).map((property) => property.replace(/^-webkit-/, '')))).toEqual(new Set(['transform']));
    expect(width).toBe('100%');
  }
  // Until its first cycle starts, the short stroke waits off the track (a full-width stroke at rest would fill it).
  expect(getComputedStyle(bars[1]).animation).toMatch(/\bbackwards\b/);
});

test('for a user who asked for reduced motion, nothing moves and a press makes no ripple', () => {
  expect(new Set(Object.values(reducedMotionTheme().transitions.duration))).toEqual(new Set([0]));
  expect(reducedMotionTheme().transitions.create(['opacity'])).toBe('none');
  expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
  expect(reducedMotionTheme().components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  expect(reducedMotionTheme().palette.primary.main).toBe(theme.palette.primary.main);
});

describe('light or dark', () => {
  /** Makes the system (the browser's `prefers-color-scheme`) ask for dark until the test ends. */
  function systemPrefersDark() {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => {
      const list = original(query);
      return /prefers-color-scheme:\s*dark/.test(query) ? { ...list, matches: true } : list;
    };
    onTestFinished(() => {
      window.matchMedia = original;
    });
  }

  function ShownScheme() {
    return <p>{useTheme().palette.mode}</p>;
  }

  function renderApp(children = <ShownScheme />) {
    return render(<AppProviders apiConfigured>{children}</AppProviders>);
  }

  /** As a page load finds the preferences kept on this device. */
  async function storedPreferences(state: unknown) {
    localStorage.setItem(STORAGE_KEYS.uiPreferences, JSON.stringify({ state, version: 0 }));
    await useUiPreferences.persist.rehydrate();
  }

  afterEach(() => {
    useUiPreferences.setState({ themeMode: 'system', sidebarOpenOnWide: true });
  });

  test('until the user picks, the app follows the system', () => {
    expect(useUiPreferences.getState().themeMode).toBe('system');
    const { unmount } = renderApp();
    expect(screen.getByText('light')).toBeInTheDocument();
    unmount();

    systemPrefersDark();
    renderApp();
    expect(screen.getByText('dark')).toBeInTheDocument();
    // The page itself is dark, and the browser's own parts (scroll bars, form controls) with it.
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(15, 17, 21)');
    expect(getComputedStyle(document.documentElement).colorScheme).toBe('dark');
  });

  test('the choice kept on this device wins over the system’s, from the first paint', async () => {
    systemPrefersDark();
    await storedPreferences({ sidebarOpenOnWide: false, themeMode: 'light' });
    renderApp();
    expect(screen.getByText('light')).toBeInTheDocument();
    expect(useUiPreferences.getState().sidebarOpenOnWide).toBe(false);
  });

  test('a choice made while the app is open shows at once and is kept with the other UI preferences', () => {
    renderApp();
    act(() => useUiPreferences.getState().setThemeMode('dark'));
    expect(screen.getByText('dark')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.uiPreferences)!)).toMatchObject({ state: { themeMode: 'dark', sidebarOpenOnWide: true } });
    act(() => useUiPreferences.getState().setThemeMode('system'));
    expect(screen.getByText('light')).toBeInTheDocument();
  });

  test('a stored value that is not a choice is ignored: the system decides', async () => {
    systemPrefersDark();
    await storedPreferences({ themeMode: 'purple', sidebarOpenOnWide: 'yes' });
    expect(useUiPreferences.getState()).toMatchObject({ themeMode: 'system', sidebarOpenOnWide: true });
    renderApp();
    expect(screen.getByText('dark')).toBeInTheDocument();
  });

  test('the tax invoice stays black on white in the dark theme', () => {
    const bill: Bill = {
      _id: 'b1',
      billNumber: 'INV-2026-001',
      client: 'Prestige Estates',
      clientGstin: '',
      clientAddress: '',
      placeOfSupply: '',
      reverseCharge: false,
      project: 'Whitefield Villas',
      date: '05-01-2026',
      dueDate: '04-02-2026',
      status: 'Pending',
      items: [{ id: 'i1', description: 'Brickwork, ground floor', qty: 2, unit: 'm³', rate: 25_000, amount: 50_000, hsnSac: '' }],
      notes: '',
      taxRate: 18,
      subtotal: 50_000,
      taxAmount: 9_000,
      total: 59_000,
    };
    useUiPreferences.getState().setThemeMode('dark');
    renderApp(<BillPrintDialog bill={bill} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'TAX INVOICE' });
    const document = dialog.querySelector('.invoice-document')!;
    expect(getComputedStyle(document)).toMatchObject({ color: 'rgb(0, 0, 0)', backgroundColor: 'rgb(255, 255, 255)' });
    expect(getComputedStyle(document.parentElement!).backgroundColor).toBe('rgb(255, 255, 255)');
    for (const text of ['TAX INVOICE', 'Brickwork, ground floor', 'Prestige Estates']) {
      expect(getComputedStyle(within(dialog).getByText(text)).color).toBe('rgb(0, 0, 0)');
    }
  });
});
