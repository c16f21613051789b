import { parseDemoVariant } from '@/lib/site/picture-variants';
import { renderImage } from '@/server/images';
import { renderImageCopy } from '@/server/images/raster';

type Params = { params: Promise<{ kind: string; file: string }> };

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });

const picture = (body: string | Uint8Array<ArrayBuffer>, type: string) =>
  new Response(body, {
    headers: {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });

/**
 * Deterministic demo images: the same URL always draws the same picture, so it
 * may be cached forever. `<name>.svg` is the picture; `<name>@<width>.webp` a
 * WebP copy of it at one of the offered widths (see lib/site/picture-variants).
 */
export async function GET(_request: Request, { params }: Params): Promise<Response> {
  const { kind, file } = await params;
  const variant = parseDemoVariant(file);
  if (variant) {
    const copy = renderImageCopy(kind, variant.svg, variant.width);
    return copy ? picture(new Uint8Array(await copy), 'image/webp') : notFound();
  }
  const svg = renderImage(kind, file);
  return svg === null ? notFound() : picture(svg, 'image/svg+xml');
}
