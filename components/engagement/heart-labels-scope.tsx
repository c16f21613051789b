import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { HeartLabelsProvider } from './heart-labels';

/** Gives the hearts below it their words (see HeartLabelsProvider). */
export async function HeartLabelsScope({ children }: { children: ReactNode }) {
  const heart = await getTranslations('engagement.heart');
  return (
    <HeartLabelsProvider
      labels={{
        add: heart.raw('add'),
        remove: heart.raw('remove'),
        loginPrompt: heart('loginPrompt'),
        login: heart('login'),
      }}
    >
      {children}
    </HeartLabelsProvider>
  );
}
