import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginScreen } from '@/components/account/login/login-screen';
import { SsoButton } from '@/components/account/sso-button';
import { ReferralInvite } from '@/components/loyalty/referral-invite';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('login');
  // A form with nothing to find: search engines should neither list it nor follow it.
  return {
    title: t('title'),
    description: t('description'),
    robots: { index: false, follow: false },
  };
}

export default async function LoginPage() {
  const t = await getTranslations('login');
  const sso = await getTranslations('sso');
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-text-muted">{t('description')}</p>
        <ReferralInvite />
      </header>
      <section className="rounded-xl border border-border bg-surface-raised p-4 sm:p-6">
        <LoginScreen />
      </section>
      <section aria-label={sso('button')} className="flex flex-col items-stretch gap-3">
        <p className="flex items-center gap-3 text-sm text-text-muted before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
          {sso('or')}
        </p>
        <SsoButton className="w-full" />
      </section>
    </div>
  );
}
