// GET /accounts/edit and PATCH /accounts: the caller's own name and password; the e-mail never changes.
// DynamoDB calls: the caller's profile Query (both routes), then the rename's transaction when the name
// changed, and one UpdateItem of the profile's token fence when the password changed. The profile is
// always the caller's (token `sub`), never an id from the request.
import { fenceSecond, fenceTokens } from '#functions/data/sessions.ts';
import { renameUser } from '#functions/data/users.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';
import { revokeRefreshToken } from '#functions/lib/cognito-client.ts';
import { ValidationError } from '#functions/lib/http-error.ts';
import { clearedSessionCookies, readRefreshToken } from '#functions/lib/refresh-cookie.ts';
import { bearerToken, changeOwnPassword, passwordChangeErrors, signOutEverywhere } from './password.ts';

/** The account form's data: the caller's names and (read-only) e-mail. */
export const editAccount: RouteImplementation<'editAccount'> = async ({ caller }) => {
  const { firstName, lastName, email } = caller.profile;
  return { body: { user: { first_name: firstName, last_name: lastName, email } } };
};

/**
 * Saves the names and, when a new password is given, changes it in Cognito first (so a wrong current
 * password changes nothing), then ends every session of the user: GlobalSignOut, the refresh cookie's
 * token revoked and the cookie cleared, as logout does, and the access tokens already out refused.
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
    await changeOwnPassword(accessToken, passwords.current_password, passwords.password);
    await signOutEverywhere(accessToken, log);
    const refreshToken = readRefreshToken(event.cookies, headers.cookie);
    if (refreshToken) await revokeRefreshToken(refreshToken);
    // Access tokens live on until they expire: every one issued before this second is refused from now.
    await fenceTokens(table, caller.profile, fenceSecond(Date.now()));
    cookies = clearedSessionCookies(headers.host);
    log.info('password changed');
  }

  const { profile } = caller;
  if (profile.firstName !== first_name || profile.lastName !== last_name) {
    await renameUser(table, profile, { firstName: first_name, lastName: last_name });
  }
  return { body: { success: true, password_changed: changingPassword }, cookies };
};
