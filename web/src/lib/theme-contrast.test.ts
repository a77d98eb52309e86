import { describe, expect, it } from 'vitest';
import type { ThemeColours } from '#shared/api-types.ts';
import { DEFAULT_THEME } from '#shared/default-theme.ts';
import { brandColourTokens } from './brand-colours.ts';
import { themeContrastPairs, unreadablePairs, type ContrastPairName } from './theme-contrast.ts';

const WHITE_THEME: ThemeColours = {
  primary: 'ffffff',
  primary2: 'ffffff',
  secondary: 'ffffff',
  secondary2: 'ffffff',
  background: 'ffffff',
  support: 'ffffff',
};
// The platform's colours with a star dark enough to read on white.
const READABLE: ThemeColours = { ...DEFAULT_THEME, secondary: 'b45309' };

const failing = (colours: ThemeColours): ContrastPairName[] => unreadablePairs(colours).map(({ name }) => name);
const ratioOf = (colours: ThemeColours, name: ContrastPairName) => themeContrastPairs(colours).find((pair) => pair.name === name)!.ratio;

describe('the contrast of the pairs a theme draws', () => {
  it('checks every pair the portal draws, in the colours it wears: text at 4.5:1, controls, icons and charts at 3:1', () => {
    const brand = brandColourTokens(DEFAULT_THEME);
    expect(
      themeContrastPairs(DEFAULT_THEME).map(({ name, foreground, background, minimum }) => [name, foreground, background, minimum]),
    ).toEqual([
      ['menuText', brand.contrast.value, '#1f3a5f', 4.5],
      ['menuCurrent', brand.primary2Contrast.value, '#2f5d8a', 4.5],
      ['pageText', brand.backgroundContrast.value, '#f4f6f9', 4.5],
      ['pageLinks', brand.fg.value, '#f4f6f9', 4.5],
      ['primaryOnPanels', '#1f3a5f', '#ffffff', 3],
      ['primaryOnPage', '#1f3a5f', '#f4f6f9', 3],
      ['favouriteStar', '#d97706', '#ffffff', 3],
    ]);
  });

  it('warns of an all-white theme: its texts read, but its buttons, icons, tabs and star vanish on white', () => {
    expect(failing(WHITE_THEME)).toEqual(['primaryOnPanels', 'primaryOnPage', 'favouriteStar']);
    expect(ratioOf(WHITE_THEME, 'primaryOnPanels')).toBe(1);
    // The texts take the dark colour, and the links are darkened until they read on white.
    expect(ratioOf(WHITE_THEME, 'menuText')).toBeGreaterThan(15);
    expect(ratioOf(WHITE_THEME, 'pageLinks')).toBeGreaterThanOrEqual(4.5);
  });

  it('warns of a mid grey, on which neither white nor the dark text reaches 4.5:1', () => {
    expect(failing(READABLE)).toEqual([]);
    expect(failing({ ...READABLE, primary: '808080' })).toEqual(['menuText']);
    expect(failing({ ...READABLE, primary2: '808080' })).toEqual(['menuCurrent']);
    expect(ratioOf({ ...READABLE, primary2: '808080' }, 'menuCurrent')).toBeCloseTo(4.13, 2);
  });

  it('warns of links and buttons that the page background swallows, though each reads on white', () => {
    expect(failing({ ...READABLE, background: '1f3a5f' })).toEqual(['pageLinks', 'primaryOnPage']);
  });

  it('counts a pair at its minimum as readable', () => {
    // #949494 reaches 3:1 on white (3.03:1); #959595 does not (2.995:1).
    expect(failing({ ...READABLE, secondary: '949494' })).toEqual([]);
    expect(failing({ ...READABLE, secondary: '959595' })).toEqual(['favouriteStar']);
  });

  it("finds nothing short in the platform's own colours, which a new theme starts from: the star's amber reads 3.19:1 on white", () => {
    expect(failing(DEFAULT_THEME)).toEqual([]);
    expect(ratioOf(DEFAULT_THEME, 'favouriteStar')).toBeCloseTo(3.19, 2);
  });
});
