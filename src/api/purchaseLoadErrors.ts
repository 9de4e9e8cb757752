import type { ConnectionErrorTexts } from './connectionErrorText';

/**
 * The load-error texts the purchase screens share (02 §8, Purchases; ruling 24): the banner's title, the
 * 404 and the refused-connection texts. Each screen adds its own "Failed to fetch …" text.
 */
export const PURCHASE_LOAD_ERROR_TITLE = 'Connection Error';
export const PURCHASE_NOT_FOUND_TEXT = 'Material purchase API endpoints not found. Please check if the backend routes are configured correctly.';
export const PURCHASE_UNREACHABLE_TEXT = 'Cannot connect to server. Please check if the backend is running.';

/**
 * A purchase screen's load-error texts around its own "otherwise" text. An HTML page is not a text of its
 * own: with a 404 status it is the 404 text, otherwise the screen's "Failed to fetch …: {message}".
 */
export function purchaseLoadErrors(otherwise: (detail: string) => string): ConnectionErrorTexts {
  return { notFound: PURCHASE_NOT_FOUND_TEXT, unreachable: PURCHASE_UNREACHABLE_TEXT, otherwise };
}

/** /material-purchase (ruling 24). */
export const MATERIAL_PURCHASE_LOAD_ERRORS = purchaseLoadErrors((detail) => `Failed to fetch purchase data: ${detail}`);
