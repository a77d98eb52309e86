import { Badge, Stack, Text } from '@chakra-ui/react';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { formatInvitedDate } from '#web/lib/invited-date.ts';
import type { ListedPerson } from './people-routes.ts';

/**
 * A person's situation as text: "Desativado em DD/MM/YYYY" in the list of the deactivated; "Convite
 * pendente" and the day the invitation went for someone who never signed in; nothing otherwise.
 */
export function PersonStatus({ person, deactivated }: { person: ListedPerson; deactivated: boolean }) {
  if (deactivated) {
    const day = formatInvitedDate(person.deactivated_at);
    return <Text whiteSpace="nowrap">{day ? USER_MESSAGES.deactivatedOn(day) : USER_MESSAGES.deactivatedUndated}</Text>;
  }
  if (!person.invitation_pending) return null;
  return <InvitationPending sentAt={person.invitation_sent_at} />;
}

/** The "Convite pendente" badge and, when known, the day the last invitation went. */
export function InvitationPending({ sentAt }: { sentAt: string | null }) {
  const day = formatInvitedDate(sentAt);
  return (
    <Stack gap="1" align="flex-start">
      <Badge colorPalette="orange" variant="subtle" size="md">
        {USER_MESSAGES.invitationPending}
      </Badge>
      {day && (
        <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          {USER_MESSAGES.invitationSentOn(day)}
        </Text>
      )}
    </Stack>
  );
}
