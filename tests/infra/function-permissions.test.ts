// @vitest-environment node
// FUNCTION_PERMISSIONS is what each Lambda's code sends, no more and no less: each Lambda is bundled as
// it is deployed (same tree-shaking, not minified) and its own code is read for `new XCommand(` and the
// kinds of its transaction items. A grant nobody uses fails, and so does a call nobody granted (which
// DynamoDB Local, ignoring IAM, would never show).
import { describe, expect, it } from 'vitest';
import { RESOURCES, type Resource } from '#shared/routes.ts';
import { FUNCTION_PERMISSIONS, type FunctionNeeds } from '#infra/function-permissions.ts';
import { projectSections, sdkCallsOf, sdkCallsOfLambda } from './support/sdk-calls-in-bundle.ts';

const needsOf = (resource: Resource): FunctionNeeds => FUNCTION_PERMISSIONS[resource];

describe('reading SDK calls out of a bundle', () => {
  it('maps document-client commands and transaction items to IAM actions, and keeps the rest apart', () => {
    const code = `
      await db.send(new QueryCommand2({ TableName }));
      await db.send(new GetCommand({ Key }));
      await db.send(new TransactWriteCommand({ TransactItems: [{ ConditionCheck: check }, {
        Delete: { Key } }] }));
      await cognito.send(new AdminGetUserCommand({ Username }));
      await cognito.send(new InitiateAuthCommand({ AuthFlow }));`;

    expect(sdkCallsOf(code)).toEqual({
      table: ['dynamodb:ConditionCheckItem', 'dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:Query'],
      userPool: ['AdminGetUser'],
      other: ['InitiateAuth'],
    });
  });

  it('reads transaction item kinds only where a transaction is sent', () => {
    expect(sdkCallsOf('const action = { Put: { Item } };').table).toEqual([]);
  });

  it('reads the project modules of a bundle, not the SDK it carries', () => {
    const bundle = [
      '// node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/ScanCommand.js',
      'this.clientCommand = new ScanCommand(this.input);',
      '// functions/data/users.ts',
      'new GetCommand({})',
    ].join('\n');

    expect([...projectSections(bundle).keys()]).toEqual(['functions/data/users.ts']);
    expect(sdkCallsOf([...projectSections(bundle).values()].join('\n')).table).toEqual(['dynamodb:GetItem']);
  });
});

describe('each Lambda is granted exactly the calls its code makes', () => {
  it.each(RESOURCES)('%s: DynamoDB actions and Cognito admin actions', async (resource) => {
    const calls = await sdkCallsOfLambda(resource);

    expect(calls.table, 'DynamoDB actions sent vs granted').toEqual([...needsOf(resource).table].sort());
    expect(calls.userPool, 'Cognito admin actions sent vs granted').toEqual([...(needsOf(resource).userPool ?? [])].sort());
    // Anything else the code sends must be a public-client Cognito call, which needs no IAM.
    expect(calls.other.filter((name) => !PUBLIC_CLIENT_CALLS.has(name))).toEqual([]);
  });
});

/** Cognito calls authorised by the user's own token or the app client, not by the Lambda's role. */
const PUBLIC_CLIENT_CALLS = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'RevokeToken',
  'ChangePassword',
  'GlobalSignOut',
  'GetUser',
]);
