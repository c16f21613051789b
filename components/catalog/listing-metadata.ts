import type { Metadata } from 'next';
import { absoluteUrl } from '@/lib/catalog/paths';

type Input = {
  title: string | { absolute: string };
  description: string;
  path: string;
  shopName: string;
  image?: string;
};

/** Metadata of a catalogue page: canonical address and Open Graph card. */
export function listingMetadata({ title, description, path, shopName, image }: Input): Metadata {
  const url = absoluteUrl(path);
  const plainTitle = typeof title === 'string' ? title : title.absolute;
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      url,
      title: plainTitle,
      description,
      siteName: shopName,
      locale: 'fa_IR',
      images: image ? [{ url: absoluteUrl(image) }] : undefined,
    },
  };
}
