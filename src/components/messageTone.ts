/**
 * What a message tells the user, and its colour (ruling 32): a success green, an error red, a refusal or
 * notice ('Please fill all required fields.', 'No new materials to save.') amber. The text never decides.
 */
export type MessageTone = 'success' | 'error' | 'notice';

/** The theme colour of each tone, for text on the page. */
export const TONE_COLOR: Record<MessageTone, string> = {
  success: 'success.main',
  error: 'error.main',
  notice: 'warning.main',
};
