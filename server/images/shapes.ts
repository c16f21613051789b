import type { Rng } from '@/lib/seeded-random';
import type { Palette } from './palettes';

/** Draws one object inside a 600×600 box centred on (300, 300). */
export type Shape = (p: Palette, rng: Rng) => string;

const f = (value: number) => Math.round(value * 10) / 10;

function shadow(cy: number, rx: number): string {
  return `<ellipse cx="300" cy="${cy}" rx="${rx}" ry="${f(rx * 0.16)}" fill="#000" opacity="0.08"/>`;
}

/** A point inside a circle of radius r around (cx, cy). */
function around(rng: Rng, cx: number, cy: number, r: number): [number, number] {
  const angle = rng.next() * Math.PI * 2;
  const distance = Math.sqrt(rng.next()) * r;
  return [f(cx + Math.cos(angle) * distance), f(cy + Math.sin(angle) * distance)];
}

const cake: Shape = (p, rng) => {
  const drips = Array.from({ length: 7 }, (_, i) => {
    const x = 196 + i * 31;
    return `<rect x="${x}" y="214" width="18" height="${rng.int(22, 52)}" rx="9" fill="${p.light}"/>`;
  }).join('');
  return [
    shadow(448, 200),
    `<ellipse cx="300" cy="430" rx="195" ry="34" fill="${p.light}" stroke="${p.dark}" stroke-opacity="0.15" stroke-width="4"/>`,
    `<rect x="150" y="300" width="300" height="122" rx="22" fill="${p.main}"/>`,
    `<rect x="150" y="344" width="300" height="16" fill="${p.light}" opacity="0.85"/>`,
    `<rect x="185" y="208" width="230" height="104" rx="20" fill="${p.second}"/>`,
    `<rect x="180" y="200" width="240" height="30" rx="15" fill="${p.light}"/>`,
    drips,
    `<path d="M300 178 q8 -34 36 -42" stroke="${p.dark}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    `<circle cx="300" cy="184" r="22" fill="${p.accent}"/>`,
    `<circle cx="293" cy="177" r="6" fill="#fff" opacity="0.5"/>`,
  ].join('');
};

const donut: Shape = (p, rng) => {
  const sprinkles = Array.from({ length: 22 }, () => {
    const angle = rng.next() * Math.PI * 2;
    const distance = 72 + rng.next() * 52;
    const x = f(300 + Math.cos(angle) * distance);
    const y = f(300 + Math.sin(angle) * distance);
    const colour = rng.pick([p.accent, p.light, p.dark, '#FFFFFF']);
    return `<rect x="${f(x - 10)}" y="${f(y - 3)}" width="20" height="6" rx="3" fill="${colour}" transform="rotate(${rng.int(0, 179)} ${x} ${y})"/>`;
  }).join('');
  return [
    shadow(470, 170),
    `<circle cx="300" cy="312" r="158" fill="#D9A066"/>`,
    `<path d="M300 150 c60 0 92 20 118 48 c18 20 10 40 26 56 c16 18 -2 36 4 56 c8 28 -8 50 -30 66 c-24 18 -40 34 -70 38 c-36 6 -62 -6 -92 -12 c-36 -8 -58 -30 -72 -58 c-12 -24 -2 -42 -12 -64 c-10 -24 4 -48 22 -66 c26 -26 60 -64 106 -64 z" fill="${p.main}"/>`,
    sprinkles,
    `<circle cx="300" cy="300" r="50" fill="${p.bg[0]}"/>`,
    `<circle cx="300" cy="300" r="50" fill="none" stroke="#000" stroke-opacity="0.08" stroke-width="8"/>`,
  ].join('');
};

const cup: Shape = (p) =>
  [
    shadow(452, 180),
    `<ellipse cx="300" cy="440" rx="172" ry="30" fill="${p.light}" stroke="${p.dark}" stroke-opacity="0.12" stroke-width="4"/>`,
    `<path d="M420 288 q72 0 64 62 q-8 52 -82 46" fill="none" stroke="${p.main}" stroke-width="24" stroke-linecap="round"/>`,
    `<path d="M175 250 h250 l-22 160 q-4 26 -30 26 h-146 q-26 0 -30 -26 z" fill="${p.main}"/>`,
    `<rect x="184" y="320" width="232" height="18" fill="${p.light}" opacity="0.45"/>`,
    `<ellipse cx="300" cy="250" rx="125" ry="22" fill="${p.dark}"/>`,
    `<ellipse cx="300" cy="253" rx="110" ry="15" fill="#8B5A2B"/>`,
    `<ellipse cx="300" cy="253" rx="40" ry="6" fill="#F3D9B1" opacity="0.8"/>`,
    ...[250, 300, 350].map(
      (x) =>
        `<path d="M${x} 214 q-22 -26 0 -50 q22 -24 0 -52" fill="none" stroke="${p.dark}" stroke-opacity="0.22" stroke-width="10" stroke-linecap="round"/>`,
    ),
  ].join('');

const pizza: Shape = (_p, rng) => {
  const pepperoni = Array.from({ length: 8 }, () => {
    const [x, y] = around(rng, 300, 300, 125);
    return `<circle cx="${x}" cy="${y}" r="22" fill="#C0392B"/><circle cx="${f(x - 6)}" cy="${f(y - 5)}" r="4" fill="#8E2A20"/>`;
  }).join('');
  const olives = Array.from({ length: 6 }, () => {
    const [x, y] = around(rng, 300, 300, 135);
    return `<circle cx="${x}" cy="${y}" r="9" fill="none" stroke="#2E2E2E" stroke-width="6"/>`;
  }).join('');
  const basil = Array.from({ length: 4 }, () => {
    const [x, y] = around(rng, 300, 300, 110);
    return `<ellipse cx="${x}" cy="${y}" rx="16" ry="8" fill="#3E8E41" transform="rotate(${rng.int(0, 179)} ${x} ${y})"/>`;
  }).join('');
  const cuts = [0, 45, 90, 135]
    .map(
      (deg) =>
        `<line x1="300" y1="118" x2="300" y2="482" stroke="#E3A857" stroke-width="5" transform="rotate(${deg} 300 300)"/>`,
    )
    .join('');
  return [
    shadow(490, 190),
    `<circle cx="300" cy="300" r="188" fill="#E3A857"/>`,
    `<circle cx="300" cy="300" r="168" fill="#F9D56E"/>`,
    `<circle cx="300" cy="300" r="168" fill="#E8603C" opacity="0.12"/>`,
    pepperoni,
    olives,
    basil,
    cuts,
  ].join('');
};

const FRUIT_COLOURS: [string, string][] = [
  ['#E63946', '#B5202E'],
  ['#F4A261', '#E07B24'],
  ['#A7C957', '#6A994E'],
  ['#FFD166', '#E0A800'],
];

const fruit: Shape = (_p, rng) => {
  const spots: [number, number, number][] = [
    [300, 238, 88],
    [228, 330, 96],
    [372, 330, 96],
  ];
  const fruits = spots
    .map(([cx, cy, r]) => {
      const [colour, edge] = rng.pick(FRUIT_COLOURS);
      return [
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" stroke="${edge}" stroke-width="6"/>`,
        `<ellipse cx="${cx - r * 0.35}" cy="${cy - r * 0.4}" rx="${f(r * 0.22)}" ry="${f(r * 0.12)}" fill="#fff" opacity="0.4" transform="rotate(-35 ${cx - r * 0.35} ${cy - r * 0.4})"/>`,
        `<path d="M${cx} ${cy - r + 6} q4 -22 16 -30" stroke="#6B4226" stroke-width="6" fill="none" stroke-linecap="round"/>`,
        `<path d="M${cx + 8} ${cy - r - 12} q34 -18 52 4 q-30 16 -52 -4 z" fill="#4C9A2A"/>`,
      ].join('');
    })
    .join('');
  return [shadow(440, 200), fruits].join('');
};

