import { useEffect } from 'react';

/**
 * Back from the bank may restore the page from the back-forward cache, its
 * button still saying it is on its way to the gateway: `reset` puts it back.
 */
export function useResetOnReturn(reset: () => void): void {
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);
}
