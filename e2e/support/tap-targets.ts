import type { Page } from '@playwright/test';

/** The smallest side a finger can hit reliably (Apple's and the 44 px). */
export const MIN_TAP_SIZE = 44;

/**
 * Every control on screen whose tap area is under 44 × 44 px. The tap area of
 * a checkbox or radio is its label; a link stretched over a card by an
 * absolutely placed ::after (the product card) taps as the card.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"]',
    );
    const nameOf = (element: HTMLElement) => {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
      const id = element.dataset.testid ? `[${element.dataset.testid}]` : '';
      return `${decodeURIComponent(location.pathname)} ${element.tagName.toLowerCase()}${id} «${name.slice(0, 40)}»`;
    };
    const tapArea = (element: HTMLElement): DOMRect => {
      if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) {
        const label = element.closest('label');
        if (label) return label.getBoundingClientRect();
      }
      const after = getComputedStyle(element, '::after');
      if (after.content !== 'none' && after.position === 'absolute') {
        let box = element.parentElement;
        while (box && getComputedStyle(box).position === 'static') box = box.parentElement;
        if (box) return box.getBoundingClientRect();
      }
      return element.getBoundingClientRect();
    };
    const small: string[] = [];
    for (const element of controls) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const own = element.getBoundingClientRect();
      // Visually hidden (the skip link until focused) is not a target.
      if (own.width <= 1 || own.height <= 1) continue;
      const area = tapArea(element);
      // Half a pixel of rounding is not a miss.
      if (area.width < min - 0.5 || area.height < min - 0.5) {
        small.push(`${nameOf(element)}: ${Math.round(area.width)}×${Math.round(area.height)}`);
      }
    }
    return small;
  }, MIN_TAP_SIZE);
}
