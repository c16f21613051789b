'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { LOGIN_PATH } from '@/lib/api/error-catalogue';
import { authenticateSso } from '@/lib/api/sso';
import { TIMING_MS } from '@/lib/constants';
import { useStoreHydrated } from '@/stores/root-store';
import { userActions } from '@/stores/user';
import { useGoOnAfterLogin } from './use-go-on-after-login';

type Props = { code: string | null; state: string | null; iss: string | null };

/**
 * /sso/callback: trades the portal's code for a customer token, keeps it, and
 * goes home after spec 9's 1000 ms. Any failure shows spec 8's generic system
 * error with the way back to /login.
 */
export function SsoCallback({ code, state, iss }: Props) {
  const t = useTranslations('sso');
  const te = useTranslations('errors');
  const hydrated = useStoreHydrated();
  const [phase, setPhase] = useState<'working' | 'done' | 'failed'>('working');
  // A code works once: Strict Mode's second effect run must not spend it again.
  const started = useRef(false);
  const { goOn } = useGoOnAfterLogin(TIMING_MS.ssoRedirect);

  useEffect(() => {
    // The stored state is read back first, so it cannot overwrite the new login.
    if (!hydrated || started.current) return;
    started.current = true;
    if (!code || !state) {
      setPhase('failed');
      return;
    }
    authenticateSso({ code, state, ...(iss ? { iss } : {}) }).then(
      (auth) => {
        userActions.setAuth(auth.token.access_token, {
          customer_id: auth.customer.id,
          user_id: auth.user.id,
          role: auth.user.role,
          guest: false,
          is_new: auth.is_new,
        });
        goOn('/');
        setPhase('done');
      },
      () => setPhase('failed'),
    );
  }, [hydrated, code, state, iss, goOn]);

  if (phase === 'failed') {
    return (
      <div role="alert" className="flex flex-col items-center gap-4" data-testid="sso-failed">
        <p className="text-danger">{te('system')}</p>
        <Link href={LOGIN_PATH} className={buttonClasses('secondary')}>
          {t('backToLogin')}
        </Link>
      </div>
    );
  }
  return (
    <p role="status" data-testid={phase === 'done' ? 'sso-success' : 'sso-working'}>
      {phase === 'done' ? t('callbackSuccess') : t('callbackWorking')}
    </p>
  );
}
