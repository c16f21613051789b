import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfileScreen } from '@/components/account/profile/profile-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile');
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function ProfilePage() {
  const t = await getTranslations('profile');
  return (
    <section className="flex flex-col gap-6" aria-labelledby="profile-title">
      <header className="flex flex-col gap-1">
        <h1 id="profile-title" className="text-2xl font-bold">
          {t('title')}
        </h1>
        <p className="text-text-muted">{t('description')}</p>
      </header>
      <ProfileScreen />
    </section>
  );
}
