import { applyThemeClass, type ThemeType } from './parts/global';
import { useRootStore } from './root-store';

export function useThemeType(): ThemeType {
  return useRootStore((s) => s.global.themeType);
}

export function setThemeType(theme: ThemeType): void {
  useRootStore.setState((s) => ({ global: { ...s.global, themeType: theme } }));
  applyThemeClass(theme);
}
