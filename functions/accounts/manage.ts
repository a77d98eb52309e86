// GET /accounts/edit and PATCH /accounts: the caller's own name and password; the e-mail never changes.
// DynamoDB calls: the caller's profile Query (both routes), then the rename's transaction when the name
// changed; when the password changed, the attempt counters of a password guess (the login's: functions/
// domain/attempt-limits.ts) and one UpdateItem of the profile's fences, then the activity entry's PutItem
// (best effort: see functions/domain/activity-record.ts; the rename's transaction lives in
// functions/data/users.ts). The profile is always the caller's (token `sub`), never an id from the request.
import type { ActivityChange } from '#shared/insights-api-types.ts';
import type { ActivityDraft } from '#functions/data/activity.ts';
import { fullName } from '#functions/data/records.ts';
import { fenceSessions } from '#functions/data/sessions.ts';
import { renameUser } from '#functions/data/users.ts';
import { actorOf } from '#functions/domain/activity-actor.ts';
import { activityChanges } from '#functions/domain/activity-changes.ts';
import { recordActivity } from '#functions/domain/activity-record.ts';
import { ATTEMPT_RULES, clientAddress, limitAttempts } from '#functions/domain/attempt-limits.ts';
import type { Caller } from '#functions/domain/caller.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';
import { revokeRefreshToken } from '#functions/lib/cognito-client.ts';
import { ValidationError } from '#functions/lib/http-error.ts';
import { clearedSessionCookies, readRefreshToken } from '#functions/lib/refresh-cookie.ts';
import { bearerToken, changeOwnPassword, passwordChangeErrors, signOutEverywhere, wrongCurrentPassword } from './password.ts';

/** The account form's data: the caller's names and (read-only) e-mail. */
export const editAccount: RouteImplementation<'editAccount'> = async ({ caller }) => {
  const { firstName, lastName, email } = caller.profile;
  return { body: { user: { first_name: firstName, last_name: lastName, email } } };
};

/**
 * The trail's entry of an account change (the caller's business's trail, or the platform's for an
 * admin): the names from → to, and a password change as the field alone, never a value.
 */
function accountEntry(caller: Caller, names: { first_name: string; last_name: string }, passwordChanged: boolean): ActivityDraft {
  const { profile } = caller;
  const changes: ActivityChange[] = [
    ...activityChanges({ first_name: profile.firstName, last_name: profile.lastName }, names),
    ...(passwordChanged ? [{ field: 'password', from: null, to: null }] : []),
  ];
  return {
    businessId: caller.businessId,
    actor: actorOf(caller),
    action: 'updated',
    entity: { kind: 'account', id: caller.userId, name: fullName({ firstName: names.first_name, lastName: names.last_name }) },
    changes,
  };
}

/**
 * Saves the names and, when a new password is given, changes it in Cognito first (so a wrong current
 * password changes nothing; each wrong one counts as a wrong password at login, from this address), then
 * ends every session of the user: GlobalSignOut, the refresh cookie's token revoked and the cookie
 * cleared, as logout does, and the profile's fences, which refuse the access tokens already out and the
 * sessions opened before, whatever Cognito's sign-out did.
 */
export const updateAccount: RouteImplementation<'updateAccount'> = async ({ caller, input, table, headers, event, log }) => {
  const { first_name, last_name, ...passwords } = input.body.user;
  const changingPassword = passwords.password !== '' || passwords.password_confirmation !== '';
  if (changingPassword) {
    const errors = passwordChangeErrors(passwords);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }

  let cookies: string[] | undefined;
  if (changingPassword) {
    const accessToken = bearerToken(headers);
    const guesser = { email: caller.profile.email, address: clientAddress(event) };
    await limitAttempts(
      { table, rules: ATTEMPT_RULES, now: Date.now },
      'login',
      guesser,
      () => changeOwnPassword(accessToken, passwords.current_password, passwords.password),
      (error) => (wrongCurrentPassword(error) ? 'failure' : 'other'),
    );
    await signOutEverywhere(accessToken, log);
    const refreshToken = readRefreshToken(event.cookies, headers.cookie);
    if (refreshToken) await revokeRefreshToken(refreshToken);
    // Access tokens live on until they expire, and a refresh token the sign-out missed would open more.
    await fenceSessions(table, caller.profile, Date.now());
    cookies = clearedSessionCookies(headers.host);
    log.info('password changed');
  }

  const { profile } = caller;
  const renamed = profile.firstName !== first_name || profile.lastName !== last_name;
  const entry = accountEntry(caller, { first_name, last_name }, changingPassword);
  // A rename carries its entry in its own transaction; a password alone (a Cognito change) is recorded after it.
  if (renamed) await renameUser(table, profile, { firstName: first_name, lastName: last_name }, entry);
  else if (changingPassword) await recordActivity(table, log, entry);
  return { body: { success: true, password_changed: changingPassword }, cookies };
};
