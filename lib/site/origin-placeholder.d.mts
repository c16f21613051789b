export const ORIGIN_PLACEHOLDER: string;
export const ORIGIN_PER_REQUEST_ENV: 'SHOP_ORIGIN_PER_REQUEST';
export function paddedOrigin(origin: string): string | null;
