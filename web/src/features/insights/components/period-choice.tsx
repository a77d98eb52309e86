import { chakra, Fieldset, HStack } from '@chakra-ui/react';
import { INSIGHTS } from '#shared/usage-constants.ts';
import { INSIGHTS_MESSAGES as M } from '#shared/insights-messages.ts';

interface PeriodChoiceProps {
  days: number;
  onChange: (days: number) => void;
}

/**
 * The period as native radio buttons drawn as a segmented control: the arrow keys move between them,
 * Tab reaches the group once, and screen readers announce the group by its legend.
 */
export function PeriodChoice({ days, onChange }: PeriodChoiceProps) {
  return (
    <Fieldset.Root w="auto">
      <Fieldset.Legend srOnly>{M.periodLabel}</Fieldset.Legend>
      <HStack gap="0" borderWidth="1px" rounded="md" w={{ base: 'full', sm: 'fit-content' }} bg="bg" align="stretch">
        {INSIGHTS.periods.map((period) => (
          <chakra.label key={period} css={SEGMENT}>
            <chakra.input
              type="radio"
              name="insights-period"
              value={period}
              checked={period === days}
              onChange={() => onChange(period)}
              srOnly
            />
            {M.period(period)}
          </chakra.label>
        ))}
      </HStack>
    </Fieldset.Root>
  );
}

const SEGMENT = {
  px: '3',
  py: '1.5',
  fontSize: 'sm',
  cursor: 'pointer',
  // On a phone the three share the width, each text on two lines if it must: no sideways scrolling.
  flex: { base: '1', sm: 'initial' },
  textAlign: 'center',
  whiteSpace: { base: 'normal', sm: 'nowrap' },
  color: 'fg.muted',
  '&:not(:first-of-type)': { borderInlineStartWidth: '1px' },
  // Rounded ends instead of the group's overflow clip, which would cut the focus ring off.
  '&:first-of-type': { roundedStart: 'md' },
  '&:last-of-type': { roundedEnd: 'md' },
  '&:hover': { color: 'fg', bg: 'bg.muted' },
  '&:has(input:checked)': { bg: 'brand.solid', color: 'brand.contrast', fontWeight: 'medium' },
  // The input is hidden: its label shows the keyboard's focus.
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px', position: 'relative', zIndex: 1 },
} as const;
