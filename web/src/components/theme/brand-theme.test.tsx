import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ThemeColours } from '#shared/api-types.ts';
import { DEFAULT_THEME } from '#shared/default-theme.ts';
import { TestProviders } from '#web/testing/test-wrapper.tsx';
import { useBrandTheme } from './brand-theme.tsx';

const GREEN: ThemeColours = { ...DEFAULT_THEME, primary: '14532d', background: 'f0fdf4' };

function Screen({ colours }: { colours: ThemeColours | null }) {
  useBrandTheme(colours);
  return <p>tela</p>;
}

const variable = (name: string) => document.documentElement.style.getPropertyValue(name);

describe('useBrandTheme', () => {
  it("puts a theme's colours in the tokens' variables on <html>, and the default look back", () => {
    const { rerender } = render(<Screen colours={GREEN} />, { wrapper: TestProviders });
    expect(variable('--chakra-colors-brand-primary')).toBe('#14532d');
    expect(variable('--chakra-colors-brand-background')).toBe('#f0fdf4');
    expect(variable('--chakra-colors-focus-ring-menu')).toMatch(/^#[0-9a-f]{6}$/);

    rerender(<Screen colours={null} />);
    expect(variable('--chakra-colors-brand-primary')).toBe(`#${DEFAULT_THEME.primary}`);
  });
});
