import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a screen's lower parts to draw yet, from 0 at its first render up to `turns`, one more at each
 * render after the last one reached the page: a screen draws its top at once and each lower part (top
 * first) in a render and commit of its own. React splits a long render into short slices, but not a commit,
 * which writes the page and inserts the styles first used there in one go: a screen drawn whole kept the
 * page from answering for as long as its whole commit took. Nothing above a part moves when it arrives.
 *
 * Each turn is a transition, so a click or a keystroke comes first; where React's work is flushed at once
 * (inside `act`, as in tests), every part is there with the rest.
 */
export function useDrawnInTurns(turns: number): number {
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (drawn < turns) startTransition(() => setDrawn(drawn + 1));
  }, [drawn, turns]);
  return drawn;
}
