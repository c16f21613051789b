import { createRng, type Rng, seedOf } from '@/lib/seeded-random';
import { type Palette, paletteAt } from './palettes';
import { GIFT_SHAPE, SUBJECTS, type Subject } from './shapes';

export const IMAGE_SIZES = {
  products: [600, 600],
  gifts: [600, 600],
  categories: [400, 400],
  banners: [1200, 400],
  posters: [1200, 400],
} as const;

export type ImageKind = keyof typeof IMAGE_SIZES;

const f = (value: number) => Math.round(value * 10) / 10;

const DIRECTIONS = [
  'x1="0" y1="0" x2="1" y2="1"',
  'x1="1" y1="0" x2="0" y2="1"',
  'x1="0" y1="0" x2="0" y2="1"',
  'x1="0" y1="1" x2="1" y2="0"',
];

function document(width: number, height: number, p: Palette, rng: Rng, body: string): string {
  const blobs = Array.from({ length: 3 }, (_, i) => {
    const r = f(Math.min(width, height) * (0.2 + rng.next() * 0.25));
    const colour = i === 1 ? p.second : '#FFFFFF';
    const opacity = i === 1 ? 0.12 : 0.3;
    return `<circle cx="${f(rng.next() * width)}" cy="${f(rng.next() * height)}" r="${r}" fill="${colour}" opacity="${opacity}"/>`;
  }).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs>',
    `<linearGradient id="bg" ${rng.pick(DIRECTIONS)}><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>`,
    `<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="2" fill="${p.dark}" opacity="0.08"/></pattern>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#dots)"/>`,
    blobs,
    body,
    '</svg>',
  ].join('');
}

/** A shape drawn for the 600 box, moved to (cx, cy) at `scale`, optionally turned. */
function place(shape: string, cx: number, cy: number, scale: number, turn = 0): string {
  return `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(turn)}) scale(${f(scale * 100) / 100}) translate(-300 -300)">${shape}</g>`;
}

/** An eight-pointed star outline, the khatam and tile motif of Isfahan. */
function star(cx: number, cy: number, r: number, colour: string): string {
  const points = Array.from({ length: 16 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.62;
    const angle = (i * Math.PI) / 8;
    return `${f(cx + Math.cos(angle) * radius)},${f(cy + Math.sin(angle) * radius)}`;
  }).join(' ');
  return `<polygon points="${points}" fill="none" stroke="${colour}" stroke-width="4" opacity="0.45"/>`;
}

/** The subject drawn, marked on its group so a test (or a person) can tell what it is. */
function draw(subject: Subject, palette: Palette, rng: Rng): string {
  return `<g data-subject="${subject}">${SUBJECTS[subject](palette, rng)}</g>`;
}

/** Image n (1–3) of product `id`: the same object and colours, seen a little differently. */
export function productImage(subject: Subject, id: number, n: number): string {
  const palette = paletteAt(seedOf('palette', id));
  const shape = draw(subject, palette, createRng(seedOf('details', id)));
  const rng = createRng(seedOf('product-image', id, n));
  const turn = n === 1 ? 0 : (rng.next() - 0.5) * 16;
  const scale = n === 1 ? 0.92 : 0.8 + rng.next() * 0.12;
  return document(600, 600, palette, rng, place(shape, 300, 300, scale, turn));
}

export function giftImage(id: number): string {
  const palette = paletteAt(seedOf('gift-palette', id));
  const rng = createRng(seedOf('gift', id));
  return document(600, 600, palette, rng, place(GIFT_SHAPE(palette, rng), 300, 300, 0.9));
}

export function categoryImage(subject: Subject, id: number): string {
  const palette = paletteAt(seedOf('category-palette', id));
  const rng = createRng(seedOf('category', id));
  const shape = draw(subject, palette, rng);
  return document(
    400,
    400,
    palette,
    rng,
    [
      `<circle cx="200" cy="200" r="160" fill="#FFFFFF" opacity="0.55"/>`,
      `<circle cx="200" cy="200" r="160" fill="none" stroke="${palette.main}" stroke-width="6" opacity="0.5"/>`,
      place(shape, 200, 205, 0.46),
    ].join(''),
  );
}

/**
 * Wide images: the subject twice on the left, tile stars on the right, where
 * the page writes the banner's title over them (RTL text starts there).
 */
export function bannerImage(subject: Subject, id: number): string {
  const palette = paletteAt(seedOf('banner-palette', id));
  const rng = createRng(seedOf('banner', id));
  const objects = [
    place(draw(subject, palette, rng), 200, 210, 0.55, -6),
    place(draw(subject, palette, rng), 430, 230, 0.45, 5),
  ].join('');
  const stars = [
    star(760, 120, 70, palette.light),
    star(900, 260, 90, palette.light),
    star(1060, 130, 60, palette.light),
    star(1120, 330, 50, palette.light),
  ].join('');
  return document(1200, 400, palette, rng, stars + objects);
}

/** A pack: its products' subjects in a row, as on a shop shelf. */
export function posterImage(subjects: readonly Subject[], id: number): string {
  const palette = paletteAt(seedOf('poster-palette', id));
  const rng = createRng(seedOf('poster', id));
  const shelf = `<rect x="80" y="330" width="1040" height="18" rx="9" fill="${palette.dark}" opacity="0.15"/>`;
  const step = 1040 / subjects.length;
  const objects = subjects
    .map((subject, i) => place(draw(subject, palette, rng), 80 + step * (i + 0.5), 210, 0.42))
    .join('');
  return document(1200, 400, palette, rng, shelf + objects);
}
