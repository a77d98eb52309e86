import type { ThemeColours } from './api-types.ts';

/**
 * The platform's own look. The server sends it as the theme of the platform admin and of a business
 * without one; the SPA wears it before a theme is known and uses it for any colour that is not valid hex.
 */
export const DEFAULT_THEME: ThemeColours = {
  primary: '1f3a5f',
  primary2: '2f5d8a',
  // The favourite star on white cards: amber that reaches 3:1 there (f2a541 drew it at 2.05:1).
  secondary: 'd97706',
  secondary2: 'f6c177',
  background: 'f4f6f9',
  support: '6b7785',
};
