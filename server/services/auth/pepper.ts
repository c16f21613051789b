/** Only for machines with no AUTH_PEPPER: development and tests. */
const DEV_PEPPER = 'persian-shop-dev-pepper-not-for-production';
let warnedAboutPepper = false;

/**
 * The shop's secret for hashing login codes, signing short-lived tickets and
 * deriving the pages' nonce placeholder: AUTH_PEPPER, the same on every instance.
 */
export function pepper(): string {
  const configured = process.env.AUTH_PEPPER;
  if (configured) return configured;
  if (process.env.NODE_ENV === 'production' && !warnedAboutPepper) {
    warnedAboutPepper = true;
    console.warn(
      '[auth] AUTH_PEPPER is not set: login codes are hashed with the public dev pepper',
    );
  }
  return DEV_PEPPER;
}
