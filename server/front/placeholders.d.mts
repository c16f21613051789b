export type Fill = { from: string; to: string };
export type CutPage = { parts: Buffer[]; slots: string[] };
export function placeholderFiller(fills: Fill[]): {
  push(chunk: Buffer): Buffer;
  flush(): Buffer;
};
export function fillText(text: string, fills: Fill[]): string;
export function cutAtPlaceholders(html: string, placeholders: string[]): CutPage;
export function joinPlaceholders(page: CutPage, fills: Fill[]): Buffer;
