import type { ScoreFactor } from '@/lib/contract/catalog';
import type { Executor } from '@/server/db/database';
import { findListedProduct } from './product-detail';

/** score_factor is stored as points per Toman times 1000, to stay an integer. */
export const SCORE_FACTOR_SCALE = 1000;

/** Points one unit earns at a price, rounded down: a fraction of a point is never promised. */
export function pointsFor(finalPrice: number, scoreFactor: number): number {
  return Math.floor((finalPrice * scoreFactor) / SCORE_FACTOR_SCALE);
}

/** GET /product/{id}/score_factor/ */
export async function getScoreFactor(db: Executor, id: number): Promise<ScoreFactor> {
  const product = await findListedProduct(db, id);
  return {
    product_id: product.id,
    score_factor: product.scoreFactor,
    points: pointsFor(product.finalPrice, product.scoreFactor),
  };
}
