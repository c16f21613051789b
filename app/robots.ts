import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/catalog/paths';

// The public origin is read when the file is requested, not frozen in at build.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/cart', '/profile', '/login'],
    },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
