import { Box, Flex, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import type { ThemeColours } from '#shared/api-types.ts';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import { brandColourTokens } from '#web/lib/brand-colours.ts';
import { contrastWarnings } from '../utils/theme-colours.ts';

/**
 * A small mock of the portal in the colours being typed, drawn as the portal draws them: the side menu
 * in `primary` (its current item in `primary2`), the header with a `support` line, the page in
 * `background` with its title, and a white card with the favourite star in `secondary`, a `secondary2`
 * line and a button in `primary`; each text in the colour the portal picks. Under it, a warning for each
 * pair the portal draws that reads under its minimum. The colours come inline: they change with every key
 * typed. On a phone the menu is a bar above the content, and the whole mock stays short, so it shows
 * before the colours.
 */
export function ThemePreview({ colours }: { colours: ThemeColours }) {
  const brand = brandColourTokens(colours);
  const paint = (background: { value: string }, text?: { value: string }) => ({ background: background.value, color: text?.value });
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
        minH={{ base: '40', sm: '48' }}
        textStyle="sm"
      >
        <Flex
          data-part="menu"
          direction={{ base: 'row', sm: 'column' }}
          gap="1"
          flexShrink="0"
          whiteSpace="nowrap"
          p="2"
          style={paint(brand.primary, brand.contrast)}
        >
          <Box data-part="menu-item" px="2" py="1" rounded="sm" fontWeight="semibold" style={paint(brand.primary2, brand.primary2Contrast)}>
            {THEME_MESSAGES.previewMenu}
          </Box>
          <Box data-part="menu-other" px="2" py="1">
            {THEME_MESSAGES.previewMenuOther}
          </Box>
        </Flex>
        <Stack flex="1" gap="0" minW="0">
          <Box
            data-part="header"
            h={{ base: '5', sm: '8' }}
            bg="white"
            borderBottomWidth="3px"
            style={{ borderBottomColor: brand.support.value }}
          />
          <Stack data-part="content" flex="1" gap="2" p="3" style={paint(brand.background, brand.backgroundContrast)}>
            <Text data-part="page-title" fontWeight="semibold">
              {THEME_MESSAGES.previewPage}
            </Text>
            <Stack data-part="card" gap="2" bg="white" color="#1a202c" rounded="md" p="3" shadow="sm">
              <HStack justify="space-between" gap="2">
                <Text fontWeight="semibold">{THEME_MESSAGES.previewCard}</Text>
                <Box data-part="star" flexShrink="0" style={{ color: brand.secondary.value }}>
                  <Star aria-hidden size={16} fill="currentColor" />
                </Box>
              </HStack>
              <Box data-part="line" h="1.5" w="70%" rounded="full" style={{ background: brand.secondary2.value }} />
              <Box
                data-part="button"
                alignSelf="flex-start"
                px="3"
                py="1"
                rounded="md"
                fontWeight="semibold"
                style={paint(brand.solid, brand.contrast)}
              >
                {THEME_MESSAGES.previewButton}
              </Box>
            </Stack>
          </Stack>
        </Stack>
      </Flex>
      {/* Announced as they come and go; a list inside, so each warning reads as one. */}
      <Box role="status">
        {warnings.length > 0 && (
          <List.Root gap="1" ps="5" listStyleType="disc" textStyle="sm" color="fg.warning">
            {warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List.Root>
        )}
      </Box>
    </Stack>
  );
}