const giftBox: Shape = (p, rng) => {
  const dots = Array.from({ length: 10 }, () => {
    const x = rng.int(190, 410);
    const y = rng.int(300, 430);
    return `<circle cx="${x}" cy="${y}" r="6" fill="${p.light}" opacity="0.45"/>`;
  }).join('');
  return [
    shadow(458, 170),
    `<rect x="170" y="270" width="260" height="180" rx="12" fill="${p.main}"/>`,
    dots,
    `<rect x="170" y="342" width="260" height="26" fill="${p.accent}" opacity="0.9"/>`,
    `<rect x="155" y="225" width="290" height="60" rx="12" fill="${p.second}"/>`,
    `<rect x="284" y="225" width="32" height="225" fill="${p.accent}"/>`,
    `<path d="M300 226 c-30 -70 -118 -64 -96 -16 c12 26 58 24 96 16 z" fill="${p.accent}"/>`,
    `<path d="M300 226 c30 -70 118 -64 96 -16 c-12 26 -58 24 -96 16 z" fill="${p.accent}"/>`,
    `<circle cx="300" cy="222" r="16" fill="${p.dark}" opacity="0.85"/>`,
  ].join('');
};

const stack: Shape = (_p, rng) => {
  const discs = [0, 1, 2, 3, 4]
    .map((i) => {
      const cy = 410 - i * 46;
      return [
        `<ellipse cx="300" cy="${cy + 18}" rx="150" ry="40" fill="#E6D3B3"/>`,
        `<rect x="150" y="${cy - 18}" width="300" height="36" fill="#E6D3B3"/>`,
        `<ellipse cx="300" cy="${cy - 18}" rx="150" ry="40" fill="#FFF8EC" stroke="#E6D3B3" stroke-width="3"/>`,
      ].join('');
    })
    .join('');
  const nuts = Array.from({ length: 16 }, () => {
    const x = f(300 + (rng.next() - 0.5) * 240);
    const y = f(206 + (rng.next() - 0.5) * 52);
    const colour = rng.pick(['#93C572', '#7DB35A', '#C9A66B']);
    return `<ellipse cx="${x}" cy="${y}" rx="11" ry="7" fill="${colour}" transform="rotate(${rng.int(0, 179)} ${x} ${y})"/>`;
  }).join('');
  return [shadow(462, 180), discs, nuts].join('');
};

