import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { EditAddress } from '@/components/account/addresses/address-editor';
import { idParam } from '@/lib/contract/common';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('addresses.form');
  return { title: t('editTitle'), robots: { index: false, follow: false } };
}

export default async function EditAddressPage({ params }: PageProps<'/profile/addresses/[id]'>) {
  const parsed = idParam.safeParse((await params).id);
  if (!parsed.success) notFound();
  const t = await getTranslations('addresses.form');
  return (
    <section className="flex flex-col gap-6" aria-labelledby="address-form-title">
      <h1 id="address-form-title" className="text-2xl font-bold">
        {t('editTitle')}
      </h1>
      <EditAddress id={parsed.data} />
    </section>
  );
}
