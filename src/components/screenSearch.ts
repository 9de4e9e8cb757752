/** The screen's search box: SearchField marks its input so, and the '/' shortcut finds it by the mark. */
export const SCREEN_SEARCH_ATTRIBUTE = 'data-screen-search';

/** Focuses (and selects the text of) the first search box on the screen; false when it has none. */
export function focusScreenSearch(root: ParentNode = document): boolean {
  const box = root.querySelector<HTMLInputElement>(`input[${SCREEN_SEARCH_ATTRIBUTE}]`);
  if (!box) return false;
  box.focus();
  box.select();
  return true;
}
