import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { THEME_COLOURS } from '#shared/constants.ts';
import { contrastRatio } from './colour.ts';
import { focusRingTokens, MIN_RING_CONTRAST, ringColour } from './focus-ring.ts';
import { normaliseColours } from './brand-colours.ts';

const hexColour = fc.integer({ min: 0, max: 0xffffff }).map((n) => n.toString(16).padStart(6, '0'));
// Mostly random colours, often the extremes a business may pick: black, white, mid greys, pure hues.
const themeColour = fc.oneof(
  { arbitrary: hexColour, weight: 3 },
  { arbitrary: fc.constantFrom('000000', 'ffffff', '777777', '595959', '949494', 'ff0000', '00ff00', '0000ff', 'ffff00'), weight: 1 },
);
const anyTheme = fc
  .tuple(...THEME_COLOURS.map(() => themeColour))
  .map((values) => normaliseColours(Object.fromEntries(THEME_COLOURS.map((name, i) => [name, values[i]]))));

const WHITE = '#ffffff';
const ringsOf = (theme: ReturnType<typeof normaliseColours>) => {
  const tokens = focusRingTokens(theme);
  return { surface: tokens.surface.value, page: tokens.page.value, menu: tokens.menu.value };
};
const meets = (ring: string, surface: string) => contrastRatio(ring, surface) >= MIN_RING_CONTRAST;
/** Whether black or white could ring both surfaces: then one ring must. */
const shareable = (a: string, b: string) => ['#000000', WHITE].some((ring) => meets(ring, a) && meets(ring, b));

describe('focus rings from a theme', () => {
  it('for any six colours, every surface has a ring with 3:1 against it', () => {
    fc.assert(
      fc.property(anyTheme, (theme) => {
        const rings = ringsOf(theme);
        expect(contrastRatio(rings.surface, WHITE)).toBeGreaterThanOrEqual(MIN_RING_CONTRAST);
        expect(contrastRatio(rings.page, theme.background)).toBeGreaterThanOrEqual(MIN_RING_CONTRAST);
        expect(contrastRatio(rings.menu, theme.primary)).toBeGreaterThanOrEqual(MIN_RING_CONTRAST);
      }),
      { numRuns: 2000 },
    );
  });

  it('rings white panels and the page around them alike, and the menu and its current item, whenever one colour can', () => {
    fc.assert(
      fc.property(anyTheme, (theme) => {
        const rings = ringsOf(theme);
        if (shareable(WHITE, theme.background)) {
          expect(meets(rings.surface, theme.background) && meets(rings.page, WHITE)).toBe(true);
        }
        if (shareable(theme.primary, theme.primary2)) expect(meets(rings.menu, theme.primary2)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the brand colour when it already stands out, else the nearest shade of it', () => {
    // The demo's teal has 5.5:1 on white and on its pale background.
    expect(ringColour('#0f766e', [WHITE, '#f0fdfa'])).toBe('#0f766e');
    // A light orange on white is darkened, not replaced by black.
    const ring = ringColour('#f2a541', [WHITE]);
    expect(meets(ring, WHITE)).toBe(true);
    expect(ring).not.toBe('#000000');
    expect(contrastRatio(ring, '#f2a541')).toBeLessThan(contrastRatio('#000000', '#f2a541'));
  });

  it('when no colour can ring both, rings the first surface', () => {
    // A mid-dark grey page: 3:1 against it needs a light ring, against white a dark one.
    const page = '#555555';
    expect(shareable(page, WHITE)).toBe(false);
    expect(meets(ringColour('#0f766e', [page, WHITE]), page)).toBe(true);
    expect(meets(ringColour('#0f766e', [WHITE, page]), WHITE)).toBe(true);
  });
});
