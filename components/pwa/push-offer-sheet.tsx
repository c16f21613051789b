'use client';

import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LineIcon } from '@/components/ui/line-icon';
import type { PushReason } from '@/lib/pwa/push-offer';
import {
  askAndSubscribe,
  decidePushOffer,
  type PushOffer,
  rememberDeniedExplained,
  rememberNotNow,
} from '@/lib/pwa/push-permission';
import { notify } from '@/lib/ui/toast';

type Stage = { kind: 'deciding' } | PushOffer;

/**
 * The shop's own question before the browser's: what the shopper will be told
 * and a plain yes or not now. A browser that blocks the shop's notifications
 * gets the way to unblock them instead. Shown by components/pwa/pwa-prompts.tsx.
 */
export default function PushOfferSheet({
  reason,
  onDone,
}: {
  reason: PushReason;
  onDone: () => void;
}) {
  const t = useTranslations('pwa.push');
  const [stage, setStage] = useState<Stage>({ kind: 'deciding' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    decidePushOffer()
      .catch((error: unknown) => {
        console.warn('[pwa] no push offer:', error);
        return { kind: 'none' } as const;
      })
      .then((offer) => {
        if (!live) return;
        if (offer.kind === 'none') onDone();
        else setStage(offer);
      });
    return () => {
      live = false;
    };
  }, [onDone]);

  async function yes(vapidKey: string) {
    setBusy(true);
    try {
      const outcome = await askAndSubscribe(vapidKey);
      if (outcome === 'denied') {
        setStage({ kind: 'denied' });
        return;
      }
      if (outcome === 'subscribed') notify.success(t('subscribed'));
      else rememberNotNow();
    } catch (error) {
      console.warn('[pwa] push subscription failed:', error);
      notify.error(t('failed'));
    } finally {
      setBusy(false);
    }
    onDone();
  }

  function notNow() {
    rememberNotNow();
    onDone();
  }

  function understood() {
    rememberDeniedExplained();
    onDone();
  }

  if (stage.kind === 'deciding' || stage.kind === 'none') return null;
  const denied = stage.kind === 'denied';
  return (
    <Dialog open onClose={denied ? understood : notNow} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-x-0 bottom-0 flex justify-center p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <DialogPanel
          className="flex w-full max-w-md flex-col gap-3 rounded-2xl bg-surface-raised p-5 shadow-lg"
          data-testid={denied ? 'push-denied-sheet' : 'push-offer-sheet'}
        >
          <div className="flex items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
              <LineIcon className="size-6">
                <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
                <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
              </LineIcon>
            </span>
            <DialogTitle className="text-lg font-bold">
              {denied ? t('deniedTitle') : t('title')}
            </DialogTitle>
          </div>
          {denied ? (
            <>
              <Description className="leading-7">{t('deniedText')}</Description>
              <p className="text-sm leading-7 text-text-muted">{t('deniedHow')}</p>
              <Button onClick={understood} autoFocus data-testid="push-denied-ok">
                {t('deniedOk')}
              </Button>
            </>
          ) : (
            <>
              <Description className="leading-7">{t(reason)}</Description>
              <p className="text-sm leading-7 text-text-muted">{t('promise')}</p>
              <div className="grid grid-cols-2 gap-2">
                <Button
                  onClick={() => void yes(stage.vapidKey)}
                  disabled={busy}
                  data-testid="push-offer-yes"
                >
                  {busy ? t('busy') : t('yes')}
                </Button>
                <Button variant="secondary" onClick={notNow} autoFocus data-testid="push-offer-no">
                  {t('no')}
                </Button>
              </div>
            </>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
