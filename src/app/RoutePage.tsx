import { useEffect, type ReactNode } from 'react';
import { APP_TITLE } from '@/config/constants';

/** Names the browser tab after the screen it shows. */
export function RoutePage({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · ${APP_TITLE}`;
  }, [title]);
  return <>{children}</>;
}
