import { useCallback, useState } from 'react';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { useRouteCache, useRouteMutation } from '#web/lib/data/route-hooks.ts';
import { useConfirm } from '../modal/confirm-modal.tsx';
import { useSnackbar } from '../snackbar/use-snackbar.ts';
import type { PeopleRoutes, PersonRef } from './people-routes.ts';

/** What a list's cached request says of itself (both lists' requests have this shape). */
interface ListRequest {
  params?: Record<string, string>;
  query?: { status?: string };
}

/** A list's answer without one person (both lists' answers carry `users`). */
const withoutPerson =
  (id: string) =>
  <Answer extends { users: readonly { id: string }[] }>(answer: Answer): Answer => ({
    ...answer,
    users: answer.users.filter((user) => user.id !== id),
  });

/** The person's path: `{ id }`, or `{ business_id, id }` on the admin's routes (`routes` keeps both in step). */
const requestFor = <Request>(routes: PeopleRoutes, id: string) => ({ params: { ...routes.scope, id } }) as Request;

/** Whether a cached list's request is of the routes' scope (the same business, for the admin). */
const inScope = (routes: PeopleRoutes, request: ListRequest) =>
  Object.entries(routes.scope).every(([name, value]) => request.params?.[name] === value);

/** The words of a refusal (a 422's first message: the seat limit, no invitation pending; a 404's), else `fallback`. */
function refusalOf(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.status >= 500) return fallback;
  return Object.values(error.fieldErrors).flat()[0] || error.message || fallback;
}

/**
 * Bringing a deactivated person back and sending an invitation again, through one list's routes
 * (`TEAM_ROUTES` or `businessPeopleRoutes(id)`): a confirmation, the call, its notice and the cached
 * reads it changes. Each answers whether it was done; a refusal is shown with the server's words.
 */
export function usePersonActions(routes: PeopleRoutes) {
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const cache = useRouteCache();
  const reactivateCall = useRouteMutation(routes.reactivate);
  const resendCall = useRouteMutation(routes.resend);
  const [working, setWorking] = useState<'reactivate' | 'resend' | null>(null);
  const reactivate = useCallback(
    async (person: PersonRef, { question = USER_MESSAGES.reactivateQuestion(person.name) } = {}): Promise<boolean> => {
      const confirmed = await confirm({
        title: USER_MESSAGES.reactivateNamed(person.name),
        message: question,
        confirmLabel: USER_MESSAGES.reactivate,
      });
      if (!confirmed) return false;
      setWorking('reactivate');
      try {
        await reactivateCall(requestFor(routes, person.id));
        // Out of every cached page of the deactivated, at once; then every page (the active ones, the
        // seats counted) is asked again.
        const deactivatedLists = (request: ListRequest) => request.query?.status === 'inactive' && inScope(routes, request);
        await cache.update(routes.list, withoutPerson(person.id), { where: deactivatedLists });
        void cache.revalidate(routes.list, ...routes.alsoStale);
        snackbar.success(USER_MESSAGES.reactivated);
        return true;
      } catch (error) {
        if (!isApiError(error) || error.status >= 500) console.error('Error in reactivating a user', error);
        snackbar.danger(refusalOf(error, USER_MESSAGES.reactivateFailed));
        // Someone else may have brought them back, or taken the last seat, meanwhile.
        void cache.revalidate(routes.list);
        return false;
      } finally {
        setWorking(null);
      }
    },
    [routes, confirm, snackbar, cache, reactivateCall],
  );

  const resend = useCallback(
    async (person: PersonRef): Promise<boolean> => {
      const confirmed = await confirm({
        title: USER_MESSAGES.resendInvitationNamed(person.name),
        message: USER_MESSAGES.resendQuestion(person.email),
        confirmLabel: USER_MESSAGES.resendInvitation,
      });
      if (!confirmed) return false;
      setWorking('resend');
      try {
        await resendCall(requestFor(routes, person.id));
        snackbar.success(USER_MESSAGES.invitationResent(person.email));
        return true;
      } catch (error) {
        if (!isApiError(error) || error.status >= 500) console.error('Error in resending an invitation', error);
        snackbar.danger(refusalOf(error, USER_MESSAGES.resendFailed));
        return false;
      } finally {
        setWorking(null);
        // The date sent changed, or the person signed in meanwhile (the 422): the lists and forms show it.
        void cache.revalidate(routes.list, ...routes.alsoStale);
      }
    },
    [routes, confirm, snackbar, cache, resendCall],
  );

  return { reactivate, resend, working };
}
