/**
 * What was loaded for a customer is forgotten when they log out. The query
 * client registers here when it is first made, so the app shell can ask for
 * it without loading TanStack Query into every page's first script.
 */
const forgetters = new Set<() => void>();

export function onLogoutForget(forget: () => void): void {
  forgetters.add(forget);
}

export function forgetCustomerData(): void {
  for (const forget of forgetters) forget();
}