const bowl: Shape = (p) =>
  [
    shadow(452, 170),
    `<circle cx="236" cy="268" r="72" fill="${p.accent}"/>`,
    `<circle cx="364" cy="268" r="72" fill="${p.second}"/>`,
    `<circle cx="300" cy="208" r="74" fill="${p.main}"/>`,
    `<circle cx="278" cy="184" r="14" fill="#fff" opacity="0.35"/>`,
    `<path d="M140 300 h320 q-10 140 -160 140 q-150 0 -160 -140 z" fill="${p.light}" stroke="${p.dark}" stroke-opacity="0.15" stroke-width="4"/>`,
    `<path d="M150 332 h300" stroke="${p.main}" stroke-width="14" opacity="0.7"/>`,
    `<path d="M170 372 h260" stroke="${p.second}" stroke-width="8" opacity="0.5"/>`,
  ].join('');

const jar: Shape = (p) =>
  [
    shadow(462, 130),
    `<rect x="195" y="212" width="210" height="240" rx="36" fill="${p.main}" opacity="0.92"/>`,
    `<rect x="215" y="236" width="22" height="184" rx="11" fill="#fff" opacity="0.35"/>`,
    `<rect x="195" y="300" width="210" height="84" fill="${p.light}"/>`,
    `<circle cx="300" cy="342" r="24" fill="${p.accent}"/>`,
    `<circle cx="300" cy="342" r="12" fill="${p.light}"/>`,
    `<rect x="185" y="168" width="230" height="52" rx="12" fill="${p.dark}"/>`,
    ...[196, 226, 256, 286, 316, 346, 376].map(
      (x) => `<rect x="${x}" y="174" width="14" height="40" rx="5" fill="#fff" opacity="0.12"/>`,
    ),
  ].join('');

