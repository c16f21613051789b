import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IslandSkeleton, SkeletonTypeProvider } from '@/components/ui/island-skeleton';
import type { SkeletonType } from '@/components/ui/skeleton';
import fa from '@/messages/fa.json';

function render(type: SkeletonType): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="fa" messages={fa} timeZone="Asia/Tehran">
      <SkeletonTypeProvider type={type}>
        <IslandSkeleton count={2} />
      </SkeletonTypeProvider>
    </NextIntlClientProvider>,
  );
}

describe('IslandSkeleton', () => {
  it('draws the placeholder style the shop configured (app config skeletonType)', () => {
    // Each style by its own shape: a square picture for cards, a thumbnail for rows, bars for pulse.
    expect(render('card')).toContain('aspect-square');
    expect(render('list')).toContain('size-16');
    expect(render('list')).not.toContain('aspect-square');
    const pulse = render('pulse');
    expect(pulse).not.toContain('aspect-square');
    expect(pulse).not.toContain('size-16');
    expect(pulse.match(/animate-pulse/g)).toHaveLength(2);
    expect(pulse).toContain('role="status"');
  });
});
