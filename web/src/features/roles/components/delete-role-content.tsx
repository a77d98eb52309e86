import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { ROLE_MESSAGES } from '#shared/team-messages.ts';

export interface DeleteRoleContentProps {
  name: string;
  userNames: readonly string[];
  dashboardNames: readonly string[];
}

/** The delete question: who loses this access level, which dashboards it stops showing, and the note on other levels. */
export function DeleteRoleContent({ name, userNames, dashboardNames }: DeleteRoleContentProps) {
  return (
    <Stack gap="4">
      <Text>{ROLE_MESSAGES.deleteQuestion(name)}</Text>
      <NameList heading={ROLE_MESSAGES.deleteUsersHeading} names={userNames} />
      <NameList heading={ROLE_MESSAGES.deleteDashboardsHeading} names={dashboardNames} />
      <Text textStyle="sm" color="fg.muted">
        {ROLE_MESSAGES.deleteNote}
      </Text>
    </Stack>
  );
}

/** A titled list that scrolls inside the modal when long (a role may name a thousand users); it takes the focus to scroll by keyboard. */
function NameList({ heading, names }: { heading: string; names: readonly string[] }) {
  const headingId = useId();
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm" id={headingId}>
        {heading}
      </Heading>
      {names.length === 0 ? (
        <Text textStyle="sm">{ROLE_MESSAGES.deleteNone}</Text>
      ) : (
        <Box
          maxH="40"
          overflowY="auto"
          borderWidth="1px"
          rounded="md"
          px="3"
          py="2"
          tabIndex={0}
          role="region"
          aria-labelledby={headingId}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        >
          <List.Root textStyle="sm" ps="4" gap="1">
            {names.map((item, index) => (
              <List.Item key={`${index}-${item}`}>{item}</List.Item>
            ))}
          </List.Root>
        </Box>
      )}
    </Stack>
  );
}