const vase: Shape = (p) => {
  const petals = [0, 60, 120, 180, 240, 300]
    .map(
      (deg) =>
        `<ellipse cx="300" cy="300" rx="14" ry="38" fill="${p.accent}" transform="rotate(${deg} 300 336) translate(0 -2)"/>`,
    )
    .join('');
  const ring = Array.from({ length: 12 }, (_, i) => {
    const angle = (i / 12) * Math.PI * 2;
    return `<circle cx="${f(300 + Math.cos(angle) * 92)}" cy="${f(336 + Math.sin(angle) * 60)}" r="7" fill="${p.light}"/>`;
  }).join('');
  return [
    shadow(470, 150),
    `<path d="M300 132 c-30 0 -42 18 -42 40 c0 32 -104 74 -104 168 c0 80 62 124 146 124 c84 0 146 -44 146 -124 c0 -94 -104 -136 -104 -168 c0 -22 -12 -40 -42 -40 z" fill="${p.main}"/>`,
    `<rect x="252" y="150" width="96" height="20" rx="8" fill="${p.dark}"/>`,
    `<path d="M174 300 q126 -36 252 0" stroke="${p.light}" stroke-width="6" fill="none" opacity="0.8"/>`,
    `<path d="M168 390 q132 36 264 0" stroke="${p.light}" stroke-width="6" fill="none" opacity="0.8"/>`,
    ring,
    petals,
    `<circle cx="300" cy="336" r="16" fill="${p.light}"/>`,
  ].join('');
};

const bread: Shape = (_p, rng) => {
  const seeds = Array.from({ length: 14 }, () => {
    const x = rng.int(190, 410);
    const y = rng.int(262, 320);
    return `<ellipse cx="${x}" cy="${y}" rx="5" ry="3" fill="#FFF1D6" transform="rotate(${rng.int(0, 179)} ${x} ${y})"/>`;
  }).join('');
  return [
    shadow(432, 190),
    `<path d="M128 360 q0 -134 172 -134 q172 0 172 134 q0 52 -62 52 h-220 q-62 0 -62 -52 z" fill="#D99A4E"/>`,
    `<path d="M160 330 q10 -86 140 -90 q130 4 140 90" fill="none" stroke="#EDBB73" stroke-width="26" stroke-linecap="round" opacity="0.8"/>`,
    ...[200, 260, 320, 380].map(
      (x) =>
        `<path d="M${x} 290 l40 -36" stroke="#B8763A" stroke-width="10" stroke-linecap="round"/>`,
    ),
    seeds,
  ].join('');
};

const glass: Shape = (p) =>
  [
    shadow(474, 110),
    `<rect x="330" y="96" width="16" height="220" rx="8" fill="${p.accent}" transform="rotate(14 338 206)"/>`,
    `<path d="M218 236 h164 l-18 210 q-2 12 -14 12 h-100 q-12 0 -14 -12 z" fill="${p.main}"/>`,
    `<rect x="240" y="262" width="44" height="44" rx="8" fill="#fff" opacity="0.45" transform="rotate(12 262 284)"/>`,
    `<rect x="300" y="300" width="40" height="40" rx="8" fill="#fff" opacity="0.4" transform="rotate(-10 320 320)"/>`,
    `<path d="M206 170 h188 l-24 280 q-2 18 -20 18 h-100 q-18 0 -20 -18 z" fill="#fff" opacity="0.28" stroke="${p.dark}" stroke-opacity="0.25" stroke-width="4"/>`,
    `<circle cx="392" cy="178" r="36" fill="#FFE066" stroke="#F4C430" stroke-width="6"/>`,
    ...[0, 60, 120].map(
      (deg) =>
        `<line x1="392" y1="148" x2="392" y2="208" stroke="#F4C430" stroke-width="3" transform="rotate(${deg} 392 178)"/>`,
    ),
  ].join('');

