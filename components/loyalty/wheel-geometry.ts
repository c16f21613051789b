/** Degrees of one slice when the wheel is cut into `count` equal slices. */
export function sliceAngle(count: number): number {
  return 360 / Math.max(count, 1);
}

/** The wheel's painting: equal slices clockwise from the top, in the prizes' colours. */
export function wheelGradient(colors: readonly string[]): string {
  const slice = sliceAngle(colors.length);
  const stops = colors.map((color, i) => `${color} ${i * slice}deg ${(i + 1) * slice}deg`);
  return `conic-gradient(from 0deg, ${stops.join(', ')})`;
}

/** Whole turns the wheel makes before it settles, so a spin looks like one. */
const TURNS = 5;

/**
 * The rotation (degrees, always increasing) that brings slice `index` under
 * the pointer at the top: its centre must end at 0°, so the wheel turns on
 * from where it stands by some whole turns plus what is left to that angle.
 */
export function landingRotation(current: number, index: number, count: number): number {
  const slice = sliceAngle(count);
  const centre = index * slice + slice / 2;
  const target = (360 - centre) % 360;
  const now = ((current % 360) + 360) % 360;
  const rest = (target - now + 360) % 360;
  return current + TURNS * 360 + rest;
}
