import type { StoredAppConfig } from './parts/app';
import { useRootStore } from './root-store';

/** The shop's settings as the app config call last gave them. */
export function useAppConfig(): StoredAppConfig | null {
  return useRootStore((s) => s.app.config);
}

export function setAppConfig(config: StoredAppConfig): void {
  useRootStore.setState({ app: { config } });
}
