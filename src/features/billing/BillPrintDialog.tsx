import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import GlobalStyles from '@mui/material/GlobalStyles';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import PrintIcon from '@mui/icons-material/Print';
import type { Bill } from '@/api/bills';
import { useDialogFrame } from '@/components/useDialogFrame';
import { getCompanyDetails } from '@/config/env';
import { InvoiceDocument } from './InvoiceDocument';
import { INVOICE_TEXTS as T, type InvoiceCopy } from './invoiceTexts';
import { INVOICE_NO_PRINT, INVOICE_PRINT_CSS, INVOICE_PRINT_FRAME, INVOICE_PRINT_ROOT } from './invoicePrintStyles';

/**
 * The printable tax invoice of one bill (02 §2, print modal): a large dialog, full screen on a phone, with
 * Print and Close. While it is open a print stylesheet makes the browser print the invoice alone, on A4
 * (see invoicePrintStyles.ts); the company details come from config.json. The user chooses the copy to
 * print: 'Original for Recipient' (the default) or 'Duplicate for Supplier' (CGST Rules, rule 48).
 */
export function BillPrintDialog({ bill, onClose }: { bill: Bill; onClose: () => void }) {
  const { titleId, frame } = useDialogFrame(onClose);
  const [copy, setCopy] = useState<InvoiceCopy>('original');
  return (
    <Dialog
      {...frame}
      maxWidth="md"
      className={INVOICE_PRINT_ROOT}
      slotProps={{
        backdrop: { className: INVOICE_NO_PRINT },
        container: { className: INVOICE_PRINT_FRAME },
        paper: { className: INVOICE_PRINT_FRAME },
      }}
    >
      <GlobalStyles styles={INVOICE_PRINT_CSS} />
      {/* Focusable, so that a keyboard can scroll a long invoice. */}
      <DialogContent className={INVOICE_PRINT_FRAME} tabIndex={0} sx={{ px: { xs: 2, sm: 4 }, py: { xs: 2, sm: 3 }, bgcolor: '#fff' }}>
        <InvoiceDocument bill={bill} company={getCompanyDetails()} titleId={titleId} copy={copy} />
      </DialogContent>
      <DialogActions className={INVOICE_NO_PRINT} sx={{ borderTop: 1, borderColor: 'divider', flexWrap: 'wrap', gap: 1 }}>
        <FormControl sx={{ mr: 'auto', flexDirection: 'row', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <FormLabel id={`${titleId}-copy`}>{T.copy}</FormLabel>
          <RadioGroup row aria-labelledby={`${titleId}-copy`} value={copy} onChange={(event) => setCopy(event.target.value as InvoiceCopy)}>
            <FormControlLabel value="original" control={<Radio size="small" />} label={T.original} />
            <FormControlLabel value="duplicate" control={<Radio size="small" />} label={T.duplicate} />
          </RadioGroup>
        </FormControl>
        <Button onClick={onClose}>{T.close}</Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {T.print}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
