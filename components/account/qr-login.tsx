'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { describeFailure } from '@/lib/api/error-catalogue';
import { redeemQrCode } from '@/lib/api/qr';
import type { QrLoginData } from '@/lib/contract/qr';
import type { AuthInfo } from '@/stores/parts/user';
import { useStoreHydrated } from '@/stores/root-store';
import { userActions } from '@/stores/user';
import { useGoOnAfterLogin } from './use-go-on-after-login';

/** Long enough to read the shop's welcome; the spec names no delay for QR login. */
const HOME_AFTER_MS = 1000;

function authOf(data: QrLoginData): AuthInfo {
  return data.customer
    ? {
        customer_id: data.customer.id,
        user_id: data.user.id,
        role: 'customer',
        guest: false,
        is_new: false,
      }
    : { customer_id: null, user_id: null, role: 'guest', guest: true, is_new: false };
}

type Outcome =
  | { kind: 'working' }
  | { kind: 'done'; shop: string }
  | { kind: 'failed'; message: string };

/**
 * /qr/{id}?t=…: opens a shop's printed code. The API call carries the stored
 * token, so a logged-in customer stays logged in; anyone else gets a guest
 * token. Either way the shop (login_to_id) is kept, then home.
 */
export function QrLogin({ id, secret }: { id: string; secret: string | null }) {
  const t = useTranslations('qr');
  const hydrated = useStoreHydrated();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  // Single use: Strict Mode's second effect run must not spend the code again.
  const started = useRef(false);
  const { goOn } = useGoOnAfterLogin(HOME_AFTER_MS);

  useEffect(() => {
    // Wait for the stored token, so a customer's own token goes along.
    if (!hydrated || started.current) return;
    started.current = true;
    if (!secret) {
      setOutcome({ kind: 'failed', message: t('failed') });
      return;
    }
    redeemQrCode(id, secret).then(
      (data) => {
        userActions.setQrLogin(data.token.access_token, authOf(data), data.user.login_to_id);
        // A QR code that logs a customer in brings their browser cart along, as a login does.
        goOn('/', { mergeCart: data.customer !== null });
        setOutcome({ kind: 'done', shop: data.shop.name });
      },
      (error: unknown) => setOutcome({ kind: 'failed', message: describeFailure(error).message }),
    );
  }, [hydrated, id, secret, t, goOn]);

  if (outcome.kind === 'failed') {
    return (
      <div role="alert" className="flex flex-col items-center gap-4" data-testid="qr-failed">
        <p className="text-danger">{outcome.message}</p>
        <Link href="/" className={buttonClasses('secondary')}>
          {t('home')}
        </Link>
      </div>
    );
  }
  return (
    <p role="status" data-testid={outcome.kind === 'done' ? 'qr-success' : 'qr-working'}>
      {outcome.kind === 'done' ? t('success', { shop: outcome.shop }) : t('working')}
    </p>
  );
}
