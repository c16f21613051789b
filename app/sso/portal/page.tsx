import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { type PortalRequest, SsoPortal } from '@/components/account/sso-portal';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('sso');
  // The state and challenge in the address are one login's: keep them out of indexes and referrers.
  return { title: t('portalTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

/** The built-in city portal; with another SSO_PROVIDER its API calls do not exist (404). */
export default async function SsoPortalPage({ searchParams }: Props) {
  const t = await getTranslations('sso');
  const query = await searchParams;
  const redirectUri = one(query.redirect_uri);
  const state = one(query.state);
  const codeChallenge = one(query.code_challenge);
  const request: PortalRequest | null =
    redirectUri && state && codeChallenge && one(query.code_challenge_method) === 'S256'
      ? { redirectUri, state, codeChallenge }
      : null;
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 rounded-xl border border-border p-6">
      <h1 className="text-2xl font-bold">{t('portalTitle')}</h1>
      <SsoPortal request={request} />
    </section>
  );
}
