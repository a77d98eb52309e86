import { Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import { ScrollingNameList } from '#web/components/ui/scrolling-name-list.tsx';

/** Why a theme cannot be deleted: the businesses that wear it, and how to free it. */
export function ThemeInUseContent({ businessNames }: { businessNames: readonly string[] }) {
  const warningId = useId();
  return (
    <Stack gap="4">
      <Text id={warningId} fontWeight="semibold">
        {THEME_MESSAGES.inUseWarning}
      </Text>
      <ScrollingNameList names={businessNames} labelledBy={warningId} />
      <Text>{THEME_MESSAGES.inUseHint}</Text>
    </Stack>
  );
}
