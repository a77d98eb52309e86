// @vitest-environment node
// The invitation e-mail on AWS, as synthesised for the dev stage: the user pool's CustomMessage trigger
// (a Lambda that reads nothing and is granted nothing but its logs), and the portal address the users
// Lambda needs to write each business's address into it.
import { beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '#shared/constants.ts';
import { COGNITO_MESSAGES, CUSTOM_MESSAGE_ENTRY } from '#infra/constructs/portal-auth.ts';
import { synthPortal, type SynthesisedPortal } from './support/synth-portal.ts';
import {
  actionsOf,
  logicalId,
  onlyResourceOfType,
  resourcesOfType,
  statementsOfRole,
  type CfnResourceJson,
} from './support/template-queries.ts';

let portal: SynthesisedPortal;
beforeAll(() => {
  portal = synthPortal('dev');
});

const trigger = () => portal.stack.auth.customMessages!.lambda;
const resourceOf = (id: string): CfnResourceJson => portal.template.toJSON().Resources[id];

describe('invitation e-mail', () => {
  it('is written by the CustomMessage trigger of the user pool, from functions/cognito-messages', () => {
    expect(CUSTOM_MESSAGE_ENTRY).toMatch(/functions\/cognito-messages\/handler\.ts$/);
    const pool = onlyResourceOfType(portal.template, 'AWS::Cognito::UserPool');

    expect(pool.Properties.LambdaConfig).toEqual({ CustomMessage: { 'Fn::GetAtt': [logicalId(trigger()), 'Arn'] } });
    // The pool's own template stays as the fallback, with Cognito's placeholders.
    expect(pool.Properties.AdminCreateUserConfig.InviteMessageTemplate.EmailMessage).toBe(COGNITO_MESSAGES.invitationBody);
  });

  it('lets only this user pool invoke the trigger', () => {
    const permissions = Object.values(resourcesOfType(portal.template, 'AWS::Lambda::Permission')).filter(
      (permission) => JSON.stringify(permission.Properties.FunctionName) === JSON.stringify({ 'Fn::GetAtt': [logicalId(trigger()), 'Arn'] }),
    );

    expect(permissions).toHaveLength(1);
    expect(permissions[0].Properties).toMatchObject({
      Action: 'lambda:InvokeFunction',
      Principal: 'cognito-idp.amazonaws.com',
      SourceArn: { 'Fn::GetAtt': [logicalId(portal.stack.auth.userPool), 'Arn'] },
    });
  });

  it('gives the trigger no table, bucket or pool: only its own logs, and no environment', () => {
    const actions = statementsOfRole(portal.template, logicalId(trigger().role!)).flatMap(actionsOf);
    const fn = resourceOf(logicalId(trigger()));

    expect(actions.sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
    expect(fn.Properties.Environment?.Variables ?? {}).toEqual({});
    expect(fn.Properties.Runtime).toBe('nodejs22.x');
    expect(fn.Properties.Architectures).toEqual(['arm64']);
  });

  it('gives the users Lambda the portal origin, under which each business has its address', () => {
    const users = resourceOf(logicalId(portal.stack.functions.byResource.users.lambda));

    expect(users.Properties.Environment.Variables[ENV.portalOrigins]).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId(portal.stack.cdn.distribution), 'DomainName'] }]],
    });
  });
});
