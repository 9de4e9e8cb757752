import { useId } from 'react';
import { useIsNarrow } from './useIsNarrow';

/**
 * What every dialog of the app shares: open while rendered, named by its title, as wide as its `maxWidth`
 * allows, and the whole screen on a phone. Spread `frame` on MUI's Dialog and put `titleId` on the title.
 */
export function useDialogFrame(onClose: (() => void) | undefined) {
  const titleId = useId();
  const fullScreen = useIsNarrow();
  return { titleId, fullScreen, frame: { open: true, onClose, 'aria-labelledby': titleId, fullWidth: true, fullScreen } } as const;
}
