import { useTranslations } from 'next-intl';
import { PROFILE_FIELDS } from '@/lib/account/profile-form';

/** The form's own grid of labelled boxes, so nothing moves when the fields arrive. */
export function ProfileFormSkeleton() {
  const t = useTranslations('common');
  return (
    <div role="status" aria-live="polite" data-testid="profile-skeleton">
      <span className="sr-only">{t('loading')}</span>
      <div
        aria-hidden="true"
        className="grid animate-pulse gap-4 motion-reduce:animate-none sm:grid-cols-2"
      >
        {PROFILE_FIELDS.map((field) => (
          // Birthday takes the height of its selects and the chosen-date line.
          <div
            key={field}
            className={`flex flex-col gap-1.5 ${field === 'birthday' ? 'h-[8.75rem]' : 'h-[4.5rem]'}`}
          >
            <div className="h-5 w-24 rounded-md bg-surface-muted" />
            <div className="h-11 rounded-lg bg-surface-muted" />
          </div>
        ))}
        <div className="h-11 w-40 rounded-lg bg-surface-muted sm:col-span-2" />
      </div>
    </div>
  );
}
