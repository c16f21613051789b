import type { CutPage } from './placeholders.mjs';

export type SlottedGzip = { deflated: Buffer; holes: { slot: string; at: number }[]; size: number };
export function gzipAroundSlots(page: CutPage): Promise<SlottedGzip | null>;
export function slottedGzipBody(
  page: CutPage,
  slotted: SlottedGzip,
  values: Map<string, Buffer>,
): Buffer | null;
