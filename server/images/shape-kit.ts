import type { Rng } from '@/lib/seeded-random';
import type { Palette } from './palettes';

/** Draws one object inside a 600×600 box centred on (300, 300). */
export type Shape = (p: Palette, rng: Rng) => string;

/** Rounded to a tenth: SVG coordinates need no more, and the files stay small. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The soft shadow an object casts on the ground at height cy. */
export function shadow(cy: number, rx: number): string {
  return `<ellipse cx="300" cy="${cy}" rx="${rx}" ry="${oneDecimal(rx * 0.16)}" fill="#000" opacity="0.08"/>`;
}

/** A point inside a circle of radius r around (cx, cy). */
export function around(rng: Rng, cx: number, cy: number, r: number): [number, number] {
  const angle = rng.next() * Math.PI * 2;
  const distance = Math.sqrt(rng.next()) * r;
  return [oneDecimal(cx + Math.cos(angle) * distance), oneDecimal(cy + Math.sin(angle) * distance)];
}
