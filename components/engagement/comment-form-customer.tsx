'use client';

import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  type ChosenPhoto,
  PhotosField,
  type PhotosFieldLabels,
} from '@/components/ui/photos-field';
import { QueryProvider } from '@/components/ui/query-provider';
import { serverMessageOr } from '@/lib/api/error-catalogue';
import { isApiFailure } from '@/lib/api/failure';
import { STAR_DEFAULT } from '@/lib/constants';
import { COMMENT_MAX_PHOTOS } from '@/lib/contract/comment';
import { toPersianDigits } from '@/lib/format/digits';
import { useAddComment, useOwnComment } from '@/queries/engagement';

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
  photos: PhotosFieldLabels;
};

export type CommentFormProps = { productId: number; labels: CommentFormLabels; maxLength: number };

const STARS = [1, 2, 3, 4, 5] as const;

function Form({ productId, labels, maxLength }: CommentFormProps) {
  const own = useOwnComment(productId);
  const add = useAddComment(productId);
  // Spec 9: a product comment's star starts at 1.
  const [star, setStar] = useState<number>(STAR_DEFAULT.productComment);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const textId = useId();
  const hintId = useId();
  const errorId = useId();
  const mine = own.data ?? null;

  useEffect(() => {
    if (!mine) return;
    setStar(mine.star);
    setText(mine.comment);
    setPhotos(mine.photos);
  }, [mine]);

  const status = mine ? (mine.hidden ? labels.status.hidden : labels.status[mine.status]) : null;

  return (
    <form
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4"
      data-testid="comment-form"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        add.mutate(
          { star, comment: text, photos: photos.map((photo) => photo.id) },
          {
            onError: (failure) => {
              const field =
                isApiFailure(failure) && failure.kind === 'http'
                  ? failure.errors?.comment?.[0]
                  : null;
              setError(field ?? serverMessageOr(failure));
            },
          },
        );
      }}
    >
      <h3 className="font-bold">{labels.formTitle}</h3>
      {status && (
        <p role="status" className="text-sm text-text-muted" data-testid="own-comment-status">
          {status}
        </p>
      )}
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium">{labels.stars}</legend>
        <div className="flex gap-1">
          {STARS.map((value) => (
            <label
              key={value}
              className="inline-flex size-11 cursor-pointer items-center justify-center"
            >
              <input
                type="radio"
                name="star"
                value={value}
                checked={star === value}
                onChange={() => setStar(value)}
                className="peer sr-only"
                aria-label={labels.starN.replace('{n}', toPersianDigits(value))}
                data-testid={`comment-star-${value}`}
              />
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className={`size-8 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-primary ${value <= star ? 'text-accent' : 'text-border'}`}
                fill="currentColor"
              >
                <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
              </svg>
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={textId} className="text-sm font-medium">
        {labels.text}
      </label>
      <textarea
        id={textId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={maxLength}
        rows={4}
        required
        aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
        aria-invalid={error ? true : undefined}
        className="min-h-24 rounded-lg border border-border bg-surface p-3 leading-7"
        data-testid="comment-text"
      />
      <p id={hintId} className="flex justify-between gap-2 text-xs text-text-muted">
        <span>{labels.hint}</span>
        <span className="shrink-0 whitespace-nowrap">
          {labels.count
            .replace('{count}', toPersianDigits(text.length))
            .replace('{max}', toPersianDigits(maxLength))}
        </span>
      </p>
      <PhotosField
        photos={photos}
        onChange={setPhotos}
        max={COMMENT_MAX_PHOTOS}
        labels={labels.photos}
        testId="comment-photo-input"
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger" data-testid="comment-error">
          {error}
        </p>
      )}
      <Button type="submit" disabled={add.isPending} data-testid="comment-submit">
        {add.isPending ? labels.sending : mine ? labels.update : labels.submit}
      </Button>
    </form>
  );
}

export function CustomerCommentForm(props: CommentFormProps) {
  return (
    <QueryProvider>
      <Form {...props} />
    </QueryProvider>
  );
}
