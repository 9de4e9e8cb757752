import { alpha, styled, type Theme } from '@mui/material/styles';

/** A chip's colour, by the theme's palette; `default` is the theme's neutral grey. */
export type ChipTone = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

const COLOURED_TONES = ['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const;

/** The class names of a chip's parts and kinds (its tone is `ToneChip-<tone>`). */
const CHIP = { root: 'ToneChip', label: 'ToneChip-label', outlined: 'ToneChip-outlined', wrapping: 'ToneChip-wrapping', bold: 'ToneChip-bold' } as const;

/** Every tone's look, for one theme: made once per theme rather than at each chip's every draw. */
const looks = new WeakMap<Theme, object>();

function looksOf(theme: Theme): object {
  const known = looks.get(theme);
  if (known) return known;
  const { palette } = theme;
  const look = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    maxWidth: '100%',
    height: 24,
    boxSizing: 'border-box',
    borderRadius: 16,
    verticalAlign: 'middle',
    whiteSpace: 'nowrap',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    lineHeight: 1.5,
    color: palette.text.primary,
    backgroundColor: palette.action.selected,
    [`& > .${CHIP.label}`]: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', padding: '0 8px' },
    [`&.${CHIP.outlined}`]: {
      backgroundColor: 'transparent',
      border: `1px solid ${palette.mode === 'light' ? palette.grey[400] : palette.grey[700]}`,
      [`& > .${CHIP.label}`]: { padding: '0 7px' },
    },
    ...Object.fromEntries(
      COLOURED_TONES.flatMap((tone) => [
        [`&.${CHIP.root}-${tone}`, { backgroundColor: palette[tone].main, color: palette[tone].contrastText }],
        [`&.${CHIP.root}-${tone}.${CHIP.outlined}`, { backgroundColor: 'transparent', color: palette[tone].main, border: `1px solid ${alpha(palette[tone].main, 0.7)}` }],
      ]),
    ),
    [`&.${CHIP.wrapping}`]: { height: 'auto', padding: '2px 0', [`& > .${CHIP.label}`]: { whiteSpace: 'normal', textAlign: 'center' } },
    [`&.${CHIP.bold}`]: { fontWeight: 600 },
  };
  looks.set(theme, look);
  return look;
}

const ChipRoot = styled('span')(({ theme }) => looksOf(theme));

/**
 * A small label in a colour (a status, a role, a category): what MUI's Chip draws for a label that does
 * nothing when pressed, as two plain elements with the looks of every tone styled once. A list draws one
 * or two in each of its rows, and MUI's Chip worked out its dozen variants' styles at each draw.
 */
export function ToneChip({
  label,
  tone = 'default',
  outlined = false,
  wrapping = false,
  bold = false,
  colours,
}: {
  label: string;
  tone?: ChipTone;
  outlined?: boolean;
  /** A label of two words may take two lines rather than widen its column. */
  wrapping?: boolean;
  bold?: boolean;
  /** A colour of its own, outside the theme's tones (a spec's particular yellow). */
  colours?: { background: string; text: string };
}) {
  const className = [CHIP.root, `${CHIP.root}-${tone}`, outlined && CHIP.outlined, wrapping && CHIP.wrapping, bold && CHIP.bold].filter(Boolean).join(' ');
  return (
    <ChipRoot className={className} style={colours && { backgroundColor: colours.background, color: colours.text }}>
      <span className={CHIP.label}>{label}</span>
    </ChipRoot>
  );
}
