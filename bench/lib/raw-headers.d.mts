export function rawResponse(
  url: string,
  headers?: Record<string, string>,
): Promise<{ status: number; lines: [string, string][] }>;
export function repeatedHeaders(lines: [string, string][]): Record<string, string[]>;
export function headerValue(lines: [string, string][], name: string): string;
