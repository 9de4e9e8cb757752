/**
 * The print stylesheet of the tax invoice. It is in the page only while the print dialog is open, so printing
 * any other screen is untouched. While printing:
 * - every child of <body> except the dialog's root is hidden: the app (#root, with its sidebar, header and
 *   navigation bar), a sidebar drawer and toasts (both portalled to <body>);
 * - the dialog's backdrop and buttons are hidden (`INVOICE_NO_PRINT`), and its fixed, scrolling frame becomes
 *   plain flowing blocks, so the invoice is laid on the page like a document and nothing is clipped (these
 *   rules start with `body >` to outweigh MUI's own print rules for a dialog, which keep it absolute);
 * - the page is A4 with 12 mm margins, black on white, at a type size that fits a bill of 15 items on one page;
 * - a longer bill's items continue on a new page (`INVOICE_PAGE`, 15 items each), each repeating the header.
 */

export const INVOICE_PRINT_ROOT = 'invoice-print-root';
/** The dialog's frame (container, paper, content): flattened when printing. */
export const INVOICE_PRINT_FRAME = 'invoice-print-frame';
export const INVOICE_NO_PRINT = 'invoice-no-print';
export const INVOICE_DOCUMENT = 'invoice-document';
/** One printed page of the invoice: the header, up to 15 items, and on the last the totals and the rest. */
export const INVOICE_PAGE = 'invoice-page';

export const INVOICE_PRINT_CSS = `
@page {
  size: A4;
  margin: 12mm;
}
@media print {
  html,
  body {
    width: auto !important;
    height: auto !important;
    margin: 0 !important;
    padding: 0 !important;
    overflow: visible !important;
    background: #fff !important;
  }
  body > *:not(.${INVOICE_PRINT_ROOT}) {
    display: none !important;
  }
  .${INVOICE_NO_PRINT} {
    display: none !important;
  }
  body > .${INVOICE_PRINT_ROOT},
  body > .${INVOICE_PRINT_ROOT} .${INVOICE_PRINT_FRAME} {
    position: static !important;
    display: block !important;
    inset: auto !important;
    width: auto !important;
    max-width: none !important;
    height: auto !important;
    max-height: none !important;
    margin: 0 !important;
    padding: 0 !important;
    overflow: visible !important;
    border: 0 !important;
    border-radius: 0 !important;
    box-shadow: none !important;
    background: #fff !important;
    transform: none !important;
    transition: none !important;
    opacity: 1 !important;
    visibility: visible !important;
  }
  .${INVOICE_DOCUMENT} {
    font-size: 9pt !important;
    line-height: 1.3 !important;
    color: #000 !important;
    background: #fff !important;
  }
  .${INVOICE_DOCUMENT} * {
    color: #000 !important;
    border-color: #000 !important;
    background: transparent !important;
  }
  .${INVOICE_DOCUMENT} tr,
  .${INVOICE_DOCUMENT} section {
    break-inside: avoid;
  }
  .${INVOICE_PAGE} + .${INVOICE_PAGE} {
    break-before: page;
    margin-top: 0 !important;
    padding-top: 0 !important;
    border-top: 0 !important;
  }
}
`;
