import { LineIcon } from '@/components/ui/line-icon';

/**
 * Both states of the header's account entry take exactly this box, so the
 * header does not move when the stored login is read back and the link
 * turns into the menu.
 */
export const accountEntryBox =
  'inline-flex min-h-11 w-11 items-center justify-center gap-2 rounded-lg px-2 text-text hover:bg-surface-muted sm:w-40';

export function UserIcon({ className = 'size-5 shrink-0' }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </LineIcon>
  );
}
