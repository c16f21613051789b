'use client';

import { useEffect, useRef, useState } from 'react';
import { ShopImage } from '@/components/ui/shop-image';
import type { CommentPhoto } from '@/lib/contract/catalog';
import { formatNumber } from '@/lib/format/digits';

type Props = { photos: CommentPhoto[] /** "عکس {number} از نظر {author}" */; label: string };

/** How close to the screen the photos come before they are fetched. */
const NEAR = '300px';

const thumb = 'size-20 rounded-lg border border-border';

/**
 * A comment's photos as small squares, each a link to the whole picture.
 * The pictures are fetched only when the comment comes near the screen: the
 * browser's own lazy loading starts a phone's pictures thousands of pixels
 * early, and a dozen of them then compete with the product's own picture for
 * the first paint. Until then (and without script) each square is already its
 * link, at its final size.
 */
export function CommentPhotos({ photos, label }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = list.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (photos.length === 0) return null;
  return (
    <ul ref={list} className="flex flex-wrap gap-2" data-testid="comment-photos">
      {photos.map((photo, index) => {
        const name = label.replace('{number}', formatNumber(index + 1));
        return (
          <li key={photo.id}>
            <a
              href={photo.url}
              target="_blank"
              rel="noopener"
              aria-label={near ? undefined : name}
              className="block rounded-lg bg-surface-muted focus-visible:outline-2 focus-visible:outline-primary"
            >
              {near ? (
                <ShopImage
                  src={photo.url}
                  alt={name}
                  width={80}
                  height={80}
                  sizes="80px"
                  className={`${thumb} object-cover`}
                />
              ) : (
                <span className={`block ${thumb}`} />
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
