import type { ThemeColour } from '#shared/constants.ts';
import { contrastRatio, mix } from './colour.ts';

// Focus rings from the theme's own colours: a business's colours are data, so the ring of each surface
// the portal draws controls on is computed to keep WCAG 1.4.11's 3:1 against that surface.

export const MIN_RING_CONTRAST = 3;

const WHITE = '#ffffff';
const STEPS = 20;

/**
 * The brand colour darkened or lightened as little as possible until it has 3:1 against every one of
 * `surfaces`; when no colour can (a mid-dark page with white panels on it), against the first alone,
 * which black or white always can.
 */
export function ringColour(brand: string, surfaces: readonly string[]): string {
  const candidates = Array.from({ length: 2 * STEPS + 2 }, (_, i) => mix(brand, i % 2 ? WHITE : '#000000', Math.floor(i / 2) / STEPS));
  const meets = (against: readonly string[]) => (colour: string) =>
    against.every((surface) => contrastRatio(colour, surface) >= MIN_RING_CONTRAST);
  return candidates.find(meets(surfaces)) ?? candidates.find(meets(surfaces.slice(0, 1)))!;
}

/**
 * The `focusRing.*` colour tokens of a theme: the ring on white panels (header, cards, forms, dialogs,
 * the login card), on the page's background, and on the side menu. `focusRing` itself is the ring of
 * the surface an element sits on (see `FOCUS_RING_CSS`).
 */
export function focusRingTokens(c: Record<ThemeColour, string>) {
  return {
    DEFAULT: { value: '{colors.focusRing.surface}' },
    surface: { value: ringColour(c.primary, [WHITE, c.background]) },
    page: { value: ringColour(c.primary, [c.background, WHITE]) },
    menu: { value: ringColour(c.primary, [c.primary, c.primary2]) },
  };
}

const CONTEXT_RING = '--chakra-colors-focus-ring';
const contextRing = `var(${CONTEXT_RING}) !important`;

/**
 * Global CSS that gives every element the ring of the surface it sits on. An element marks its surface
 * with `data-ring` ("page", "menu", "surface"; "notice": white, on Chakra's solid green and red notices),
 * and the colours inside take that ring. The palettes' rings, which Chakra's recipes and the screens read,
 * are re-pointed to it on every element (!important outranks the recipes' layer), and elements without a
 * ring of their own draw it instead of the browser's.
 */
export const FOCUS_RING_CSS = {
  '*': { '--chakra-colors-color-palette-focus-ring': contextRing, '--chakra-colors-brand-focus-ring': contextRing },
  ':focus-visible': { outline: '2px solid {colors.focusRing}', outlineOffset: '2px' },
  '[data-ring=page]': { [CONTEXT_RING]: '{colors.focusRing.page}' },
  '[data-ring=menu]': { [CONTEXT_RING]: '{colors.focusRing.menu}' },
  '[data-ring=surface]': { [CONTEXT_RING]: '{colors.focusRing.surface}' },
  '[data-ring=notice]': { [CONTEXT_RING]: '{colors.white}' },
};
