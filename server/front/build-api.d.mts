export const SHOP_API_BUNDLE: string;
export function buildShopApi(): Promise<void>;
export function shopApiIsStale(): boolean;
