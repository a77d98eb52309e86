// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '#shared/default-theme.ts';
import { buildSystem, contrastRatio, normaliseColours } from './theme.ts';

const COLOURS = {
  primary: '112233',
  primary2: '445566',
  secondary: 'AABBCC',
  secondary2: 'ddeeff',
  background: 'fafafa',
  support: '000000',
};

const brandValue = (system: ReturnType<typeof buildSystem>, name: string) => system.tokens.getByName(`colors.brand.${name}`)?.value;

describe('theme builder', () => {
  it('maps the six colours of a theme to brand tokens, with the # the interface prepends', () => {
    const system = buildSystem(COLOURS);
    expect(brandValue(system, 'primary')).toBe('#112233');
    expect(brandValue(system, 'primary2')).toBe('#445566');
    expect(brandValue(system, 'secondary')).toBe('#aabbcc');
    expect(brandValue(system, 'secondary2')).toBe('#ddeeff');
    expect(brandValue(system, 'background')).toBe('#fafafa');
    expect(brandValue(system, 'support')).toBe('#000000');
  });

  it('picks legible text colours for each brand colour', () => {
    const system = buildSystem(COLOURS);
    expect(brandValue(system, 'contrast')).toBe('#ffffff'); // on dark primary
    expect(brandValue(system, 'backgroundContrast')).not.toBe('#ffffff'); // on a light background
    expect(contrastRatio(brandValue(system, 'fg')!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to the default colour for a missing or malformed one', () => {
    const colours = normaliseColours({ ...COLOURS, primary: 'not-a-colour', support: '#12345' });
    expect(colours.primary).toBe(`#${DEFAULT_THEME.primary}`);
    expect(colours.support).toBe(`#${DEFAULT_THEME.support}`);
    expect(colours.primary2).toBe('#445566');
    expect(normaliseColours(null).background).toBe(`#${DEFAULT_THEME.background}`);
  });

  it("exposes the theme's focus rings and points every element at the ring of its surface", () => {
    const system = buildSystem(COLOURS);
    const ring = (name: string) => system.tokens.getByName(`colors.focusRing.${name}`)?.value;
    expect(contrastRatio(ring('surface')!, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(ring('page')!, '#fafafa')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(ring('menu')!, '#112233')).toBeGreaterThanOrEqual(3);
    // `focusRing` is read where each element is: `data-ring` switches it for a subtree.
    expect(system.getGlobalCss()).toMatchObject({
      '@layer base': {
        '&*': { '--chakra-colors-color-palette-focus-ring': 'var(--chakra-colors-focus-ring) !important' },
        '&[data-ring=menu]': { '--chakra-colors-focus-ring': 'var(--chakra-colors-focus-ring-menu)' },
      },
    });
  });

  it('builds one system per distinct set of colours', () => {
    expect(buildSystem({ ...COLOURS })).toBe(buildSystem({ ...COLOURS }));
    expect(buildSystem(COLOURS)).not.toBe(buildSystem({ ...COLOURS, primary: '000000' }));
  });
});
