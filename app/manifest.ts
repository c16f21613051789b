import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { APP_ICONS, SHOP_BACKGROUND, SHOP_PRIMARY } from '@/lib/pwa/app-icons';
import { paletteProperties } from '@/lib/site/theme-palette';
import { getAppConfig } from '@/server/storefront/catalog';

// The configured palette is read per request (from the data cache), so a
// colour staff change reaches the next install without a rebuild.
export const dynamic = 'force-dynamic';

/** The shop's primary colour as the pages show it; the default if the configuration cannot be read. */
async function themeColor(): Promise<string> {
  try {
    return paletteProperties((await getAppConfig()).palette)['--primary'] ?? SHOP_PRIMARY;
  } catch {
    return SHOP_PRIMARY;
  }
}

/**
 * The web app manifest (/manifest.webmanifest): what a phone installs from
 * «Add to home screen», in Persian and right to left, opening the home page
 * standalone in the shop's colours.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const layout = await getTranslations('layout');
  const pwa = await getTranslations('pwa');
  return {
    id: '/',
    name: layout('shopName'),
    short_name: pwa('shortName'),
    description: layout('description'),
    lang: 'fa',
    dir: 'rtl',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: await themeColor(),
    background_color: SHOP_BACKGROUND,
    categories: ['shopping', 'food'],
    icons: APP_ICONS.filter((icon) => icon.inManifest).map(({ file, size, purpose }) => ({
      src: `/icons/${file}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}
