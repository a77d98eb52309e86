import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '#shared/default-theme.ts';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import { contrastWarnings, hexOf, validColours } from './theme-colours.ts';

const M = THEME_MESSAGES;
// The platform's colours with a star dark enough to read on white.
const READABLE = { ...DEFAULT_THEME, secondary: 'b45309' };

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

  it('names each pair under its minimum, with its truncated ratio and that minimum', () => {
    expect(contrastWarnings(READABLE)).toEqual([]);
    // Mid grey: neither white (3.94:1) nor the dark text (4.13:1) reaches 4.5:1.
    expect(contrastWarnings({ ...READABLE, primary: '808080' })).toEqual([M.lowContrast(M.contrastPairs.menuText, '4,13', '4,5')]);
    // 2.995:1 is shown as 2,99, never rounded up to the 3:1 it misses.
    expect(contrastWarnings({ ...READABLE, secondary: '959595' })).toEqual([M.lowContrast(M.contrastPairs.favouriteStar, '2,99', '3')]);
  });

  it('warns of an all-white theme, naming what vanishes on white', () => {
    const white = { primary: 'ffffff', primary2: 'ffffff', secondary: 'ffffff', secondary2: 'ffffff', background: 'ffffff', support: 'ffffff' };
    expect(contrastWarnings(white)).toEqual([
      M.lowContrast(M.contrastPairs.primaryOnPanels, '1,00', '3'),
      M.lowContrast(M.contrastPairs.primaryOnPage, '1,00', '3'),
      M.lowContrast(M.contrastPairs.favouriteStar, '1,00', '3'),
    ]);
    expect(contrastWarnings(white)[0]).toBe(
      'Contraste baixo: a cor primária (botões, ícones, gráficos) sobre o branco dos painéis fica com 1,00:1, abaixo do mínimo de 3:1 (WCAG AA).',
    );
  });
});
