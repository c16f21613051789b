'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { island } from '@/components/ui/island';
import { rememberIosHintClosed, wantsIosInstallHint } from '@/lib/pwa/ios-install';
import {
  clearPushOffer,
  PUSH_OFFER_EVENT,
  type PushReason,
  pendingPushOffer,
  reasonOf,
} from '@/lib/pwa/push-offer';

// Neither comes with the page: each is fetched only when it is about to show.
const PushOfferSheet = island(() => import('./push-offer-sheet').then((m) => m.default));
const IosInstallHint = island(() => import('./ios-install-hint').then((m) => m.default));

function afterIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(work, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 1500);
  return () => clearTimeout(timer);
}

/**
 * The shop's two app prompts, on every page and in none of its first paint:
 * the push offer after a moment of value (lib/pwa/push-offer.ts), and the
 * iPhone's «add to home screen» hint once the page is idle.
 */
export function PwaPrompts() {
  // The built-in sandbox bank is a page of the shop: an order paid by card
  // keeps its offer for the page the bank sends the shopper back to.
  const atTheBank = usePathname().startsWith('/bank/');
  const [reason, setReason] = useState<PushReason | null>(null);
  const [iosHint, setIosHint] = useState(false);
  const offerDone = useCallback(() => {
    clearPushOffer();
    setReason(null);
  }, []);

  useEffect(() => {
    setReason(pendingPushOffer());
    const offered = (event: Event) => setReason(reasonOf(event));
    window.addEventListener(PUSH_OFFER_EVENT, offered);
    const cancel = afterIdle(() => setIosHint(wantsIosInstallHint()));
    return () => {
      window.removeEventListener(PUSH_OFFER_EVENT, offered);
      cancel();
    };
  }, []);

  return (
    <>
      {reason && !atTheBank ? <PushOfferSheet reason={reason} onDone={offerDone} /> : null}
      {iosHint && !reason ? (
        <IosInstallHint
          onClose={() => {
            rememberIosHintClosed();
            setIosHint(false);
          }}
        />
      ) : null}
    </>
  );
}
