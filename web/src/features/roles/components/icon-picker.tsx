import { Box, chakra, Grid, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { memo, useId, useRef, type KeyboardEvent } from 'react';
import { ROLE_MESSAGES } from '#shared/team-messages.ts';
import { RoleIcon } from '#web/components/role-icon/role-icon.tsx';

export interface IconPickerProps {
  /** The icons to choose from, in the server's order. */
  icons: readonly string[];
  value: string;
  onChange: (icon: string) => void;
  errorText?: string;
  disabled?: boolean;
}

/** The Portuguese name of an icon (unknown names fall back to "Ícone {name}"). */
export const iconName = (icon: string) => ROLE_MESSAGES.iconNames[icon] ?? ROLE_MESSAGES.iconLabel(icon);

/**
 * The spec's icon grid with exactly one icon chosen, as a radio group (WAI-ARIA): Tab reaches the
 * chosen icon only, the arrow keys move to the previous or next icon and choose it (wrapping round),
 * Home and End go to the first and the last. Each option is heard by its Portuguese name.
 */
export const IconPicker = memo(function IconPicker({ icons, value, onChange, errorText, disabled }: IconPickerProps) {
  const labelId = useId();
  const errorId = useId();
  const options = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = icons.indexOf(value);
  // The one option in the tab order: the chosen one, or the first while none is.
  const tabStop = selectedIndex >= 0 ? selectedIndex : 0;

  function choose(index: number) {
    options.current[index]?.focus();
    onChange(icons[index]);
  }

  function handleKeyDown(event: KeyboardEvent, index: number) {
    const last = icons.length - 1;
    const target: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (event.key === ' ') {
      event.preventDefault();
      onChange(icons[index]);
      return;
    }
    if (!(event.key in target)) return;
    event.preventDefault();
    choose(target[event.key]);
  }

  return (
    <Stack gap="2">
      <Text id={labelId} fontWeight="medium" textStyle="sm">
        {ROLE_MESSAGES.icon}
      </Text>
      <Grid
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={errorText ? errorId : undefined}
        aria-invalid={errorText ? true : undefined}
        aria-disabled={disabled || undefined}
        templateColumns="repeat(auto-fill, minmax(2.75rem, 1fr))"
        gap="2"
        p="2"
        borderWidth="1px"
        rounded="md"
        borderColor={errorText ? 'border.error' : 'border'}
      >
        {icons.map((icon, index) => {
          const checked = index === selectedIndex;
          const name = iconName(icon);
          return (
            <chakra.button
              key={icon}
              ref={(element: HTMLButtonElement | null) => {
                options.current[index] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={name}
              title={name}
              tabIndex={index === tabStop ? 0 : -1}
              disabled={disabled}
              onClick={() => onChange(icon)}
              onKeyDown={(event) => handleKeyDown(event, index)}
              position="relative"
              display="flex"
              alignItems="center"
              justifyContent="center"
              minH="2.75rem"
              rounded="md"
              borderWidth="2px"
              borderColor={checked ? 'brand.solid' : 'transparent'}
              bg={checked ? 'brand.subtle' : 'transparent'}
              color={checked ? 'brand.fg' : 'fg.muted'}
              cursor="pointer"
              _hover={{ bg: checked ? 'brand.subtle' : 'bg.muted', color: 'fg' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
              _disabled={{ opacity: 0.5, cursor: 'not-allowed' }}
            >
              <RoleIcon name={icon} size={22} />
              {checked && (
                // Not by colour alone: the chosen icon also carries a tick.
                <Box position="absolute" top="0.5" right="0.5" lineHeight="0">
                  <Check aria-hidden="true" focusable="false" size={12} strokeWidth={3} />
                </Box>
              )}
            </chakra.button>
          );
        })}
      </Grid>
      {errorText && (
        <Text id={errorId} textStyle="sm" color="fg.error">
          {errorText}
        </Text>
      )}
    </Stack>
  );
});
