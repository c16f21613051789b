import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { openAfterSessionChange } from '@/lib/auth/open-after-session-change';
import { mergeBrowserCart } from '@/queries/cart';
import { mergeBrowserViewed } from '@/queries/recently-viewed';

/**
 * What every login (by code, portal or QR code) does once the token is kept:
 * the browser cart goes to the customer's server cart and the products this
 * browser opened to their recently viewed, and after `delayMs` (the spec's
 * pause to read the welcome) the next page opens, only once both merges are
 * done, so checkout never opens on the cart from before the login and the
 * page load does not cut a merge short.
 */
export function useGoOnAfterLogin(delayMs: number): {
  goOn: (path: string, options?: { mergeCart: boolean }) => void;
} {
  const queryClient = useQueryClient();
  const merged = useRef<Promise<void>>(Promise.resolve());
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    if (target === null) return;
    let left = false;
    const timer = setTimeout(() => {
      void merged.current.then(() => {
        if (!left) openAfterSessionChange(target);
      });
    }, delayMs);
    return () => {
      left = true;
      clearTimeout(timer);
    };
  }, [target, delayMs]);

  const goOn = useCallback(
    (path: string, { mergeCart } = { mergeCart: true }) => {
      // Anything cached under the guest token must be fetched again as the customer.
      queryClient.removeQueries();
      if (mergeCart) {
        merged.current = Promise.all([
          mergeBrowserCart(queryClient),
          mergeBrowserViewed(queryClient),
        ]).then(() => undefined);
      }
      setTarget(path);
    },
    [queryClient],
  );
  return { goOn };
}
