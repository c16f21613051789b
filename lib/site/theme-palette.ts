/**
 * The app configuration's palette as the light theme's colours. A shop owner
 * picks brand colours, not accessible ones: each colour is darkened until text
 * in it reads on the page (WCAG AA, 4.5:1 against white), and the text on it
 * is white or near-black, whichever reads better. The dark theme keeps its own
 * colours, made for a dark page.
 */

export type Palette = { primary: string; secondary: string; accent: string };

type Rgb = [number, number, number];

const HEX = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i;
const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [28, 25, 23];
const AA = 4.5;

function parseHex(color: string): Rgb | undefined {
  const match = HEX.exec(color.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const channel = (at: number) => Number.parseInt(digits.slice(at, at + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [first, second] = [luminance(a), luminance(b)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

const darker = ([r, g, b]: Rgb, share: number): Rgb => [
  r * (1 - share),
  g * (1 - share),
  b * (1 - share),
];

/** The colour, darkened in small steps until it reads on white. */
function readableOnWhite(rgb: Rgb): Rgb {
  let color = rgb;
  while (contrast(color, WHITE) < AA) color = darker(color, 0.05);
  return color;
}

const textOn = (rgb: Rgb) => (contrast(rgb, WHITE) >= contrast(rgb, INK) ? '#fff' : toHex(INK));

/** The CSS custom properties for the palette's valid colours; a colour that is not a hex colour is left at the theme's default. */
export function paletteProperties(palette: Palette): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const name of ['primary', 'secondary', 'accent'] as const) {
    const rgb = parseHex(palette[name]);
    if (!rgb) continue;
    const color = readableOnWhite(rgb);
    properties[`--${name}`] = toHex(color);
    properties[`--on-${name}`] = textOn(color);
    if (name === 'primary') properties['--primary-strong'] = toHex(darker(color, 0.2));
  }
  return properties;
}

/** A `:root` rule for the light theme; only hex colours reach it, so nothing can break out of the rule. */
export function paletteCss(palette: Palette): string {
  const declarations = Object.entries(paletteProperties(palette))
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
  return declarations ? `:root:not(.dark){${declarations}}` : '';
}
