// A theme's six colours as the portal wears them: the `brand.*` tokens and the text colours it picks on
// each, with no Chakra in it, so the contrast checks (theme-contrast.ts) read the very colours drawn.
import type { ThemeColours } from '#shared/api-types.ts';
import { THEME_COLOURS, type ThemeColour } from '#shared/constants.ts';
import { DEFAULT_THEME } from '#shared/default-theme.ts';
import { contrastRatio, mix } from './colour.ts';

const HEX6 = /^#?([0-9a-f]{6})$/i;
const WHITE = '#ffffff';
const DARK_TEXT = '#1a202c';

/** Six `#rrggbb` colours; anything missing or malformed falls back to that colour of `DEFAULT_THEME`. */
export function normaliseColours(colours?: Partial<ThemeColours> | null): Record<ThemeColour, string> {
  const result = {} as Record<ThemeColour, string>;
  for (const name of THEME_COLOURS) {
    const match = HEX6.exec(colours?.[name]?.trim() ?? '');
    result[name] = `#${(match ? match[1] : DEFAULT_THEME[name]).toLowerCase()}`;
  }
  return result;
}

/** White or dark text, whichever reads better on the colour. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, WHITE) >= contrastRatio(background, DARK_TEXT) ? WHITE : DARK_TEXT;
}

/** The `brand.*` semantic colour tokens for a theme (also a complete `colorPalette="brand"`). */
export function brandColourTokens(colours?: Partial<ThemeColours> | null) {
  const c = normaliseColours(colours);
  const value = (v: string) => ({ value: v });
  return {
    primary: value(c.primary),
    primary2: value(c.primary2),
    secondary: value(c.secondary),
    secondary2: value(c.secondary2),
    background: value(c.background),
    support: value(c.support),
    // Text colours that stay legible on each brand colour.
    contrast: value(readableTextOn(c.primary)),
    primary2Contrast: value(readableTextOn(c.primary2)),
    secondaryContrast: value(readableTextOn(c.secondary)),
    secondary2Contrast: value(readableTextOn(c.secondary2)),
    backgroundContrast: value(readableTextOn(c.background)),
    supportContrast: value(readableTextOn(c.support)),
    // The rest of Chakra's palette contract, so components accept colorPalette="brand".
    solid: value(c.primary),
    fg: value(darkenUntilReadable(c.primary, WHITE)),
    muted: value(mix(c.primary, WHITE, 0.6)),
    subtle: value(mix(c.primary, WHITE, 0.85)),
    emphasized: value(mix(c.primary, WHITE, 0.4)),
    focusRing: value('{colors.focusRing}'),
  };
}

/** The colour, darkened just enough for text on `background` (AA, 4.5:1). */
function darkenUntilReadable(hex: string, background: string): string {
  let colour = hex;
  for (let step = 0; step < 10 && contrastRatio(colour, background) < 4.5; step += 1) {
    colour = mix(colour, '#000000', 0.15);
  }
  return colour;
}
