import { Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import { ScrollingNameList } from '#web/components/ui/scrolling-name-list.tsx';

/** The delete question and, when businesses wear the theme, the warning that names them. */
export function DeleteThemeContent({ name, businessNames }: { name: string; businessNames: readonly string[] }) {
  const warningId = useId();
  return (
    <Stack gap="4">
      <Text>{THEME_MESSAGES.deleteQuestion(name)}</Text>
      {businessNames.length > 0 && (
        <Stack gap="2">
          <Text id={warningId} fontWeight="semibold" color="fg.error">
            {THEME_MESSAGES.inUseWarning}
          </Text>
          <ScrollingNameList names={businessNames} labelledBy={warningId} />
        </Stack>
      )}
    </Stack>
  );
}
