import { ChakraProvider } from '@chakra-ui/react';
import { createContext, use, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { ThemeColours } from '#shared/api-types.ts';
import { THEME_COLOURS } from '#shared/constants.ts';
import { buildSystem } from '#web/lib/theme.ts';

type SetColours = (colours: ThemeColours | null) => void;
const SetColoursContext = createContext<SetColours | null>(null);

/** Chakra with the theme of whichever surface is on screen (login branding or the user's business). */
export function BrandThemeProvider({ children }: { children: ReactNode }) {
  const [colours, setColours] = useState<ThemeColours | null>(null);
  const system = useMemo(() => buildSystem(colours), [colours]);
  return (
    <SetColoursContext value={setColours}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </SetColoursContext>
  );
}

/** Dresses the app in these colours while the calling screen is shown; null/undefined = the default look. */
export function useBrandTheme(colours: ThemeColours | null | undefined): void {
  const setColours = use(SetColoursContext);
  const key = colours ? THEME_COLOURS.map((name) => colours[name]).join() : '';
  // Layout effect: the new colours are in place before the first paint of the screen.
  useLayoutEffect(() => {
    setColours?.(colours ?? null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the colours are compared by value (key)
  }, [key, setColours]);
}
