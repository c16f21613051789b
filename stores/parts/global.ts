import { PERSIST } from '@/lib/constants';
import { field } from '@/lib/guards';

export type ThemeType = 'light' | 'dark';

export type GlobalPart = { themeType: ThemeType };

export const initialGlobal: GlobalPart = { themeType: 'light' };

export function restoreGlobal(stored: unknown): GlobalPart {
  return { themeType: field(stored, 'themeType') === 'dark' ? 'dark' : 'light' };
}

/** Puts the theme on <html>, where the Tailwind dark variant and the colour tokens look for it. */
export function applyThemeClass(theme: ThemeType): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

/**
 * Runs in <head> before the first paint: reads the persisted theme the same
 * way the store will, so a dark page never flashes light while React loads.
 */
export function themeBootScript(): string {
  const key = JSON.stringify(PERSIST.key);
  return `(function(){try{var s=JSON.parse(localStorage.getItem(${key})||"null");var g=s&&s.state&&s.state.global;if(g&&g.themeType==="dark"){var r=document.documentElement;r.classList.add("dark");r.style.colorScheme="dark"}}catch(e){}})()`;
}
