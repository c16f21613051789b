import { renderImage } from '@/server/images';

type Params = { params: Promise<{ kind: string; file: string }> };

/** Deterministic demo images: the same URL always draws the same picture, so it may be cached forever. */
export async function GET(_request: Request, { params }: Params): Promise<Response> {
  const { kind, file } = await params;
  const svg = renderImage(kind, file);
  if (svg === null) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
