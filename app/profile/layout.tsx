import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ProfileMenu } from '@/components/account/profile/profile-menu';
import { CustomerAreaLayout } from '@/components/layout/customer-area-layout';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile');
  // Everything under /profile is one customer's own: never indexed.
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** The account area: the profile menu beside (on phones, above) each section. */
export default function ProfileLayout({ children }: { children: ReactNode }) {
  return (
    <CustomerAreaLayout>
      <div className="grid gap-6 md:grid-cols-[16rem_1fr] md:items-start">
        <ProfileMenu />
        <div className="min-w-0">{children}</div>
      </div>
    </CustomerAreaLayout>
  );
}

// A customer's page: rendered per request, never cached or built ahead.
export const dynamic = 'force-dynamic';
