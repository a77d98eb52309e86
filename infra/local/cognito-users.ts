// A Cognito user with a known password, for the local demo seed, the tests and the benchmarks.
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type AttributeType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

export interface PasswordUser {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  /** false leaves the user as invited (FORCE_CHANGE_PASSWORD), with `password` as the temporary one. */
  permanent?: boolean;
}

/** Creates the user (or finds it, if it exists), sets its password and returns its `sub`. */
export async function ensurePasswordUser(cognito: CognitoIdentityProviderClient, userPoolId: string, user: PasswordUser): Promise<string> {
  const attributes: AttributeType[] = [
    { Name: 'email', Value: user.email },
    { Name: 'email_verified', Value: 'true' },
    ...(user.firstName ? [{ Name: 'given_name', Value: user.firstName }] : []),
    ...(user.lastName ? [{ Name: 'family_name', Value: user.lastName }] : []),
  ];
  let stored: AttributeType[] | undefined;
  try {
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: user.password,
        UserAttributes: attributes,
      }),
    );
    stored = created.User?.Attributes;
  } catch (error) {
    if ((error as Error).name !== 'UsernameExistsException') throw error;
    stored = (await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.email }))).UserAttributes;
  }
  if (user.permanent !== false) {
    await cognito.send(
      new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: user.email, Password: user.password, Permanent: true }),
    );
  }
  const sub = stored?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error(`Cognito returned no sub for ${user.email}`);
  return sub;
}
