export function closeResources(onError: (what: string, error: unknown) => void): Promise<void>;
