import type { ReactNode } from 'react';

type Props = { children: ReactNode; className?: string; strokeWidth?: number };

/**
 * A decorative line icon drawn in the text's colour on a 24×24 grid. Hidden
 * from assistive technology: the control it sits in carries the name.
 */
export function LineIcon({ children, className = 'size-5', strokeWidth = 2 }: Props) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
