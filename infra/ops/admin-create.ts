// `npm run admin:create -- --email <e-mail> --first-name <n> --last-name <n> [--stage <s>] [--region <r>]`:
// creates (or finishes) the platform administrator on a deployed stage (its stack's outputs) or on the
// running local stack. Exit codes: 0 done or nothing to do, 1 refused or unreachable, 2 bad arguments.
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createDocumentClient } from '#functions/lib/dynamo.ts';
import { createLocalClients } from '../local/aws-clients.ts';
import { ADMIN_CREATE_USAGE, parseAdminCreateArgs, type AdminCreateOptions } from './admin-create-args.ts';
import { ensurePlatformAdmin, type AdminOutcome, type AdminTargets } from './platform-admin.ts';
import { readDeployedStackOutputs, readLocalStackOutputs, StackOutputsError } from './stack-outputs.ts';

interface OpenTarget {
  targets: AdminTargets;
  description: string;
  close(): void;
}

async function main(): Promise<number> {
  const parsed = parseAdminCreateArgs(process.argv.slice(2));
  if (parsed.kind === 'help') {
    console.log(ADMIN_CREATE_USAGE);
    return 0;
  }
  if (parsed.kind === 'invalid') {
    console.error(`admin:create: ${parsed.problem}.`);
    console.error(ADMIN_CREATE_USAGE);
    return 2;
  }
  const { email, firstName, lastName } = parsed.options;
  const target = await openTarget(parsed.options);
  try {
    console.log(`Target: ${target.description}.`);
    const outcome = await ensurePlatformAdmin(target.targets, { email, firstName, lastName });
    const line = describeOutcome(email, outcome);
    if (outcome.kind === 'refused') {
      console.error(line);
      return 1;
    }
    console.log(line);
    return 0;
  } finally {
    target.close();
  }
}

/** The portal the options name: a deployed stage's stack, or the running local stack. */
async function openTarget(options: AdminCreateOptions): Promise<OpenTarget> {
  if (options.stage) {
    const outputs = await readDeployedStackOutputs(options.stage, options.region);
    // The environment's AWS credentials (profile, SSO, variables), in the stack's region.
    const dynamodb = new DynamoDBClient({ region: outputs.region });
    const cognito = new CognitoIdentityProviderClient({ region: outputs.region });
    return {
      targets: {
        table: { db: createDocumentClient(dynamodb), tableName: outputs.TableName },
        cognito,
        userPoolId: outputs.UserPoolId,
        portalUrl: outputs.PortalUrl,
      },
      description: `stage ${options.stage}, stack ${outputs.stackName} in ${outputs.region} (${outputs.PortalUrl})`,
      close: () => {
        dynamodb.destroy();
        cognito.destroy();
      },
    };
  }
  const outputs = await readLocalStackOutputs();
  const clients = createLocalClients(outputs.Endpoints);
  return {
    targets: {
      table: { db: createDocumentClient(clients.dynamodb), tableName: outputs.TableName },
      cognito: clients.cognito,
      userPoolId: outputs.UserPoolId,
      portalUrl: outputs.PortalUrl,
    },
    description: `the local stack at ${outputs.PortalUrl}`,
    close: () => clients.destroy(),
  };
}

/** One line for the operator. */
function describeOutcome(email: string, outcome: AdminOutcome): string {
  switch (outcome.kind) {
    case 'created':
      return `Created the platform administrator ${email} (user ${outcome.userId}): invitation with a temporary password e-mailed, profile and e-mail claim written.`;
    case 'resumed': {
      const wrote = outcome.wrote.map((part) => (part === 'claim' ? 'e-mail claim' : part)).join(' and ');
      const invitation =
        outcome.invitation === 'resent'
          ? '; the invitation was e-mailed again with a new temporary password'
          : outcome.invitation === 'not needed'
            ? ''
            : `; the invitation could not be e-mailed again (${outcome.invitation})`;
      return `Resumed the platform administrator ${email} (user ${outcome.userId}): wrote the missing ${wrote}${invitation}.`;
    }
    case 'unchanged':
      return `${email} is already the platform administrator (user ${outcome.userId}, Cognito status ${outcome.status}): nothing changed.`;
    case 'refused':
      return `Refused: ${outcome.reason}`;
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // An unreachable portal is expected and told in one line; anything else names the AWS error, without a trace.
    const { name, message } = error as Error;
    console.error(error instanceof StackOutputsError ? message : `admin:create failed: ${name}: ${message}`);
    process.exitCode = 1;
  },
);
