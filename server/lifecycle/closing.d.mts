export function whenClosing(listener: () => void): () => void;
export function announceClosing(): void;
