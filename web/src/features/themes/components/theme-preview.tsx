import { Box, Flex, List, Stack, Text } from '@chakra-ui/react';
import type { ThemeColours } from '#shared/api-types.ts';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import { readableTextOn } from '#web/lib/theme.ts';
import { contrastWarnings } from '../utils/theme-colours.ts';

/**
 * A small mock of the portal in the colours being typed: the side menu in `primary` (its current item
 * in `primary2`), the header with a `support` line, the content area in `background` with a card and a
 * button in `secondary`; each text in the colour the portal would pick. Under it, a warning for each
 * pairing that reads under 4.5:1. The colours come inline: they change with every key typed. On a phone
 * the menu is a bar above the content, as narrow as a phone's column leaves room for.
 */
export function ThemePreview({ colours }: { colours: ThemeColours }) {
  const c = (name: keyof ThemeColours) => `#${colours[name]}`;
  const on = (name: keyof ThemeColours) => ({ background: c(name), color: readableTextOn(c(name)) });
  const warnings = contrastWarnings(colours);
  return (
    <Stack gap="3">
      <Flex
        role="img"
        aria-label={THEME_MESSAGES.preview}
        direction={{ base: 'column', sm: 'row' }}
        borderWidth="1px"
        rounded="md"
        overflow="hidden"
        minH="48"
        textStyle="sm"
      >
        <Box data-part="menu" w={{ sm: '28%' }} p="2" style={on('primary')}>
          <Box
            data-part="menu-item"
            w={{ base: 'fit-content', sm: 'auto' }}
            px="2"
            py="1"
            rounded="sm"
            fontWeight="semibold"
            style={on('primary2')}
          >
            {THEME_MESSAGES.previewMenu}
          </Box>
        </Box>
        <Stack flex="1" gap="0" minW="0">
          <Box data-part="header" h="8" bg="white" borderBottomWidth="3px" style={{ borderBottomColor: c('support') }} />
          <Box data-part="content" flex="1" p="3" style={on('background')}>
            <Stack data-part="card" gap="2" bg="white" color="#1a202c" rounded="md" p="3" shadow="sm">
              <Text fontWeight="semibold">{THEME_MESSAGES.previewCard}</Text>
              <Box h="1.5" w="70%" rounded="full" style={{ background: c('secondary2') }} />
              <Box data-part="button" alignSelf="flex-start" px="3" py="1" rounded="md" fontWeight="semibold" style={on('secondary')}>
                {THEME_MESSAGES.previewButton}
              </Box>
            </Stack>
          </Box>
        </Stack>
      </Flex>
      <Box aria-live="polite">
        {warnings.length > 0 && (
          <List.Root gap="1" ps="4" textStyle="sm" color="fg.warning">
            {warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List.Root>
        )}
      </Box>
    </Stack>
  );
}
