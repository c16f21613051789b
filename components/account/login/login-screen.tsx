'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { safeNextPath } from '@/lib/auth/next-path';
import { openAfterSessionChange } from '@/lib/auth/open-after-session-change';
import { TIMING_MS } from '@/lib/constants';
import type { CodeSentData, CustomerAuthData } from '@/lib/contract/auth';
import { useCustomerQuery } from '@/queries/customer';
import { useRootStore, useStoreHydrated } from '@/stores/root-store';
import { useIsCustomer, userActions } from '@/stores/user';
import { useGoOnAfterLogin } from '../use-go-on-after-login';
import { CodeStep } from './code-step';
import { MobileStep } from './mobile-step';
import { readResendDeadline, saveResendDeadline } from './resend-deadline';

function deadlineOf(sent: CodeSentData): number {
  return Date.now() + sent.resend_in * 1000;
}

/** The page that sent the customer here (`?next=`), or home. */
function nextPath(): string {
  return safeNextPath(new URLSearchParams(window.location.search).get('next'));
}

/**
 * The login screen (spec 4): the step and the number live in the persisted
 * store, so a reload or another tab lands on the same step. Verify success
 * stores the token, says so, and after TIMING_MS.codeVerifyRedirect goes on
 * to the page that sent the customer here (`?next=`), or home, with the
 * browser's cart already merged into the server's. A customer who is already
 * logged in goes straight on.
 */
export function LoginScreen() {
  const t = useTranslations('login');
  const hydrated = useStoreHydrated();
  const storedStep = useRootStore((s) => s.user.loginStep);
  const mobile = useRootStore((s) => s.user.mobile);
  const loggedIn = useIsCustomer();
  // A stored login is taken at its word only once the server knows its token:
  // a dead one is logged out by the 401 and the form appears.
  const session = useCustomerQuery();
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [verified, setVerified] = useState(false);
  const { goOn } = useGoOnAfterLogin(TIMING_MS.codeVerifyRedirect);

  const alreadyIn = hydrated && loggedIn && !verified;
  useEffect(() => {
    if (alreadyIn && session.isSuccess) openAfterSessionChange(nextPath());
  }, [alreadyIn, session.isSuccess]);

  function codeSent(sent: CodeSentData) {
    const at = deadlineOf(sent);
    saveResendDeadline(sent.mobile, at);
    setResendAt(at);
    userActions.setLoginStep(2, sent.mobile);
  }

  function verifiedAs(auth: CustomerAuthData) {
    userActions.setAuth(auth.token.access_token, {
      customer_id: auth.customer.id,
      user_id: auth.user.id,
      role: auth.user.role,
      guest: auth.guest,
      is_new: auth.is_new,
    });
    goOn(nextPath());
    setVerified(true);
  }

  if (verified) {
    return (
      <p
        role="status"
        className="rounded-lg bg-surface-muted p-4 text-success"
        data-testid="login-success"
      >
        {t('success')}
      </p>
    );
  }

  // The form stays in place under the notice while a stored login is checked:
  // should its token be dead, what the visitor has typed meanwhile is kept.
  const notice = alreadyIn ? (
    <p role="status" className="mb-4 rounded-lg bg-surface-muted p-4" data-testid="login-already">
      {t('alreadyLoggedIn')}
    </p>
  ) : null;

  // A stored step 2 without its number (an old or hand-edited store) starts over.
  if (storedStep === 2 && mobile !== '') {
    return (
      <>
        {notice}
        <CodeStep
          // A new number is a new form: nothing typed for the last one carries over.
          key={mobile}
          mobile={mobile}
          resendAt={resendAt ?? readResendDeadline(mobile)}
          onResent={codeSent}
          onEditMobile={() => userActions.setLoginStep(1)}
          onVerified={verifiedAs}
        />
      </>
    );
  }

  return (
    <>
      {notice}
      <MobileStep initialMobile={mobile} ready={hydrated} onSent={codeSent} />
    </>
  );
}
