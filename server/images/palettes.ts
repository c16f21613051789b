/** A colour set for one image: two background stops and the object's colours. */
export type Palette = {
  bg: [string, string];
  main: string;
  second: string;
  accent: string;
  dark: string;
  light: string;
};

/** Warm, food-friendly sets (saffron, pistachio, pomegranate, Isfahan turquoise …). */
export const PALETTES: readonly Palette[] = [
  {
    bg: ['#FFF4DC', '#FFD89A'],
    main: '#F2A516',
    second: '#E2711D',
    accent: '#C0392B',
    dark: '#7A4A12',
    light: '#FFF8EC',
  },
  {
    bg: ['#F1F8E6', '#CFE8B0'],
    main: '#93C572',
    second: '#5E9B3D',
    accent: '#D9534F',
    dark: '#3D5A26',
    light: '#FBFFF5',
  },
  {
    bg: ['#FFE9EC', '#F7B6C0'],
    main: '#C8102E',
    second: '#E84A5F',
    accent: '#FFD166',
    dark: '#6B0F1A',
    light: '#FFF5F6',
  },
  {
    bg: ['#E3F6F5', '#A8DADC'],
    main: '#0E7C86',
    second: '#2BA8B5',
    accent: '#F4A261',
    dark: '#0B4F56',
    light: '#F3FCFC',
  },
  {
    bg: ['#FDEFF4', '#F6C6D8'],
    main: '#E56B9F',
    second: '#F497B6',
    accent: '#7BC67E',
    dark: '#8A2E55',
    light: '#FFF7FA',
  },
  {
    bg: ['#F7EDE4', '#E2C3A6'],
    main: '#7B4B2A',
    second: '#A86B3C',
    accent: '#F3D9B1',
    dark: '#3E2414',
    light: '#FFF9F3',
  },
  {
    bg: ['#FFF8E1', '#FFE08A'],
    main: '#E0A526',
    second: '#F6C453',
    accent: '#8D5524',
    dark: '#6B4A10',
    light: '#FFFDF3',
  },
  {
    bg: ['#EAFBF3', '#B9EBD3'],
    main: '#3DBE8B',
    second: '#7FD8B0',
    accent: '#FF8C69',
    dark: '#1D6B4C',
    light: '#F6FFFB',
  },
  {
    bg: ['#F3ECFB', '#D5C2F0'],
    main: '#6A4C93',
    second: '#9B72CF',
    accent: '#FFB4A2',
    dark: '#3B2A55',
    light: '#FBF8FF',
  },
  {
    bg: ['#E8EEF9', '#B9C9EC'],
    main: '#1F3A5F',
    second: '#3E6BB0',
    accent: '#D99A2B',
    dark: '#13243B',
    light: '#F5F8FF',
  },
  {
    bg: ['#FDF1E6', '#F5C99B'],
    main: '#D2691E',
    second: '#E89B5C',
    accent: '#6F4E37',
    dark: '#6B3410',
    light: '#FFF8F1',
  },
  {
    bg: ['#FFFBE6', '#FFE59E'],
    main: '#F28C28',
    second: '#FFC93C',
    accent: '#4CAF50',
    dark: '#8A4B08',
    light: '#FFFEF6',
  },
];

export function paletteAt(index: number): Palette {
  const palette = PALETTES[((index % PALETTES.length) + PALETTES.length) % PALETTES.length];
  if (!palette) throw new Error('no palettes');
  return palette;
}
