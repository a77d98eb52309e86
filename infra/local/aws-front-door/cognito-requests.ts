// What IAM is asked for each Cognito user pool operation: nothing for the public ones, otherwise
// `cognito-idp:<Operation>` on the user pool the body names.
import type { Authorization } from './policy.ts';
import type { RequestScope } from './service-request.ts';

/** Served without IAM on AWS: they carry the app client id or the user's own access token instead. */
export const PUBLIC_COGNITO_OPERATIONS: ReadonlySet<string> = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'ChangePassword',
  'GetUser',
  'UpdateUserAttributes',
  'DeleteUser',
  'DeleteUserAttributes',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
  'GlobalSignOut',
  'RevokeToken',
  'GetTokensFromRefreshToken',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
  'SetUserSettings',
  'ConfirmDevice',
  'ForgetDevice',
  'GetDevice',
  'ListDevices',
  'UpdateDeviceStatus',
  'UpdateAuthEventFeedback',
  'GetUserAuthFactors',
  'StartWebAuthnRegistration',
  'CompleteWebAuthnRegistration',
  'ListWebAuthnCredentials',
  'DeleteWebAuthnCredential',
]);

/** Undefined for a public operation; otherwise the action on the pool (or on `*` when none is named). */
export function cognitoAuthorizations(operation: string, body: Record<string, unknown>, scope: RequestScope): Authorization[] | undefined {
  if (PUBLIC_COGNITO_OPERATIONS.has(operation)) return undefined;
  const pool = typeof body.UserPoolId === 'string' ? body.UserPoolId : undefined;
  const resource = pool ? `arn:aws:cognito-idp:${scope.region}:${scope.account}:userpool/${pool}` : '*';
  return [{ action: `cognito-idp:${operation}`, resource }];
}
