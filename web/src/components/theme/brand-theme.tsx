import { ChakraProvider } from '@chakra-ui/react';
import { useLayoutEffect, type ReactNode } from 'react';
import type { ThemeColours } from '#shared/api-types.ts';
import { THEME_COLOURS } from '#shared/constants.ts';
import { portalSystem, themeVariables } from '#web/lib/theme.ts';

/** Chakra, with the portal's one system (a theme is CSS variables on top of it: `useBrandTheme`). */
export function BrandThemeProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={portalSystem()}>{children}</ChakraProvider>;
}

/**
 * Dresses the app in these colours while the calling screen is shown (login branding, or the user's
 * business); null/undefined = the default look. Only the colour tokens' variables on <html> change:
 * no element is rendered again.
 */
export function useBrandTheme(colours: ThemeColours | null | undefined): void {
  const key = colours ? THEME_COLOURS.map((name) => colours[name]).join() : '';
  // Layout effect: the new colours are in place before the first paint of the screen.
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    for (const [variable, value] of Object.entries(themeVariables(colours))) root.setProperty(variable, value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the colours are compared by value (key)
  }, [key]);
}
