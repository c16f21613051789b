export function securityHeaders(served: { https: boolean }): { key: string; value: string }[];
