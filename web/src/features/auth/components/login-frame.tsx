import { Box, Center, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { useBrandTheme } from '#web/components/theme/brand-theme.tsx';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useBranding } from '../hooks/use-branding.ts';

/** The login screens' frame, dressed in the subdomain's branding (or the default look). */
export function LoginFrame({ heading, children }: { heading: string; children: ReactNode }) {
  const { data: branding, error, isLoading } = useBranding();
  useBrandTheme(branding?.theme);
  // The subdomain's business, else the portal's own name.
  const owner = branding?.name ?? MESSAGES.app.title;
  // An unknown business's 404, kept from the previous screen, shows the default look while asked again.
  const loading = isLoading && !error;
  // In the same commit as the heading, so the tab never names another owner than the page shows.
  useLayoutEffect(() => {
    document.title = MESSAGES.app.pageTitle(heading, owner);
  }, [heading, owner]);

  return (
    <Center as="main" minH="100vh" bg="brand.background" px="4" py="10">
      {loading ? (
        <PageSpinner />
      ) : (
        <Box w="full" maxW="md" bg="bg" color="fg" rounded="xl" boxShadow="lg" overflow="hidden">
          <Box h="2" bg="brand.primary" />
          <Stack gap="6" p={{ base: '6', md: '8' }}>
            <Stack gap="3" align="center" textAlign="center">
              {branding?.logo && <Image src={branding.logo} alt={MESSAGES.menu.logoAlt} maxH="16" objectFit="contain" />}
              <Text fontWeight="semibold" color="brand.fg">
                {owner}
              </Text>
              <Heading as="h1" size="lg">
                {heading}
              </Heading>
            </Stack>
            {children}
          </Stack>
        </Box>
      )}
    </Center>
  );
}
