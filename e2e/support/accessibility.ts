import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Serious and critical accessibility findings on the page as it is now, once
 * no toast is sliding in or out (mid-animation its text is half transparent,
 * which no customer reads).
 */
export async function seriousFindings(page: Page): Promise<string[]> {
  await expect(
    page.locator(
      '[data-sonner-toast][data-mounted="false"], [data-sonner-toast][data-removed="true"]',
    ),
  ).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
}
