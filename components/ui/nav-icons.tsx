import { LineIcon } from '@/components/ui/line-icon';

/** The icons the header and the phone's tab bar share, so a place looks the same in both. */

export function HomeIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5" />
    </LineIcon>
  );
}

export function CategoriesIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <rect x="3" y="3" width="7" height="7" rx="1.5" />
      <rect x="14" y="3" width="7" height="7" rx="1.5" />
      <rect x="3" y="14" width="7" height="7" rx="1.5" />
      <rect x="14" y="14" width="7" height="7" rx="1.5" />
    </LineIcon>
  );
}

export function CartIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.4 11.2a2 2 0 0 0 2 1.6h8.4a2 2 0 0 0 2-1.5L22 7H6" />
    </LineIcon>
  );
}

export function BellIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </LineIcon>
  );
}
