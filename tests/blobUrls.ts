import { vi } from 'vitest';

/**
 * jsdom makes no blob URLs: for one test, a URL class that does (`blob:preview-1`, `-2`, …), put in place
 * with `vi.stubGlobal` and so taken away after the test, the page's own URL class left as it was.
 * Returns the URLs made and revoked, in order.
 */
export function stubBlobUrls(): { made: string[]; revoked: string[] } {
  const made: string[] = [];
  const revoked: string[] = [];
  const createObjectURL = vi.fn(() => {
    made.push(`blob:preview-${made.length + 1}`);
    return made.at(-1)!;
  });
  const revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL }));
  return { made, revoked };
}
