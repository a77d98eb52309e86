import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import type { ThemeColours } from '#shared/api-types.ts';
import { THEME_COLOURS, type ThemeColour } from '#shared/constants.ts';
import { DEFAULT_THEME } from '#shared/default-theme.ts';
import { contrastRatio, mix } from './colour.ts';
import { FOCUS_RING_CSS, focusRingTokens } from './focus-ring.ts';

export { contrastRatio };

// The one theme of the SPA: Chakra's defaults plus `brand.*` semantic tokens that carry a business's
// six colours, and `focusRing.*` computed from them. The user-data theme styles the app; a subdomain's
// branding styles the login page.

/**
 * Chakra's `defaultConfig` (same tokens, global CSS and styles) with only the recipes of the Chakra
 * components the portal uses: all of Chakra's recipes would add ~20 KB gzipped to every page (budget
 * 180 KB), and every registered recipe ships in the entry chunk whoever uses it. Starting to use
 * another Chakra component? Add its recipe here; in development a component without one logs a warning.
 */
const portalDefaultConfig = mergeConfigs(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    // Focus rings by surface (focus-ring.ts).
    globalCss: { ...globalCss, ...FOCUS_RING_CSS, '*': { ...globalCss['*'], ...FOCUS_RING_CSS['*'] } },
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        checkmark: checkmarkRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        inputAddon: inputAddonRecipe,
        link: linkRecipe,
        separator: separatorRecipe,
        skeleton: skeletonRecipe,
        spinner: spinnerRecipe,
        textarea: textareaRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe,
        breadcrumb: breadcrumbSlotRecipe,
        // White panels, often on the page's background: the controls inside take the white panels' ring.
        card: {
          ...cardSlotRecipe,
          base: { ...cardSlotRecipe.base, root: { ...cardSlotRecipe.base?.root, ...FOCUS_RING_CSS['[data-ring=surface]'] } },
        },
        checkbox: checkboxSlotRecipe,
        dialog: dialogSlotRecipe,
        field: fieldSlotRecipe,
        fieldset: fieldsetSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        table: tableSlotRecipe,
        toast: toastSlotRecipe,
      },
    },
  }),
);

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

const systems = new Map<string, SystemContext>();

/** The Chakra system for a theme; built once per distinct set of colours. */
export function buildSystem(colours?: Partial<ThemeColours> | null): SystemContext {
  const c = normaliseColours(colours);
  const key = THEME_COLOURS.map((name) => c[name]).join();
  let system = systems.get(key);
  if (!system) {
    const colors = { brand: brandColourTokens(c), focusRing: focusRingTokens(c) };
    system = createSystem(portalDefaultConfig, defineConfig({ theme: { semanticTokens: { colors } } }));
    if (import.meta.env.DEV) warnOnMissingRecipes(system);
    systems.set(key, system);
  }
  return system;
}

/** The colour, darkened just enough for text on `background` (AA, 4.5:1). */
function darkenUntilReadable(hex: string, background: string): string {
  let colour = hex;
  for (let step = 0; step < 10 && contrastRatio(colour, background) < 4.5; step += 1) {
    colour = mix(colour, '#000000', 0.15);
  }
  return colour;
}

/**
 * In development, a Chakra component whose recipe exists in Chakra's full theme but is not registered
 * here says so instead of rendering unstyled. (The full theme is loaded in development only.)
 */
function warnOnMissingRecipes(system: SystemContext): void {
  const { getRecipeFn, getSlotRecipeFn } = system;
  let known: { recipes: object; slotRecipes: object } | undefined;
  void import('@chakra-ui/react/theme').then((theme) => {
    known = theme;
  });
  const warn = (key: string) => console.warn(`Chakra "${key}" has no recipe: register Chakra's recipe in web/src/lib/theme.ts`);
  system.getRecipeFn = (key, fallback) => {
    if (!fallback && !system.isRecipe(key) && known && key in known.recipes) warn(key);
    return getRecipeFn(key, fallback);
  };
  system.getSlotRecipeFn = (key, fallback) => {
    if (!fallback && !system.isSlotRecipe(key) && known && key in known.slotRecipes) warn(key);
    return getSlotRecipeFn(key, fallback);
  };
}
