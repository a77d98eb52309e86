import type { ThemeColours } from '#shared/api-types.ts';
import { THEME_COLOURS } from '#shared/constants.ts';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import { contrastRatio, readableTextOn } from '#web/lib/theme.ts';

const HEX6 = /^#?([0-9a-f]{6})$/i;

/** The six hex digits of a typed colour (lower-case, no `#`), or undefined when it is not one. */
export function hexOf(typed: string): string | undefined {
  return HEX6.exec(typed.trim())?.[1]?.toLowerCase();
}

/** The colours to draw: each typed colour that is valid, else the one drawn before (the last valid). */
export function validColours(typed: ThemeColours, previous: ThemeColours): ThemeColours {
  const next = { ...previous };
  for (const name of THEME_COLOURS) next[name] = hexOf(typed[name]) ?? previous[name];
  return next;
}

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

/** `4,48`: truncated, never rounded up to the minimum it misses. */
const formatRatio = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2).replace('.', ',');

/**
 * The warnings of the pairings that read badly (under 4.5:1): the menu's text on `primary`, the
 * button's text on `secondary`, the body text on `background`, each text in the colour the portal
 * itself picks for that background (`readableTextOn`).
 */
export function contrastWarnings(colours: ThemeColours): string[] {
  const pairs = [
    [THEME_MESSAGES.contrastPairs.menu, colours.primary],
    [THEME_MESSAGES.contrastPairs.button, colours.secondary],
    [THEME_MESSAGES.contrastPairs.body, colours.background],
  ] as const;
  return pairs.flatMap(([what, hex]) => {
    const background = `#${hex}`;
    const ratio = contrastRatio(readableTextOn(background), background);
    return ratio < MIN_CONTRAST ? [THEME_MESSAGES.lowContrast(what, formatRatio(ratio))] : [];
  });
}
