// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '#shared/default-theme.ts';
import { normaliseColours } from './brand-colours.ts';
import { contrastRatio, portalSystem, themeVariables } from './theme.ts';

const COLOURS = {
  primary: '112233',
  primary2: '445566',
  secondary: 'AABBCC',
  secondary2: 'ddeeff',
  background: 'fafafa',
  support: '000000',
};

/** The value a theme gives the variable of token `colors.<path>`. */
const themed = (colours: typeof COLOURS | null, path: string) =>
  themeVariables(colours)[portalSystem().tokens.getByName(`colors.${path}`)!.extensions.cssVar!.var];

describe('theme builder', () => {
  it("maps the six colours of a theme to the brand tokens' variables, with the # the interface prepends", () => {
    expect(themed(COLOURS, 'brand.primary')).toBe('#112233');
    expect(themeVariables(COLOURS)['--chakra-colors-brand-primary']).toBe('#112233');
    expect(themed(COLOURS, 'brand.primary2')).toBe('#445566');
    expect(themed(COLOURS, 'brand.secondary')).toBe('#aabbcc');
    expect(themed(COLOURS, 'brand.secondary2')).toBe('#ddeeff');
    expect(themed(COLOURS, 'brand.background')).toBe('#fafafa');
    expect(themed(COLOURS, 'brand.support')).toBe('#000000');
  });

  it('picks legible text colours for each brand colour', () => {
    expect(themed(COLOURS, 'brand.contrast')).toBe('#ffffff'); // on dark primary
    expect(themed(COLOURS, 'brand.backgroundContrast')).not.toBe('#ffffff'); // on a light background
    expect(contrastRatio(themed(COLOURS, 'brand.fg'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('styles the default look with the system itself: no theme gives other values than its own tokens', () => {
    for (const [variable, value] of Object.entries(themeVariables(null))) {
      const token = portalSystem().tokens.allTokens.find((candidate) => candidate.extensions.cssVar?.var === variable);
      expect(token?.value, variable).toBe(value);
    }
    expect(Object.keys(themeVariables(null))).toEqual(Object.keys(themeVariables(COLOURS)));
  });

  it('keeps error, warning and success texts at 4.5:1 on white', () => {
    for (const name of ['error', 'warning', 'success']) {
      expect(contrastRatio(portalSystem().tokens.getByName(`colors.fg.${name}`)!.value, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('falls back to the default colour for a missing or malformed one', () => {
    const colours = normaliseColours({ ...COLOURS, primary: 'not-a-colour', support: '#12345' });
    expect(colours.primary).toBe(`#${DEFAULT_THEME.primary}`);
    expect(colours.support).toBe(`#${DEFAULT_THEME.support}`);
    expect(colours.primary2).toBe('#445566');
    expect(normaliseColours(null).background).toBe(`#${DEFAULT_THEME.background}`);
  });

  it("exposes the theme's focus rings and points every element at the ring of its surface", () => {
    const ring = (name: string) => themed(COLOURS, `focusRing.${name}`);
    expect(contrastRatio(ring('surface'), '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(ring('page'), '#fafafa')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(ring('menu'), '#112233')).toBeGreaterThanOrEqual(3);
    // `focusRing` is read where each element is: `data-ring` switches it for a subtree.
    expect(portalSystem().getGlobalCss()).toMatchObject({
      '@layer base': {
        '&*': { '--chakra-colors-color-palette-focus-ring': 'var(--chakra-colors-focus-ring) !important' },
        '&[data-ring=menu]': { '--chakra-colors-focus-ring': 'var(--chakra-colors-focus-ring-menu)' },
      },
    });
  });
});
