import type { ThemeColours } from '#shared/api-types.ts';
import { THEME_COLOURS } from '#shared/constants.ts';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import { unreadablePairs } from '#web/lib/theme-contrast.ts';

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

/** `4,48`: truncated, never rounded up to the minimum it misses. */
const formatRatio = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2).replace('.', ',');

/** `4,5`, `3`. */
const formatMinimum = (minimum: number) => String(minimum).replace('.', ',');

/**
 * A warning for each pair of colours the portal draws one on the other that reads under its minimum
 * (4.5:1 for text, 3:1 for buttons, icons and charts: web/src/lib/theme-contrast.ts), naming the pair.
 */
export function contrastWarnings(colours: ThemeColours): string[] {
  return unreadablePairs(colours).map(({ name, ratio, minimum }) =>
    THEME_MESSAGES.lowContrast(THEME_MESSAGES.contrastPairs[name], formatRatio(ratio), formatMinimum(minimum)),
  );
}
