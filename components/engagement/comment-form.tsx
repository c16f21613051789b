'use client';

import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { island } from '@/components/ui/island';
import { useIsCustomer } from '@/stores/user';
import type { CommentFormProps } from './comment-form-customer';

const CustomerCommentForm = island(() =>
  import('./comment-form-customer').then((m) => m.CustomerCommentForm),
);

/** Writing a comment is for customers: a guest sees a way to log in and come back here. */
export function CommentForm(props: CommentFormProps) {
  if (useIsCustomer()) return <CustomerCommentForm {...props} />;
  return (
    <p className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-border p-3 text-sm">
      <span>{props.labels.loginPrompt}</span>
      <Link
        href={`/login?next=${encodeURIComponent(`/product/${props.productId}`)}`}
        className={buttonClasses('secondary', 'sm')}
        data-testid="comment-login"
      >
        {props.labels.login}
      </Link>
    </p>
  );
}
