import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { BrandThemeProvider } from '#web/components/theme/brand-theme.tsx';
import { SWR_OPTIONS } from './swr-options.ts';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass a fresh cache per render. */
  swr?: SWRConfiguration;
}

/** Theme (Chakra) and data cache (SWR): everything the routes render inside. */
export function AppProvider({ children, swr }: AppProviderProps) {
  return (
    <BrandThemeProvider>
      <SWRConfig value={{ ...SWR_OPTIONS, ...swr }}>{children}</SWRConfig>
    </BrandThemeProvider>
  );
}
