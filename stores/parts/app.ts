import type { AppConfig } from '@/lib/contract/catalog';
import { field, isInt, isRecord, isString, oneOf } from '@/lib/guards';

export type StoredAppConfig = AppConfig['config'];

/** Spec 3 "App config": config.price_range, palette and skeletonType, kept locally. */
export type AppPart = { config: StoredAppConfig | null };

export const initialApp: AppPart = { config: null };

const SKELETON_TYPES = ['card', 'list', 'pulse'] as const;

/** A cached copy of GET /api/v1/app/config; anything doubtful is dropped and fetched again. */
function restoreConfig(stored: unknown): StoredAppConfig | null {
  if (!isRecord(stored)) return null;
  const { shop_name, price_range, palette, skeletonType, support_phone } = stored;
  if (!isString(shop_name) || !isString(support_phone)) return null;
  if (!oneOf(SKELETON_TYPES, skeletonType)) return null;
  if (!isRecord(price_range) || !isInt(price_range.min) || !isInt(price_range.max)) return null;
  if (!isRecord(palette)) return null;
  const { primary, secondary, accent } = palette;
  if (!isString(primary) || !isString(secondary) || !isString(accent)) return null;
  return {
    shop_name,
    support_phone,
    skeletonType,
    price_range: { min: price_range.min, max: price_range.max },
    palette: { primary, secondary, accent },
  };
}

export function restoreApp(stored: unknown): AppPart {
  return { config: restoreConfig(field(stored, 'config')) };
}
