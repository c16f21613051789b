'use client';

import { useTranslations } from 'next-intl';
import { LineIcon } from '@/components/ui/line-icon';

/** Safari's share icon, drawn as iOS draws it: a box with an arrow out of its top. */
function ShareIcon({ label }: { label: string }) {
  return (
    <span role="img" aria-label={label} className="mx-0.5 inline-flex align-[-0.3em] text-primary">
      <LineIcon className="size-5">
        <path d="M12 3v12" />
        <path d="m8 7 4-4 4 4" />
        <path d="M8 11H6a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-2" />
      </LineIcon>
    </span>
  );
}

/**
 * How to put the shop on an iPhone's home screen, where it opens as an app and
 * can receive pushes: Safari's share button, then «Add to Home Screen». Shown
 * in Safari on an iPhone until closed (components/pwa/pwa-prompts.tsx).
 */
export default function IosInstallHint({ onClose }: { onClose: () => void }) {
  const t = useTranslations('pwa.ios');
  return (
    <section
      aria-labelledby="ios-install-title"
      data-testid="ios-install-hint"
      className="fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-40 mx-auto flex max-w-md items-start gap-2 rounded-2xl border border-border bg-surface-raised p-4 shadow-lg md:bottom-4"
    >
      <div className="flex flex-1 flex-col gap-1">
        <h2 id="ios-install-title" className="font-bold">
          {t('title')}
        </h2>
        <p className="text-sm leading-7">
          {t.rich('text', { share: () => <ShareIcon label={t('shareIcon')} /> })}
        </p>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('close')}
        data-testid="ios-install-close"
        className="flex size-11 shrink-0 items-center justify-center rounded-full text-text-muted hover:bg-surface-muted"
      >
        <LineIcon>
          <path d="M6 6l12 12M18 6 6 18" />
        </LineIcon>
      </button>
    </section>
  );
}
