// @vitest-environment node
// The table, the Cognito login and the cdk-nag audit, as synthesised for the dev stage.
import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '#shared/constants.ts';
import { ROUTES, routeIds } from '#shared/routes.ts';
import { indexAsDynamoDb, TABLE_DEFINITION, type IndexDefinition } from '#shared/table-definition.ts';
import { COGNITO_MESSAGES } from '#infra/constructs/portal-auth.ts';
import { synthPortal, type SynthesisedPortal } from './support/synth-portal.ts';
import { onlyResourceOfType } from './support/template-queries.ts';

let portal: SynthesisedPortal;
beforeAll(() => {
  portal = synthPortal('dev');
});

describe('single table', () => {
  const table = () => onlyResourceOfType(portal.template, 'AWS::DynamoDB::Table');

  it('has the key schema of shared/table-definition.ts, every key a string', () => {
    const { Properties } = table();

    expect(Properties.KeySchema).toEqual([
      { AttributeName: TABLE_DEFINITION.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_DEFINITION.sortKey, KeyType: 'RANGE' },
    ]);
    for (const attribute of Properties.AttributeDefinitions) expect(attribute.AttributeType).toBe('S');
  });

  it('has every index of shared/table-definition.ts with its keys and projection, and no other', () => {
    const expected = (TABLE_DEFINITION.indexes as readonly IndexDefinition[]).map(indexAsDynamoDb);

    expect(table().Properties.GlobalSecondaryIndexes).toEqual(expected);
  });

  it('is on-demand, recoverable to any point, encrypted, and outlives the stack', () => {
    const { Properties, DeletionPolicy, UpdateReplacePolicy } = table();

    expect(Properties.BillingMode).toBe('PAY_PER_REQUEST');
    expect(Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(Properties.SSESpecification).toEqual({ SSEEnabled: true });
    expect(DeletionPolicy).toBe('Retain');
    expect(UpdateReplacePolicy).toBe('Retain');
    expect(Properties.DeletionProtectionEnabled).toBe(false);
  });
});

describe('Cognito', () => {
  const pool = () => onlyResourceOfType(portal.template, 'AWS::Cognito::UserPool');
  const client = () => onlyResourceOfType(portal.template, 'AWS::Cognito::UserPoolClient').Properties;

  it('signs in by e-mail, case-insensitively, and only administrators create users', () => {
    const { Properties } = pool();

    expect(Properties.UsernameAttributes).toEqual(['email']);
    expect(Properties.UsernameConfiguration).toEqual({ CaseSensitive: false });
    expect(Properties.AdminCreateUserConfig.AllowAdminCreateUserOnly).toBe(true);
    expect(Properties.AccountRecoverySetting).toEqual({ RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] });
  });

  it('requires strong passwords; temporary ones last 7 days', () => {
    expect(pool().Properties.Policies.PasswordPolicy).toEqual({
      MinimumLength: 12,
      RequireLowercase: true,
      RequireUppercase: true,
      RequireNumbers: true,
      RequireSymbols: true,
      TemporaryPasswordValidityDays: 7,
    });
  });

  it('invites and sends codes in Portuguese, with the username and code placeholders', () => {
    const { Properties } = pool();
    const invitation = Properties.AdminCreateUserConfig.InviteMessageTemplate;

    expect(invitation).toEqual({ EmailSubject: COGNITO_MESSAGES.invitationSubject, EmailMessage: COGNITO_MESSAGES.invitationBody });
    expect(invitation.EmailMessage).toContain('{username}');
    expect(invitation.EmailMessage).toContain('{####}');
    expect(Properties.VerificationMessageTemplate).toMatchObject({
      EmailSubject: COGNITO_MESSAGES.verificationSubject,
      EmailMessage: COGNITO_MESSAGES.verificationBody,
      SmsMessage: COGNITO_MESSAGES.verificationSms,
    });
  });

  it('is on the Plus plan with threat protection, and outlives the stack', () => {
    const { Properties, DeletionPolicy } = pool();

    expect(Properties.UserPoolTier).toBe('PLUS');
    expect(Properties.UserPoolAddOns).toEqual({ AdvancedSecurityMode: 'AUDIT' });
    expect(DeletionPolicy).toBe('Retain');
  });

  it('has a public client: no secret, password flow, rotated refresh tokens, 15-minute tokens, revocable', () => {
    expect(client()).toMatchObject({
      GenerateSecret: false,
      // Rotation refreshes through GetTokensFromRefreshToken only: REFRESH_TOKEN_AUTH is off.
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
      RefreshTokenRotation: { Feature: 'ENABLED', RetryGracePeriodSeconds: 10 },
      AccessTokenValidity: AUTH.accessTokenMinutes,
      IdTokenValidity: AUTH.accessTokenMinutes,
      RefreshTokenValidity: AUTH.refreshTokenDays * 24 * 60,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
      AllowedOAuthFlowsUserPoolClient: false,
    });
  });

  it('lets users change their names with their own token, never their e-mail', () => {
    expect(client().WriteAttributes).toEqual(['family_name', 'given_name']);
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('finds nothing that is not fixed or acknowledged', () => {
    const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(portal.stack);
    const findings = report.violations.map((v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);

    expect(findings).toEqual([]);
  });

  it('gives every acknowledgement a reason that explains it', () => {
    const acknowledgements = portal.stack.node
      .findAll()
      .flatMap((construct) => construct.node.metadata)
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>));

    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const [rule, reason] of acknowledgements) expect(reason.length, rule).toBeGreaterThanOrEqual(40);
  });

  it('acknowledges the missing authorizer on exactly the public routes of the route table', () => {
    const apig4 = portal.stack.api.node
      .findAll()
      .filter((construct) =>
        construct.node.metadata.some(
          (entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY && JSON.stringify(entry.data).includes('AwsSolutions-APIG4'),
        ),
      )
      .map((construct) => construct.node.id);

    const publicRoutes = routeIds.filter((id) => ROUTES[id].audience === 'public');

    expect(apig4.sort()).toEqual(publicRoutes.map((id) => `Route-${id}`).sort());
  });
});
