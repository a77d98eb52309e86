import type { ThemeColours } from './api-types.ts';

/** The platform's own look: used for the platform admin and where no business theme applies. */
export const DEFAULT_THEME: ThemeColours = {
  primary: '1f3a5f',
  primary2: '2f5d8a',
  secondary: 'f2a541',
  secondary2: 'f6c177',
  background: 'f4f6f9',
  support: '6b7785',
};
