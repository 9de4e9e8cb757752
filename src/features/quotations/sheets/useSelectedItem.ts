import { useState } from 'react';
import { selection } from '../selection';

/** The project and quotation item chosen on Quotation Management, read once when the sheet opens. */
export function useSelectedItem(): { projectId: string | null; itemId: string | null } {
  const [selected] = useState(() => ({ projectId: selection.projectId(), itemId: selection.itemId() }));
  return selected;
}
