import { Button } from '@chakra-ui/react';
import { RotateCcw, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import type { ListedPerson, PeopleRoutes } from './people-routes.ts';
import { usePersonActions } from './use-person-actions.ts';

interface PersonActionsProps {
  person: ListedPerson;
  /** Listed among the deactivated: they can be brought back. */
  deactivated: boolean;
  routes: PeopleRoutes;
}

/**
 * A row's action on a person: "Reativar" for a deactivated one, "Reenviar convite" for one who never
 * signed in; each named after the person for assistive technology, and busy while its call runs.
 */
export function PersonActions({ person, deactivated, routes }: PersonActionsProps) {
  const { reactivate, resend, working } = usePersonActions(routes);
  if (deactivated) {
    return (
      <ActionButton label={USER_MESSAGES.reactivateNamed(person.name)} busy={working === 'reactivate'} onClick={() => void reactivate(person)}>
        <RotateCcw aria-hidden />
        {USER_MESSAGES.reactivate}
      </ActionButton>
    );
  }
  if (!person.invitation_pending) return null;
  return <ResendInvitationButton person={person} busy={working === 'resend'} onClick={() => void resend(person)} />;
}

/** "Reenviar convite", named after the person; also the edit screen's. */
export function ResendInvitationButton({ person, busy, onClick }: { person: Pick<ListedPerson, 'name'>; busy: boolean; onClick: () => void }) {
  return (
    <ActionButton label={USER_MESSAGES.resendInvitationNamed(person.name)} busy={busy} onClick={onClick}>
      <Send aria-hidden />
      {USER_MESSAGES.resendInvitation}
    </ActionButton>
  );
}

interface ActionButtonProps {
  label: string;
  busy: boolean;
  onClick: () => void;
  children: ReactNode;
}

function ActionButton({ label, busy, onClick, children }: ActionButtonProps) {
  return (
    <Button type="button" size="sm" variant="outline" whiteSpace="nowrap" aria-label={label} loading={busy} onClick={onClick}>
      {children}
    </Button>
  );
}
