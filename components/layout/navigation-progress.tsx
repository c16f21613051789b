'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { endNavigationProgress } from '@/lib/ui/navigation-progress';

/** The navigation is over once its address is the page's: pages of a listing differ only in the query. */
function EndOnArrival() {
  const address = `${usePathname()}?${useSearchParams()}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new address is an arrival; the effect needs nothing else of it
  useEffect(() => {
    endNavigationProgress();
  }, [address]);
  return null;
}

/** The bar lib/ui/navigation-progress.ts runs; decorative, as Next announces the new page itself. */
export function NavigationProgress() {
  return (
    <>
      <div aria-hidden="true" data-testid="navigation-progress" className="navigation-progress" />
      <Suspense>
        <EndOnArrival />
      </Suspense>
    </>
  );
}
