import { keyframes } from '@emotion/react';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import './fonts.css';
import './fontFallback.css';

/**
 * The indeterminate progress bar's two strokes, moved by `transform` alone. MUI animates their `left` and
 * `right`, which lays the whole page out again on every frame for as long as a load runs: on a list of
 * thousands of rows that was over 6 ms of the page's main thread a frame, taken from the work of the load
 * itself. A stroke from L to 100% - R of the track is the full-width stroke scaled to 100% - L - R and moved
 * by L, so these frames draw MUI's own movement (its 2.1 s cycle and easing), on the compositor. The short
 * stroke waits its first 1.15 s at its starting place, off the track: at rest it would fill the track.
 */
const strokeAt = (left: number, right: number) => ({ transform: `translateX(${left}%) scaleX(${(100 - left - right) / 100})` });
const longStroke = keyframes({ '0%': strokeAt(-35, 100), '60%, 100%': strokeAt(100, -90) });
const shortStroke = keyframes({ '0%': strokeAt(-200, 100), '60%, 100%': strokeAt(107, -8) });
const movingStroke = (ownerState: { variant?: string }) => ownerState.variant === 'indeterminate' || ownerState.variant === 'query';
const strokeStyle = { width: '100%', left: 0, right: 'auto', transformOrigin: 'left' } as const;

/**
 * Two colour schemes, light and dark; MUI's ThemeProvider shows the one the mode asks for (App.tsx). The
 * colours are not CSS variables: a switch re-renders once with the other palette, so the theme's colours
 * stay plain values that code (and jsdom, which does not resolve `var()`) can read.
 */
const themeOptions: ThemeOptions = {
  colorSchemes: {
    light: {
      palette: {
        // WCAG AA wants 4.5:1 for text. MUI's own warning (#ed6c02) and info (#0288d1) reach only 3.1:1 and
        // 3.9:1 against white, as text (outlined chips) or under white text (filled chips); these darker
        // shades reach 5.0:1 and 5.9:1. The threshold makes MUI pick a text colour on coloured backgrounds
        // that reaches 4.5:1 too.
        contrastThreshold: 4.5,
        primary: { main: '#1d4ed8' },
        secondary: { main: '#b45309' },
        warning: { main: '#b45309' },
        info: { main: '#0369a1' },
        background: { default: '#f4f6fa' },
      },
    },
    dark: {
      palette: {
        // The same colours, lighter, so that each reads at 4.5:1 and over as text on the dark page and on
        // raised surfaces; filled buttons and chips then carry dark text (the threshold decides).
        contrastThreshold: 4.5,
        primary: { main: '#93c5fd' },
        secondary: { main: '#fbbf24' },
        warning: { main: '#fbbf24' },
        info: { main: '#7dd3fc' },
        success: { main: '#86efac' },
        error: { main: '#fca5a5' },
        background: { default: '#0f1115', paper: '#171a21' },
      },
    },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'Roboto, "Roboto Fallback", system-ui, -apple-system, "Segoe UI", "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiLinearProgress: {
      styleOverrides: {
        bar1: ({ ownerState }) => (movingStroke(ownerState) ? { ...strokeStyle, animation: `${longStroke} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite` } : {}),
        bar2: ({ ownerState }) => (movingStroke(ownerState) ? { ...strokeStyle, animation: `${shortStroke} 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite backwards` } : {}),
      },
    },
    // A disabled field's hint is still read (the measurement sheet's date before an item is chosen): MUI's
    // disabled grey reaches only 2.6:1 on the page background, the secondary text colour 4.5:1 and over.
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }) => ({ [`&.Mui-disabled`]: { color: theme.palette.text.secondary } }),
      },
    },
  },
};

export const theme = createTheme(themeOptions);

/** Asked by the operating system or browser when motion makes a user unwell or slows them down. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const NO_DURATION = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

/**
 * The same theme without motion: dialogs, menus, drawers and toasts appear and go at once, and a press
 * shows no ripple. What the screen says and does is unchanged. Made when first asked for: most devices
 * never ask, and making a theme takes a part of the time to the first paint.
 */
let motionless: Theme | undefined;
export const reducedMotionTheme = (): Theme =>
  (motionless ??= createTheme(themeOptions, {
    transitions: { create: () => 'none', duration: NO_DURATION },
    components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
  }));
