// Answers of the fake API for the theme screens' tests.
import type { ThemeItem } from '#shared/api-types.ts';
import { DEFAULT_THEME } from '#shared/default-theme.ts';

export const themeRow = (id: string, overrides: Partial<ThemeItem> = {}): ThemeItem => ({
  id,
  name: `Tema ${id}`,
  ...DEFAULT_THEME,
  business_names: [],
  ...overrides,
});

export const TEAL = themeRow('t1', {
  name: 'Verde-água',
  primary: '0f766e',
  primary2: '115e59',
  secondary: 'f59e0b',
  secondary2: 'fcd34d',
  background: 'f8fafc',
  support: '64748b',
  business_names: ['Demo Ltda', 'Outra S.A.'],
});
