import { useEffect } from 'react';
import { useApiClient } from '../api/client-context.ts';

/** Loads the shop's own `fonts.css` while the screen is shown, so text can be previewed in the shop's faces. */
export function useShopFonts(): void {
  const client = useApiClient();
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = client.url('svc', '/fonts.css');
    document.head.append(link);
    return () => link.remove();
  }, [client]);
}
