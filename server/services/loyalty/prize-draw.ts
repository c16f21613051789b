import { randomInt } from 'node:crypto';

/** A whole number in [0, max): node:crypto's randomInt in the shop, a seeded source in tests. */
export type RandomInt = (max: number) => number;

export const secureRandomInt: RandomInt = (max) => randomInt(0, max);

/**
 * Draws one prize by weight: a prize of weight w among prizes weighing W in
 * all is drawn with probability w / W. The draw is one uniform integer below W
 * from a cryptographically secure source, so nobody can predict or steer it.
 * Prizes of weight 0 or less are never drawn.
 */
export function drawPrize<T extends { weight: number }>(
  prizes: readonly T[],
  random: RandomInt = secureRandomInt,
): T | null {
  const eligible = prizes.filter((prize) => prize.weight > 0);
  const total = eligible.reduce((sum, prize) => sum + prize.weight, 0);
  if (total <= 0) return null;
  let ticket = random(total);
  for (const prize of eligible) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  throw new RangeError(`the random source answered ${ticket} for a total weight of ${total}`);
}
