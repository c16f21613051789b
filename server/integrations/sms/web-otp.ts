/**
 * The last line of a login SMS in the WebOTP format (`@host #code`): Chrome on
 * Android offers the code to the page on that host only, and iOS suggests it
 * above the keyboard. The code stays in Latin digits, as the format requires.
 */
export function webOtpLine(host: string, code: string): string {
  return `@${host} #${code}`;
}
