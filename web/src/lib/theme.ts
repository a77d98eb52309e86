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
import { brandColourTokens, normaliseColours } from './brand-colours.ts';
import { contrastRatio } from './colour.ts';
import { FOCUS_RING_CSS, focusRingTokens } from './focus-ring.ts';

export { contrastRatio };

// The one theme of the SPA: Chakra's defaults plus `brand.*` semantic tokens that carry a business's
// six colours (brand-colours.ts), and `focusRing.*` computed from them. The user-data theme styles the
// app; a subdomain's branding styles the login page.

/** Palettes no screen of the portal uses (status colours are red, orange, green and blue): tokens nobody reads. */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink']);

function withoutUnusedPalettes<T extends object>(colours: T): T {
  return Object.fromEntries(Object.entries(colours).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;
}

/**
 * The portal has no dark mode: each semantic token keeps its light value alone, which spares building
 * a dark variant of every token at each start (about a third of the system's construction).
 */
function lightOnly<T extends object>(definitions: T): T {
  const isToken = (node: object): node is { value: unknown } => 'value' in node;
  const visit = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    if (isToken(node)) {
      const { value } = node;
      return { ...node, value: value && typeof value === 'object' && '_light' in value ? value._light : value };
    }
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, visit(child)]));
  };
  return visit(definitions) as T;
}

/**
 * Status colours that read under WCAG AA, one shade darker than Chakra's: its error, warning and success
 * texts (red.500, orange.600, green.600) on white, and white on its solid green and red (the notices:
 * 3.3:1 on green.600) fall short of 4.5:1.
 */
const READABLE_STATUS = {
  fg: { error: 'red.600', warning: 'orange.700', success: 'green.700' },
  green: { solid: 'green.700' },
  red: { solid: 'red.700' },
};

function readableStatusColours<T extends object>(colours: T): T {
  const groups = colours as Record<string, Record<string, { value: object }>>;
  const next = { ...groups };
  for (const [group, shades] of Object.entries(READABLE_STATUS)) {
    next[group] = { ...groups[group] };
    for (const [name, shade] of Object.entries(shades))
      next[group][name] = { value: { ...groups[group][name].value, _light: `{colors.${shade}}` } };
  }
  return next as T;
}

/** Notices at full opacity: Chakra dims their text to 80 %, under 4.5:1 on the solid colours. */
const readableToasts = {
  ...toastSlotRecipe,
  base: { ...toastSlotRecipe.base, description: { ...toastSlotRecipe.base?.description, opacity: 1 } },
};

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
      tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
      semanticTokens: lightOnly({ ...semanticTokens, colors: readableStatusColours(withoutUnusedPalettes(semanticTokens.colors)) }),
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
        toast: readableToasts,
      },
    },
  }),
);

/** The semantic colour tokens a theme sets: its `brand.*` palette and its `focusRing.*` rings. */
export function themeColourTokens(colours?: Partial<ThemeColours> | null) {
  const c = normaliseColours(colours);
  return { brand: brandColourTokens(c), focusRing: focusRingTokens(c) };
}

let system: SystemContext | undefined;

/**
 * The portal's one Chakra system, in the default colours, built at its first use. Building a system is
 * the heaviest work of a page's start (every token and recipe is resolved), and a second system would
 * restyle every element: a business's theme changes only the CSS variables of its tokens instead
 * (`themeVariables`).
 */
export function portalSystem(): SystemContext {
  if (!system) {
    system = createSystem(portalDefaultConfig, defineConfig({ theme: { semanticTokens: { colors: themeColourTokens(null) } } }));
    if (import.meta.env.DEV) warnOnMissingRecipes(system);
  }
  return system;
}

/**
 * The CSS variables that dress the portal in a theme: Chakra's own variable of each `brand.*` and
 * `focusRing.*` token that holds a colour (the ones that refer to another token stay as they are).
 */
export function themeVariables(colours?: Partial<ThemeColours> | null): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [group, entries] of Object.entries(themeColourTokens(colours))) {
    for (const [name, { value }] of Object.entries(entries)) {
      if (value.startsWith('{')) continue;
      const variable = portalSystem().tokens.getByName(`colors.${group}.${name}`)?.extensions.cssVar?.var;
      if (variable) variables[variable] = value;
    }
  }
  return variables;
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
