import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { TEAM_ROUTES } from '#web/components/people/people-routes.ts';
import { usePersonActions } from '#web/components/people/use-person-actions.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { callRead } from '#web/lib/data/route-hooks.ts';
import { href } from '#web/lib/client-routes.ts';

/** The invitation's 422 that names a deactivated collaborator of this business (told apart by its words). */
export const namesDeactivated = (error: unknown): boolean =>
  isApiError(error) && (error.fieldErrors['user.email'] ?? []).includes(USER_MESSAGES.emailOfDeactivated);

/**
 * An invitation refused because the address is a deactivated collaborator's: finds them among the
 * deactivated and offers to bring them back instead ("Reativar"), then goes to the list. Answers false
 * when nobody was found to offer (the field's error is then all there is); declining leaves the form
 * as it is, its error under the e-mail.
 */
export function useReactivationOffer() {
  const { reactivate } = usePersonActions(TEAM_ROUTES);
  const navigate = useNavigate();
  return useCallback(
    async (email: string): Promise<boolean> => {
      const address = email.trim().toLowerCase();
      const found = await callRead('listUsers', { query: { page: 1, status: 'inactive', name: address } }).catch((error: unknown) => {
        console.error('Error in finding a deactivated user', error);
        return undefined;
      });
      const person = found?.users.find((user) => user.email.toLowerCase() === address);
      if (!person) return false;
      if (await reactivate(person, { question: USER_MESSAGES.inviteDeactivated(person.name) })) navigate(href('users-list'));
      return true;
    },
    [reactivate, navigate],
  );
}
