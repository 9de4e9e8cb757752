import { vi } from 'vitest';
import { fileDownload } from '@/lib/download';

/** A plain CSV reader (RFC 4180, as a spreadsheet reads the file): for tests of what the app writes. */
export function parseCsv(text: string): string[][] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** A file the app handed to the browser's download. */
export interface SavedFile {
  name: string;
  type: string;
  /** The file's bytes decoded as UTF-8, the byte-order mark kept. */
  text: string;
  /** The file's first bytes (EF BB BF for a UTF-8 byte-order mark). */
  head: number[];
}

/** Catches the app's downloads instead of saving them: `files()` gives those made so far (read once each has been made). */
export function catchDownloads() {
  const blobs: { name: string; blob: Blob }[] = [];
  const spy = vi.spyOn(fileDownload, 'save').mockImplementation((name, blob) => void blobs.push({ name, blob }));
  return {
    spy,
    async files(): Promise<SavedFile[]> {
      return Promise.all(
        blobs.map(async ({ name, blob }) => {
          const bytes = new Uint8Array(await blob.arrayBuffer());
          return { name, type: blob.type, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes), head: [...bytes.slice(0, 3)] };
        }),
      );
    },
    restore: () => spy.mockRestore(),
  };
}
