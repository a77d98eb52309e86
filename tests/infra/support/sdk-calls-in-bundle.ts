// What a Lambda's code can ask of DynamoDB and Cognito, read from the code esbuild keeps for it: the
// deployed options (so the same tree-shaking decides what is reachable), minus minifying, so the SDK
// command names and the keys of transaction items stay readable. Only the project's own modules are
// read: the SDK's modules name every command whether or not ours call it.
import { build } from 'esbuild';
import type { Resource } from '#shared/routes.ts';
import type { CognitoAdminAction, TableAction } from '#infra/function-permissions.ts';
import { esbuildOptions } from '#infra/lambda-bundling.ts';
import { functionEntry } from '#infra/paths.ts';

/** lib-dynamodb's command (or client-dynamodb's, should one be used) → the IAM action it needs. */
const COMMAND_ACTIONS: Record<string, TableAction> = {
  Get: 'dynamodb:GetItem',
  GetItem: 'dynamodb:GetItem',
  BatchGet: 'dynamodb:BatchGetItem',
  BatchGetItem: 'dynamodb:BatchGetItem',
  Query: 'dynamodb:Query',
  Put: 'dynamodb:PutItem',
  PutItem: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  UpdateItem: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  DeleteItem: 'dynamodb:DeleteItem',
  BatchWrite: 'dynamodb:BatchWriteItem',
  BatchWriteItem: 'dynamodb:BatchWriteItem',
};

/** IAM authorises each action of a TransactWriteItems as its own item action (there is no TransactWriteItems action). */
const TRANSACT_ITEM_ACTIONS: Record<string, TableAction> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
};

const TRANSACT_COMMANDS = new Set(['TransactWrite', 'TransactWriteItems']);

export interface SdkCalls {
  table: TableAction[];
  userPool: CognitoAdminAction[];
  /** Commands of neither list (public-client Cognito calls, an unexpected DynamoDB one), to check. */
  other: string[];
}

/** The project's modules of a non-minified bundle: esbuild heads each with a `// <path>` comment. */
export function projectSections(bundle: string): Map<string, string> {
  const sections = new Map<string, string>();
  const headers = [...bundle.matchAll(/^\/\/ (\S+\.[cm]?[jt]sx?)$/gm)];
  headers.forEach((header, i) => {
    const path = header[1];
    if (path.includes('node_modules/')) return;
    sections.set(path, bundle.slice(header.index + header[0].length, headers[i + 1]?.index ?? bundle.length));
  });
  return sections;
}

/** The SDK calls of project code: `new XCommand(` (esbuild may suffix a renamed import: `QueryCommand2`). */
export function sdkCallsOf(code: string): SdkCalls {
  const table = new Set<TableAction>();
  const userPool = new Set<CognitoAdminAction>();
  const other = new Set<string>();
  for (const [, name] of code.matchAll(/\bnew ([A-Z]\w*?)Command\d*\(/g)) {
    if (COMMAND_ACTIONS[name]) table.add(COMMAND_ACTIONS[name]);
    else if (/^Admin[A-Z]/.test(name)) userPool.add(name as CognitoAdminAction);
    else if (!TRANSACT_COMMANDS.has(name)) other.add(name);
  }
  if ([...TRANSACT_COMMANDS].some((name) => new RegExp(`\\bnew ${name}Command\\d*\\(`).test(code))) {
    for (const [, kind] of code.matchAll(/(?:^|[{,])\s*(Put|Update|Delete|ConditionCheck):\s/gm)) table.add(TRANSACT_ITEM_ACTIONS[kind]);
  }
  return { table: [...table].sort(), userPool: [...userPool].sort(), other: [...other].sort() };
}

/** Bundles one resource's Lambda in memory and reads the SDK calls its own code keeps. */
export async function sdkCallsOfLambda(resource: Resource): Promise<SdkCalls> {
  const result = await build({
    ...esbuildOptions(functionEntry(resource), `${resource}.mjs`),
    minify: false,
    write: false,
  });
  const project = [...projectSections(result.outputFiles[0].text).values()].join('\n');
  return sdkCallsOf(project);
}
