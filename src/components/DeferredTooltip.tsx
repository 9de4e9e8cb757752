import { cloneElement, useState, type FocusEvent, type MouseEvent, type ReactElement } from 'react';
import Tooltip from '@mui/material/Tooltip';
import { useDelayedAction } from './useDelayedAction';

/** As MUI's Tooltip waits before it shows: a pointer passing over a list's rows opens nothing. */
const ENTER_DELAY_MS = 100;

interface HintedProps {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * A tooltip whose machinery is mounted only once a mouse rests on its child or the keyboard reaches it.
 * A list draws a few buttons with a tooltip in each row, and each keystroke in its search box draws the
 * rows again: a MUI Tooltip mounted around each button made up much of that keystroke's work.
 *
 * The child stays where it is (it is not drawn anew inside the tooltip, which would take a press or the
 * focus away from it): the tooltip is drawn beside it, anchored to it, and opened and closed by the child's
 * own events. It names nothing: the child carries its own accessible name.
 */
export function DeferredTooltip({ title, children }: { title: string; children: ReactElement<HintedProps> }) {
  const [hint, setHint] = useState<{ anchor: HTMLElement; open: boolean } | null>(null);
  const pending = useDelayedAction();

  const show = (anchor: HTMLElement) => {
    pending.cancel();
    setHint({ anchor, open: true });
  };
  const hide = () => {
    pending.cancel();
    setHint((shown) => (shown?.open ? { ...shown, open: false } : shown));
  };
  const { props } = children;

  return (
    <>
      {cloneElement(children, {
        onMouseEnter: (event) => {
          props.onMouseEnter?.(event);
          const anchor = event.currentTarget;
          pending.start(() => show(anchor), ENTER_DELAY_MS);
        },
        onMouseLeave: (event) => {
          props.onMouseLeave?.(event);
          hide();
        },
        onFocus: (event) => {
          props.onFocus?.(event);
          if (event.currentTarget.matches(':focus-visible')) show(event.currentTarget);
        },
        onBlur: (event) => {
          props.onBlur?.(event);
          hide();
        },
      })}
      {hint && (
        <Tooltip title={title} open={hint.open} onClose={hide} disableHoverListener disableFocusListener disableTouchListener slotProps={{ popper: { anchorEl: hint.anchor } }}>
          {/* What MUI's Tooltip holds on to; the tooltip itself points at the child above. */}
          <span hidden />
        </Tooltip>
      )}
    </>
  );
}
