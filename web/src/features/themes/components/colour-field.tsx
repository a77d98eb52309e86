import { Box, chakra, HStack } from '@chakra-ui/react';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import { TextField } from '#web/components/form/text-field.tsx';

interface ColourFieldProps {
  label: string;
  /** As typed: six hex digits, maybe with `#`, maybe not valid yet. */
  value: string;
  /** The last valid colour (six hex digits), which the swatch shows. */
  drawn: string;
  onChange: (value: string) => void;
  /** The focus left the text field. */
  onLeave: () => void;
  /** Shown under the field (it names the colour) and marks the field and its swatch invalid. */
  errorText?: string;
}

/**
 * One colour: a text field for its six hex digits and, beside it, the browser's colour picker as its
 * swatch. Both are labelled and stay in sync: the picker shows the last valid digits typed, and a
 * colour picked is written into the field.
 */
export function ColourField({ label, value, drawn, onChange, onLeave, errorText }: ColourFieldProps) {
  const invalid = Boolean(errorText);
  return (
    <HStack align="flex-start" gap="3">
      <Box flex="1" minW="0" onBlur={onLeave}>
        <TextField
          label={label}
          value={value}
          onChange={onChange}
          helperText={THEME_MESSAGES.colourHelp}
          errorText={errorText}
          maxLength={7}
          autoComplete="off"
        />
      </Box>
      <chakra.input
        type="color"
        aria-label={THEME_MESSAGES.swatchPicker(label)}
        aria-invalid={invalid || undefined}
        value={`#${drawn}`}
        onChange={(event) => onChange(event.target.value.replace(/^#/, '').toLowerCase())}
        // Level with the text input, under the label.
        mt="7"
        w="12"
        h="10"
        p="1"
        flexShrink="0"
        cursor="pointer"
        bg="bg"
        borderWidth="1px"
        borderColor={invalid ? 'border.error' : 'border'}
        rounded="md"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      />
    </HStack>
  );
}
