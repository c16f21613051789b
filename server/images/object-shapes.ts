// The demo's cups, jars, vessels and boxes, each drawn in a 600×600 box (shape-kit.ts).
import { oneDecimal, type Shape, shadow } from './shape-kit';

export const cup: Shape = (p) =>
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

export const giftBox: Shape = (p, rng) => {
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

export const bowl: Shape = (p) =>
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

export const jar: Shape = (p) =>
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

export const vase: Shape = (p) => {
  const petals = [0, 60, 120, 180, 240, 300]
    .map(
      (deg) =>
        `<ellipse cx="300" cy="300" rx="14" ry="38" fill="${p.accent}" transform="rotate(${deg} 300 336) translate(0 -2)"/>`,
    )
    .join('');
  const ring = Array.from({ length: 12 }, (_, i) => {
    const angle = (i / 12) * Math.PI * 2;
    return `<circle cx="${oneDecimal(300 + Math.cos(angle) * 92)}" cy="${oneDecimal(336 + Math.sin(angle) * 60)}" r="7" fill="${p.light}"/>`;
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

export const glass: Shape = (p) =>
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

export const milk: Shape = (p) =>
  [
    shadow(470, 130),
    `<path d="M220 200 h160 v250 q0 16 -16 16 h-128 q-16 0 -16 -16 z" fill="#FFFFFF" stroke="${p.dark}" stroke-opacity="0.2" stroke-width="4"/>`,
    `<path d="M220 200 l30 -60 h100 l30 60 z" fill="#F3F6FA" stroke="${p.dark}" stroke-opacity="0.2" stroke-width="4"/>`,
    `<rect x="262" y="112" width="76" height="30" rx="6" fill="${p.main}"/>`,
    `<rect x="220" y="280" width="160" height="100" fill="${p.main}"/>`,
    `<path d="M250 340 q50 -40 100 0" stroke="#FFFFFF" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    `<circle cx="300" cy="318" r="14" fill="#FFFFFF"/>`,
  ].join('');
