import { Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { ROLE_MESSAGES } from '#shared/team-messages.ts';
import { ScrollingNameList } from '#web/components/ui/scrolling-name-list.tsx';

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

/** A titled list that scrolls inside the modal when long (a role may name a thousand users). */
function NameList({ heading, names }: { heading: string; names: readonly string[] }) {
  const headingId = useId();
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm" id={headingId}>
        {heading}
      </Heading>
      {names.length === 0 ? <Text textStyle="sm">{ROLE_MESSAGES.deleteNone}</Text> : <ScrollingNameList names={names} labelledBy={headingId} />}
    </Stack>
  );
}
