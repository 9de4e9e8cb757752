import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { quotationKeys } from './quotations';
import { sheetKeys } from './quotationSheets';

/**
 * When the browser tab becomes visible again, re-reads the project's items and the materials and
 * labour behind their amounts: they may have changed on a sheet screen in another tab.
 */
export function useRefreshOnVisible(projectId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState !== 'visible') return;
      // An answer already on its way is reused rather than cancelled and asked again.
      const options = { cancelRefetch: false };
      void queryClient.invalidateQueries({ queryKey: quotationKeys.list(projectId) }, options);
      void queryClient.invalidateQueries({ queryKey: sheetKeys.all }, options);
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [queryClient, projectId]);
}
