/**
 * The shop's app icons: the bag of app/icon.svg drawn at the sizes a phone
 * installs (app/icons/[file]/route.ts renders each to PNG with sharp at build).
 */

/** The default primary colour (app/globals.css), the icon's ground. */
export const SHOP_PRIMARY = '#0f766e';
/** The light theme's page colour: a launching app's splash screen. */
export const SHOP_BACKGROUND = '#ffffff';
const ACCENT = '#b45309';

const BAG = 'M18 24h28l-2.5 26a4 4 0 0 1-4 3.6H24.5a4 4 0 0 1-4-3.6z';
const HANDLE = 'M25 26v-5a7 7 0 0 1 14 0v5';
/** The bag's middle in the 64-unit drawing, which scaling keeps in place. */
const CENTRE_Y = 34;

type Shape = {
  /** The ground: a rounded tile, a full square (the platform masks it), or none. */
  ground: 'tile' | 'square' | 'none';
  /** The bag's size against the 64-unit drawing. */
  scale: number;
  /** White only, no accent: Android draws a notification's badge from its alpha alone. */
  monochrome?: boolean;
};

export type AppIcon = {
  file: string;
  size: number;
  purpose: 'any' | 'maskable' | 'monochrome';
  inManifest: boolean;
  shape: Shape;
};

export const APP_ICONS: readonly AppIcon[] = [
  {
    file: 'icon-192.png',
    size: 192,
    purpose: 'any',
    inManifest: true,
    shape: { ground: 'tile', scale: 1 },
  },
  {
    file: 'icon-512.png',
    size: 512,
    purpose: 'any',
    inManifest: true,
    shape: { ground: 'tile', scale: 1 },
  },
  // A maskable icon keeps its subject inside the middle circle (80% across) that every mask leaves.
  {
    file: 'maskable-192.png',
    size: 192,
    purpose: 'maskable',
    inManifest: true,
    shape: { ground: 'square', scale: 0.9 },
  },
  {
    file: 'maskable-512.png',
    size: 512,
    purpose: 'maskable',
    inManifest: true,
    shape: { ground: 'square', scale: 0.9 },
  },
  {
    file: 'badge-96.png',
    size: 96,
    purpose: 'monochrome',
    inManifest: false,
    shape: { ground: 'none', scale: 1.35, monochrome: true },
  },
];

export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/badge-96.png';

/** The home-screen icon of an iPhone (app/apple-icon.ts): iOS rounds the corners itself and would paint transparent ones black. */
export const APPLE_TOUCH_ICON: AppIcon = {
  file: 'apple-icon.png',
  size: 180,
  purpose: 'any',
  inManifest: false,
  shape: { ground: 'square', scale: 1 },
};

/** The icon as SVG, drawn at its pixel size. */
export function appIconSvg({ size, shape }: AppIcon): string {
  const ground =
    shape.ground === 'tile'
      ? `<rect width="64" height="64" rx="14" fill="${SHOP_PRIMARY}"/>`
      : shape.ground === 'square'
        ? `<rect width="64" height="64" fill="${SHOP_PRIMARY}"/>`
        : '';
  const dot = shape.monochrome ? '' : `<circle cx="32" cy="38" r="4.5" fill="${ACCENT}"/>`;
  const bag =
    `<g transform="translate(32 ${CENTRE_Y}) scale(${shape.scale}) translate(-32 -${CENTRE_Y})">` +
    `<path d="${BAG}" fill="#fff"/>` +
    `<path d="${HANDLE}" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>` +
    `${dot}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">${ground}${bag}</svg>`;
}
