import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useRoute } from '#web/lib/data/route-hooks.ts';
import { ThemesTable } from './themes-table.tsx';

/**
 * Under the page's heading: the button that creates a theme, then the table or the empty state. A
 * failed fetch is only logged (spec §8); the button stays.
 */
export default function ThemesList() {
  return (
    <Stack gap="4">
      <Flex justify="flex-end">
        <Button asChild colorPalette="brand">
          <RouterLink to={href('themes-new')}>{THEME_MESSAGES.create}</RouterLink>
        </Button>
      </Flex>
      <ThemesContent />
    </Stack>
  );
}

function ThemesContent() {
  // The spec: a failed fetch is only logged.
  const { data, error } = useRoute('listThemes', {}, { onError: (error: unknown) => console.error('Error in getting themes', error) });
  if (!data) return error ? null : <PageSpinner />;
  if (data.themes.length === 0) {
    return (
      <Text py="10" textAlign="center" role="status">
        {THEME_MESSAGES.empty}
      </Text>
    );
  }
  return <ThemesTable themes={data.themes} />;
}
