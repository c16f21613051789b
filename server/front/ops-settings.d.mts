export function opsSettings(
  env: Record<string, string | undefined>,
  mode: { dev: boolean },
): {
  graceMs: number;
  timeoutMs: number;
  metricsToken: string | null;
  metricsOpen: boolean;
  logLevel: string;
};
