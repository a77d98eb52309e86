import type { UserStatus } from '#shared/contract/fields.ts';
import type { ReadRouteId } from '#web/lib/data/route-key.ts';

/** A person as the lists of people show them: the team's collaborators, or a business's users for the admin. */
export interface ListedPerson {
  id: string;
  name: string;
  email: string;
  invitation_pending: boolean;
  invitation_sent_at: string | null;
  deactivated_at: string | null;
}

/** Who an action names: the confirmation and the notices say the name or the address. */
export type PersonRef = Pick<ListedPerson, 'id' | 'name' | 'email'>;

export type { UserStatus };

/** `?status=` of a URL: the deactivated only when it says so. */
export const statusOf = (search: URLSearchParams): UserStatus => (search.get('status') === 'inactive' ? 'inactive' : 'active');

/**
 * The routes behind one list of people: the customer_admin's own team, or one business's users
 * through the platform admin's routes (`scope` adds the business to every path).
 */
export type PeopleRoutes = {
  /** Other reads that a reactivation or a new invitation makes stale. */
  alsoStale: readonly ReadRouteId[];
} & (
  | { list: 'listUsers'; reactivate: 'reactivateUser'; resend: 'resendUserInvitation'; scope: Record<never, string> }
  | {
      list: 'listBusinessUsers';
      reactivate: 'reactivateBusinessUser';
      resend: 'resendBusinessUserInvitation';
      scope: { business_id: string };
    }
);

/** Colaboradores: the seats (the invitation form's limit) and the edit form's invitation change too. */
export const TEAM_ROUTES: PeopleRoutes = {
  list: 'listUsers',
  reactivate: 'reactivateUser',
  resend: 'resendUserInvitation',
  scope: {},
  alsoStale: ['newUser', 'editUser'],
};

/** The admin's panel of one business: the list of businesses counts its users. */
export const businessPeopleRoutes = (businessId: string): PeopleRoutes => ({
  list: 'listBusinessUsers',
  reactivate: 'reactivateBusinessUser',
  resend: 'resendBusinessUserInvitation',
  scope: { business_id: businessId },
  alsoStale: ['listBusinesses'],
});
