import 'server-only';
import sharp from 'sharp';
import { type AppIcon, appIconSvg } from './app-icons';

/** The icon as PNG bytes (sharp draws the SVG at the icon's size). */
export async function appIconPng(icon: AppIcon): Promise<Uint8Array<ArrayBuffer>> {
  const png = await sharp(Buffer.from(appIconSvg(icon)))
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Uint8Array(png);
}
