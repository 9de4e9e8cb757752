import Typography from '@mui/material/Typography';
import { TONE_COLOR, type MessageTone } from '@/components/messageTone';

export interface SheetNotice {
  text: string;
  tone: MessageTone;
}

/** The sheet's message area: a live region, so that screen readers hear each message too. */
export function SheetMessage({ message }: { message: SheetNotice | null }) {
  return (
    <Typography role="status" data-tone={message?.tone} sx={{ minHeight: '1.5em', mb: 1, fontWeight: 600, color: message ? TONE_COLOR[message.tone] : undefined }}>
      {message?.text}
    </Typography>
  );
}
