import { Box, chakra, Fieldset, Grid, HStack, Text } from '@chakra-ui/react';
import { memo, useId } from 'react';
import { THEME_COLOURS } from '#shared/constants.ts';
import type { ThemeOption } from '#shared/platform-api-types.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';

interface ThemePickerProps {
  themes: readonly ThemeOption[];
  /** The chosen theme's id ('' = none yet). */
  value: string;
  onChange: (themeId: string) => void;
  errorText?: string;
  disabled?: boolean;
}

/**
 * The business's theme: a group of native radio buttons (one tab stop, the arrow keys move the choice,
 * each heard by the theme's name) under the legend "Tema", each option showing the theme's six colours
 * as swatches. The swatches only decorate: the name says which theme it is.
 */
export const ThemePicker = memo(function ThemePicker({ themes, value, onChange, errorText, disabled }: ThemePickerProps) {
  const group = useId();
  return (
    <Fieldset.Root invalid={Boolean(errorText)} disabled={disabled}>
      <Fieldset.Legend fontWeight="medium" textStyle="sm" color="fg">
        {BUSINESS_MESSAGES.fields.theme_id}
      </Fieldset.Legend>
      {themes.length === 0 && <Text color="fg.muted">{BUSINESS_MESSAGES.noThemes}</Text>}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }} gap="2">
        {themes.map((theme) => (
          <chakra.label
            key={theme.id}
            display="flex"
            alignItems="center"
            gap="3"
            p="3"
            borderWidth="1px"
            borderColor={errorText ? 'border.error' : 'border'}
            rounded="md"
            bg="bg"
            cursor={disabled ? 'not-allowed' : 'pointer'}
            _hover={{ bg: 'bg.muted' }}
            // The chosen option is marked by its border and the radio's dot, not by colour alone.
            css={{
              '&:has(input:checked)': { borderColor: 'brand.solid', borderWidth: '2px', bg: 'brand.subtle' },
              '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
            }}
          >
            <chakra.input
              type="radio"
              name={group}
              value={theme.id}
              checked={value === theme.id}
              onChange={() => onChange(theme.id)}
              flexShrink="0"
              boxSize="4"
              css={{ accentColor: 'var(--chakra-colors-brand-solid)', '&:focus-visible': { outline: 'none' } }}
            />
            <Text flex="1" minW="0" wordBreak="break-word">
              {theme.name}
            </Text>
            <HStack gap="1" flexShrink="0" aria-hidden>
              {THEME_COLOURS.map((colour) => (
                <Box
                  key={colour}
                  data-swatch={colour}
                  boxSize="4"
                  rounded="sm"
                  borderWidth="1px"
                  borderColor="border.emphasized"
                  style={{ background: `#${theme[colour]}` }}
                />
              ))}
            </HStack>
          </chakra.label>
        ))}
      </Grid>
      {errorText && <Fieldset.ErrorText>{errorText}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
});
