// The demo's foods, each drawn in a 600×600 box (shape-kit.ts).
import { around, oneDecimal, type Shape, shadow } from './shape-kit';

export const cake: Shape = (p, rng) => {
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

export const donut: Shape = (p, rng) => {
  const sprinkles = Array.from({ length: 22 }, () => {
    const angle = rng.next() * Math.PI * 2;
    const distance = 72 + rng.next() * 52;
    const x = oneDecimal(300 + Math.cos(angle) * distance);
    const y = oneDecimal(300 + Math.sin(angle) * distance);
    const colour = rng.pick([p.accent, p.light, p.dark, '#FFFFFF']);
    return `<rect x="${oneDecimal(x - 10)}" y="${oneDecimal(y - 3)}" width="20" height="6" rx="3" fill="${colour}" transform="rotate(${rng.int(0, 179)} ${x} ${y})"/>`;
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

export const pizza: Shape = (_p, rng) => {
  const pepperoni = Array.from({ length: 8 }, () => {
    const [x, y] = around(rng, 300, 300, 125);
    return `<circle cx="${x}" cy="${y}" r="22" fill="#C0392B"/><circle cx="${oneDecimal(x - 6)}" cy="${oneDecimal(y - 5)}" r="4" fill="#8E2A20"/>`;
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

export const fruit: Shape = (_p, rng) => {
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
        `<ellipse cx="${cx - r * 0.35}" cy="${cy - r * 0.4}" rx="${oneDecimal(r * 0.22)}" ry="${oneDecimal(r * 0.12)}" fill="#fff" opacity="0.4" transform="rotate(-35 ${cx - r * 0.35} ${cy - r * 0.4})"/>`,
        `<path d="M${cx} ${cy - r + 6} q4 -22 16 -30" stroke="#6B4226" stroke-width="6" fill="none" stroke-linecap="round"/>`,
        `<path d="M${cx + 8} ${cy - r - 12} q34 -18 52 4 q-30 16 -52 -4 z" fill="#4C9A2A"/>`,
      ].join('');
    })
    .join('');
  return [shadow(440, 200), fruits].join('');
};

export const stack: Shape = (_p, rng) => {
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
    const x = oneDecimal(300 + (rng.next() - 0.5) * 240);
    const y = oneDecimal(206 + (rng.next() - 0.5) * 52);
    const colour = rng.pick(['#93C572', '#7DB35A', '#C9A66B']);
    return `<ellipse cx="${x}" cy="${y}" rx="11" ry="7" fill="${colour}" transform="rotate(${rng.int(0, 179)} ${x} ${y})"/>`;
  }).join('');
  return [shadow(462, 180), discs, nuts].join('');
};

export const bread: Shape = (_p, rng) => {
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

export const burger: Shape = (_p, rng) => {
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

export const cheese: Shape = (_p, rng) => {
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
