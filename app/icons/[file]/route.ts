import { APP_ICONS } from '@/lib/pwa/app-icons';
import { appIconPng } from '@/lib/pwa/icon-png';

// Rendered once at build, served as files.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return APP_ICONS.map(({ file }) => ({ file }));
}

/** /icons/<file>: an app icon as PNG (lib/pwa/app-icons.ts lists them). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const icon = APP_ICONS.find((candidate) => candidate.file === file);
  if (!icon) return new Response(null, { status: 404 });
  return new Response(await appIconPng(icon), {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' },
  });
}
