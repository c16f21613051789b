'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { serverMessageOr } from '@/lib/api/error-catalogue';
import type { ReferralInvite as ReferralInviteData } from '@/lib/contract/loyalty';
import { formatNumber } from '@/lib/format/digits';
import { notify } from '@/lib/ui/toast';
import { useClaimReferral, useReferralInvite } from '@/queries/loyalty';
import { useAuth } from '@/stores/user';

/** The query parameter an invitation link carries its code in: /login?ref={code}. */
export const INVITE_PARAM = 'ref';

/** The invitation code in the page's address, read after hydration (the login page is one static page). */
function useInviteCode(): string | null {
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    const given = new URLSearchParams(window.location.search).get(INVITE_PARAM)?.trim();
    setCode(given ? given.toUpperCase() : null);
  }, []);
  return code;
}

/**
 * Once the visitor has signed up (the login just made a new customer), the
 * invitation is tied to its referrer, once; the friend then finds the welcome
 * notification in their bell. An existing customer's login claims nothing.
 */
function useClaimOnSignUp(code: string | null, inviter: string): void {
  const auth = useAuth();
  const claim = useClaimReferral();
  const { mutate } = claim;
  const claimed = useRef(false);
  const t = useTranslations('loyalty.invite');
  const signedUp = auth?.role === 'customer' && auth.is_new;
  useEffect(() => {
    if (!code || !signedUp || claimed.current) return;
    claimed.current = true;
    mutate(code, {
      onSuccess: () => notify.success(t('claimed', { name: inviter })),
      onError: (error) => notify.info(serverMessageOr(error)),
    });
  }, [code, signedUp, inviter, mutate, t]);
}

/**
 * What the login screen shows a friend who came by an invitation link: who
 * invited them and the points their first completed order brings, then, at
 * sign-up, ties them to that friend. Nothing without a (known) code.
 */
export function ReferralInvite() {
  const t = useTranslations('loyalty.invite');
  const code = useInviteCode();
  const invite = useReferralInvite(code);
  // Kept past the login, which drops every cached query when the customer's token arrives.
  const [known, setKnown] = useState<ReferralInviteData | null>(null);
  useEffect(() => {
    if (invite.data) setKnown(invite.data);
  }, [invite.data]);
  const referrer = known?.referrer;
  const inviter = referrer ? `${referrer.first_name} ${referrer.last_name}`.trim() : '';
  const name = inviter || t('unnamed');
  useClaimOnSignUp(known ? code : null, name);
  if (!known) return null;
  const { plan } = known;
  return (
    <aside
      aria-label={t('label')}
      data-testid="referral-invite"
      className="flex flex-col gap-1 rounded-xl border border-primary bg-surface-raised p-4"
    >
      <p className="font-bold" data-testid="referral-invite-from">
        {t('from', { name })}
      </p>
      {plan && plan.referred_points > 0 ? (
        <p className="text-sm" data-testid="referral-invite-points">
          {t('points', { points: formatNumber(plan.referred_points) })}
        </p>
      ) : null}
    </aside>
  );
}
