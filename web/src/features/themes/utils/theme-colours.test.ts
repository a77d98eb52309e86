import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '#shared/default-theme.ts';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import { contrastWarnings, hexOf, validColours } from './theme-colours.ts';

describe('theme colours', () => {
  it('reads six hex digits with or without #, in any case, and nothing else', () => {
    expect(hexOf('0F766E')).toBe('0f766e');
    expect(hexOf(' #abcdef ')).toBe('abcdef');
    expect(hexOf('abcde')).toBeUndefined();
    expect(hexOf('ghijkl')).toBeUndefined();
    expect(hexOf('##abcdef')).toBeUndefined();
  });

  it('keeps the last valid colour for one being typed', () => {
    expect(validColours({ ...DEFAULT_THEME, primary: '12', support: '#AABBCC' }, DEFAULT_THEME)).toEqual({
      ...DEFAULT_THEME,
      support: 'aabbcc',
    });
  });

  it('warns of nothing for the default theme, and of each pairing under 4.5:1 with its truncated ratio', () => {
    expect(contrastWarnings(DEFAULT_THEME)).toEqual([]);
    // Mid grey: neither white (3.94:1) nor the dark text (4.13:1) reaches 4.5:1.
    expect(contrastWarnings({ ...DEFAULT_THEME, primary: '808080', background: '808080' })).toEqual([
      THEME_MESSAGES.lowContrast(THEME_MESSAGES.contrastPairs.menu, '4,13'),
      THEME_MESSAGES.lowContrast(THEME_MESSAGES.contrastPairs.body, '4,13'),
    ]);
    expect(contrastWarnings({ ...DEFAULT_THEME, secondary: '777777' })).toEqual([
      THEME_MESSAGES.lowContrast(THEME_MESSAGES.contrastPairs.button, '4,47'),
    ]);
  });
});
