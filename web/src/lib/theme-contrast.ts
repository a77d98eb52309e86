// The pairs of a theme's colours that the portal draws one on the other, each with the contrast WCAG 2.1
// asks of it: 4.5:1 for text (1.4.3), 3:1 for what identifies a control, its state or a chart (1.4.11).
// The colours are the tokens the portal wears (brand-colours.ts), text included as the portal picks it.
// Focus rings are not here: focus-ring.ts computes each surface's ring to 3:1 against it.
import type { ThemeColours } from '#shared/api-types.ts';
import { brandColourTokens } from './brand-colours.ts';
import { contrastRatio } from './colour.ts';

/** WCAG 2.1 AA: text (1.4.3); controls, states and graphics (1.4.11). */
export const MIN_TEXT_CONTRAST = 4.5;
export const MIN_GRAPHIC_CONTRAST = 3;

/**
 * Where each pair is drawn: `menuText` the side menu's items and the solid buttons' labels on the primary
 * colour; `menuCurrent` the current (and hovered) menu item on primary 2; `pageText` the headings and texts
 * on the page's background; `pageLinks` the links and the chosen tab (`brand.fg`) on it; `primaryOnPanels`
 * the buttons, checked boxes, icons and chart bars in the primary colour on white panels; `primaryOnPage`
 * the buttons and the chosen tab's underline on the background; `favouriteStar` the secondary colour's
 * star on the white cards.
 */
export type ContrastPairName = 'menuText' | 'menuCurrent' | 'pageText' | 'pageLinks' | 'primaryOnPanels' | 'primaryOnPage' | 'favouriteStar';

export interface ContrastPair {
  name: ContrastPairName;
  foreground: string;
  background: string;
  ratio: number;
  minimum: number;
}

const WHITE = '#ffffff';

/** Every pair the portal draws in this theme, with its contrast ratio, in the order of the screen. */
export function themeContrastPairs(colours: Partial<ThemeColours>): ContrastPair[] {
  const brand = brandColourTokens(colours);
  const pairs: [ContrastPairName, string, string, number][] = [
    ['menuText', brand.contrast.value, brand.primary.value, MIN_TEXT_CONTRAST],
    ['menuCurrent', brand.primary2Contrast.value, brand.primary2.value, MIN_TEXT_CONTRAST],
    ['pageText', brand.backgroundContrast.value, brand.background.value, MIN_TEXT_CONTRAST],
    ['pageLinks', brand.fg.value, brand.background.value, MIN_TEXT_CONTRAST],
    ['primaryOnPanels', brand.solid.value, WHITE, MIN_GRAPHIC_CONTRAST],
    ['primaryOnPage', brand.solid.value, brand.background.value, MIN_GRAPHIC_CONTRAST],
    ['favouriteStar', brand.secondary.value, WHITE, MIN_GRAPHIC_CONTRAST],
  ];
  return pairs.map(([name, foreground, background, minimum]) => ({
    name,
    foreground,
    background,
    ratio: contrastRatio(foreground, background),
    minimum,
  }));
}

/** The pairs that read under their minimum. */
export const unreadablePairs = (colours: Partial<ThemeColours>): ContrastPair[] =>
  themeContrastPairs(colours).filter((pair) => pair.ratio < pair.minimum);
