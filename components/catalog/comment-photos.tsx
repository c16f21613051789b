import { ShopImage } from '@/components/ui/shop-image';
import type { CommentPhoto } from '@/lib/contract/catalog';
import { formatNumber } from '@/lib/format/digits';

type Props = { photos: CommentPhoto[] /** "عکس {number} از نظر {author}" */; label: string };

/**
 * A comment's photos as small squares, each a link to the whole picture: no
 * script, lazy, and sized before they load, so a page with photo reviews draws
 * its first screen as one without.
 */
export function CommentPhotos({ photos, label }: Props) {
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" data-testid="comment-photos">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a
            href={photo.url}
            target="_blank"
            rel="noopener"
            className="block rounded-lg focus-visible:outline-2 focus-visible:outline-primary"
          >
            <ShopImage
              src={photo.url}
              alt={label.replace('{number}', formatNumber(index + 1))}
              width={80}
              height={80}
              sizes="80px"
              className="size-20 rounded-lg border border-border object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
