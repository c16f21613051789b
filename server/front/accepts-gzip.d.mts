export const COMPRESS_FROM_BYTES: number;
export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean;
