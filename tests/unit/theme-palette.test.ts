import { describe, expect, it } from 'vitest';
import { contrast, paletteCss, paletteProperties } from '@/lib/site/theme-palette';

const rgb = (hex: string): [number, number, number] => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

describe('the configured palette', () => {
  it('keeps a brand colour that already reads on white', () => {
    expect(
      paletteProperties({ primary: '#0E7C86', secondary: '#1F3A5F', accent: '#D99A2B' }),
    ).toMatchObject({
      '--primary': '#0e7c86',
      '--on-primary': '#fff',
      '--secondary': '#1f3a5f',
    });
  });

  it('darkens a light colour until text in it and on it passes AA', () => {
    const properties = paletteProperties({ primary: '#ffeb3b', secondary: '#fff', accent: '#f0f' });
    for (const name of ['primary', 'secondary', 'accent']) {
      const color = rgb(properties[`--${name}`] ?? '');
      expect(contrast(color, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
      const on = properties[`--on-${name}`] ?? '';
      expect(contrast(color, on === '#fff' ? [255, 255, 255] : rgb(on))).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it('leaves out anything that is not a hex colour, so the CSS cannot be broken out of', () => {
    const css = paletteCss({
      primary: 'red;}</style><script>alert(1)</script>',
      secondary: '#abc',
      accent: '',
    });
    expect(css).not.toContain('<');
    expect(css).not.toContain('--primary:');
    expect(css).toContain('--secondary:');
    expect(paletteCss({ primary: 'x', secondary: 'y', accent: 'z' })).toBe('');
  });
});
