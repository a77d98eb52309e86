// The AdminCreateUser request of an invitation, for every inviter: the portal's own invitations
// (invited-accounts.ts, with the Lambda's client) and the first platform administrator
// (infra/ops/platform-admin.ts, with the operator's). The e-mail is the username, verified; Cognito
// e-mails the temporary password through the pool's CustomMessage trigger, which reads `clientMetadata`.
import type { AdminCreateUserCommandInput, AttributeType } from '@aws-sdk/client-cognito-identity-provider';

export interface InvitedPerson {
  email: string;
  firstName: string;
  lastName: string;
}

export const invitationRequest = (
  userPoolId: string,
  person: InvitedPerson,
  clientMetadata: Record<string, string>,
): AdminCreateUserCommandInput => ({
  UserPoolId: userPoolId,
  Username: person.email,
  UserAttributes: [
    { Name: 'email', Value: person.email },
    { Name: 'email_verified', Value: 'true' },
    { Name: 'given_name', Value: person.firstName },
    { Name: 'family_name', Value: person.lastName },
  ],
  DesiredDeliveryMediums: ['EMAIL'],
  ClientMetadata: clientMetadata,
});

/** The `sub` among a Cognito user's attributes. */
export const subOf = (attributes: AttributeType[] | undefined): string => {
  const sub = attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error('Cognito answered a user without a sub');
  return sub;
};
