'use client';

import Link from 'next/link';
import { useCallback } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { useCustomerIsland } from './use-customer-island';

export type CommentFormLabels = {
  formTitle: string;
  stars: string;
  /** "{n} ستاره", for each star's name. */
  starN: string;
  text: string;
  hint: string;
  count: string;
  submit: string;
  update: string;
  sending: string;
  status: { pending: string; published: string; rejected: string; hidden: string };
  loginPrompt: string;
  login: string;
};

export type CommentFormProps = { productId: number; labels: CommentFormLabels; maxLength: number };

const loadCustomerForm = () => import('./comment-form-customer').then((m) => m.CustomerCommentForm);

/** Writing a comment is for customers: a guest sees a way to log in and come back here. */
export function CommentForm(props: CommentFormProps) {
  const load = useCallback(loadCustomerForm, []);
  const { customer, Island } = useCustomerIsland<CommentFormProps>(load);
  if (Island) return <Island {...props} />;
  if (customer) return null;
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
