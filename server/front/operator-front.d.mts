import type { IncomingMessage, ServerResponse } from 'node:http';

export type InstanceState = 'starting' | 'ready' | 'draining';
export type Readiness = { ready: boolean; checks: Record<string, string> };

export function isOperatorAddress(url: string | undefined): boolean;
export function operatorFront(options: {
  state: () => InstanceState;
  checkReadiness: (() => Promise<Readiness>) | null;
  metricsToken: string | null;
  metricsOpen: boolean;
}): { handle(req: IncomingMessage, res: ServerResponse): Promise<void> };
