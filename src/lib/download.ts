/** Saving a file the app made (an exported list) through the browser's download. */
export const fileDownload = {
  /** Downloads `blob` as `fileName`: a link to an object URL, clicked, then the URL released. */
  save(fileName: string, blob: Blob): void {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.style.display = 'none';
    document.body.appendChild(link);
    try {
      link.click();
    } finally {
      link.remove();
      // Released after the click has handed the file to the browser's download.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    }
  },
};

/** Downloads a CSV text (already carrying its byte-order mark) as `fileName`. */
export function downloadCsv(fileName: string, text: string): void {
  fileDownload.save(fileName, new Blob([text], { type: 'text/csv;charset=utf-8' }));
}