const burger: Shape = (_p, rng) => {
  const seeds = Array.from({ length: 12 }, () => {
    const x = rng.int(200, 400);
    const y = rng.int(178, 232);
    return `<ellipse cx="${x}" cy="${y}" rx="6" ry="3" fill="#FFF1D6" transform="rotate(${rng.int(0, 179)} ${x} ${y})"/>`;
  }).join('');
  return [
    shadow(458, 190),
    `<path d="M150 390 h300 q0 56 -60 56 h-180 q-60 0 -60 -56 z" fill="#D99A4E"/>`,
    `<rect x="140" y="350" width="320" height="40" rx="20" fill="#6B3A1E"/>`,
    `<path d="M150 344 l300 0 l-24 26 l-36 -18 l-36 22 l-36 -22 l-36 22 l-36 -22 l-36 22 l-36 -18 z" fill="#F4C430"/>`,
    `<rect x="150" y="316" width="300" height="26" rx="13" fill="#C0392B"/>`,
    `<path d="M136 300 q40 -22 82 0 t82 0 t82 0 t82 0 v18 h-328 z" fill="#5FAD41"/>`,
    `<path d="M144 290 q0 -140 156 -140 q156 0 156 140 z" fill="#E3A857"/>`,
    seeds,
  ].join('');
};

const cheese: Shape = (_p, rng) => {
  const holes = Array.from({ length: 7 }, () => {
    const x = rng.int(190, 420);
    const y = rng.int(300, 410);
    return `<ellipse cx="${x}" cy="${y}" rx="${rng.int(10, 20)}" ry="${rng.int(8, 14)}" fill="#E0A526"/>`;
  }).join('');
  return [
    shadow(452, 200),
    `<path d="M130 280 l330 -90 l20 60 v180 h-350 z" fill="#F6C453"/>`,
    `<path d="M130 280 l330 -90 l20 60 z" fill="#FFE08A"/>`,
    holes,
    `<path d="M130 280 h350" stroke="#E0A526" stroke-width="4"/>`,
  ].join('');
};

const milk: Shape = (p) =>
  [
    shadow(470, 130),
    `<path d="M220 200 h160 v250 q0 16 -16 16 h-128 q-16 0 -16 -16 z" fill="#FFFFFF" stroke="${p.dark}" stroke-opacity="0.2" stroke-width="4"/>`,
    `<path d="M220 200 l30 -60 h100 l30 60 z" fill="#F3F6FA" stroke="${p.dark}" stroke-opacity="0.2" stroke-width="4"/>`,
    `<rect x="262" y="112" width="76" height="30" rx="6" fill="${p.main}"/>`,
    `<rect x="220" y="280" width="160" height="100" fill="${p.main}"/>`,
    `<path d="M250 340 q50 -40 100 0" stroke="#FFFFFF" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    `<circle cx="300" cy="318" r="14" fill="#FFFFFF"/>`,
  ].join('');

/**
 * Every kind of thing the demo draws, by name. An image's address names its
 * subject (`/images/products/pizza-12-1.svg`), set by the seed from what the
 * product, category or banner is, so a pizza is always drawn as a pizza.
 */
export const SUBJECTS = {
  cake,
  pastry: donut,
  coffee: cup,
  pizza,
  fruit,
  gift: giftBox,
  gaz: stack,
  'ice-cream': bowl,
  jar,
  handicraft: vase,
  bread,
  'cold-drink': glass,
  burger,
  cheese,
  milk,
} as const satisfies Record<string, Shape>;

export type Subject = keyof typeof SUBJECTS;

export function isSubject(name: string): name is Subject {
  return Object.hasOwn(SUBJECTS, name);
}

export const GIFT_SHAPE = giftBox;
