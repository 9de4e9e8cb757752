/**
 * A value that reads as one word (a phone number, an amount): kept on one line wherever it fits, since
 * `break-word` leaves a table column the word's whole width, and broken only where it is longer than a
 * card or dialog could ever hold (a 2,000-character value from the server), so the page stays on screen.
 * `white-space: nowrap` would push such a value past the screen's edge; a label that must stay beside the
 * value is joined to it with a no-break space instead ('A/c\u00a0123').
 */
export const ONE_WORD = { overflowWrap: 'break-word' } as const;
