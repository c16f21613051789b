export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean;
