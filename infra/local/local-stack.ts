// The whole portal on this machine: the cloud assembly `cdk synth -c stage=local` makes (synthesized
// again only when the sources changed), the emulators and the resources the template names, the demo
// seed, and the assembly's functions, routes and authorizer run by portal-runtime.ts.
// `npm start`, the test suite and the benchmarks all start it through here.
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDocumentClient } from '#functions/lib/dynamo.ts';
import { removeLocalStackOutputs, writeLocalStackOutputs } from '../ops/stack-outputs.ts';
import { WEB_DIST_DIR } from '../paths.ts';
import { createLocalClients, type LocalAwsClients } from './aws-clients.ts';
import { localResourceName } from './cloud-assembly/local-bindings.ts';
import { ensureLocalAssembly } from './cloud-assembly/synth.ts';
import { readAssembly, refOrAttId, type CloudAssembly } from './cloud-assembly/read-assembly.ts';
import type { EmulatorEndpoints } from './emulator-endpoints.ts';
import { startEmulators, type CognitoEmulatorOptions, type EmulatorPorts, type RunningEmulators } from './emulators.ts';
import { reportsOrigin } from './gateway.ts';
import { startPortalRuntime, type PortalRuntime } from './portal-runtime.ts';
import { assertPortFree, findFreePort, PORT_ENV, PORT_LABELS } from './ports.ts';
import { provision, type LocalResources } from './provision.ts';
import { seedDemo } from './seed/seed-demo.ts';

export interface LocalStackOptions {
  dataDir: string;
  ports: EmulatorPorts & { gateway: number };
  inMemory?: boolean;
  seed?: boolean;
  log?: (line: string) => void;
}

export interface LocalStack {
  url: string;
  endpoints: EmulatorEndpoints;
  resources: LocalResources;
  emulators: RunningEmulators;
  clients: LocalAwsClients;
  db: DynamoDBDocumentClient;
  runtime: PortalRuntime;
  /** The cloud assembly it runs, and whether this start synthesized it. */
  assembly: { dir: string; synthesized: boolean; seconds: number };
  seeded: boolean;
  stop(): Promise<void>;
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const { ports, log } = options;
  // Check the gateway port first too, so a taken port fails before Java starts.
  await assertPortFree(ports.gateway, PORT_LABELS.gateway, PORT_ENV.gateway);
  const assemblyDir = await ensureLocalAssembly({ log });
  const assembly = readAssembly(assemblyDir.dir);
  const invokeApiPort = await findFreePort();
  log?.('Starting DynamoDB Local, the S3 and Cognito emulators…');
  const emulators = await startEmulators({
    dataDir: options.dataDir,
    ports,
    inMemory: options.inMemory,
    log,
    cognito: cognitoOptions(assembly, `http://127.0.0.1:${invokeApiPort}`),
  });
  let runtime: PortalRuntime | undefined;
  let clients: LocalAwsClients | undefined;
  try {
    const resources = await provision(emulators.endpoints, { portalPort: ports.gateway });
    clients = createLocalClients(emulators.endpoints);
    const db = createDocumentClient(clients.dynamodb);
    const seeded =
      options.seed === false
        ? false
        : await seedDemo({
            db,
            s3: clients.s3,
            cognito: clients.cognito,
            tableName: resources.tableName,
            uploadsBucket: resources.uploadsBucket,
            userPoolId: resources.userPoolId,
            // The demo reports' own host: a framed report must not share the portal's origin.
            reportOrigin: reportsOrigin(ports.gateway),
          });
    runtime = await startPortalRuntime({
      assembly,
      resources,
      endpoints: emulators.endpoints,
      gatewayPort: ports.gateway,
      webDistDir: WEB_DIST_DIR,
      s3: clients.s3,
      invokeApiPort,
      log,
      functionLog: log && ((name, line) => log(`[${name}] ${line}`)),
    });
    // Where the operator tools (admin:create, smoke) find this stack: its outputs, as a deploy's are named.
    writeLocalStackOutputs(options.dataDir, { url: runtime.url, resources, endpoints: emulators.endpoints });
    const openRuntime = runtime;
    const openClients = clients;
    return {
      url: runtime.url,
      endpoints: emulators.endpoints,
      resources,
      emulators,
      clients,
      db,
      runtime,
      assembly: assemblyDir,
      seeded,
      stop: async () => {
        removeLocalStackOutputs(options.dataDir);
        await openRuntime.close();
        openClients.destroy();
        await emulators.stop();
      },
    };
  } catch (error) {
    await runtime?.close();
    clients?.destroy();
    await emulators.stop();
    throw error;
  }
}

/**
 * The pool's side as the template declares it: its CustomMessage trigger (run through the local Invoke
 * API, by the function's local name) and its own message templates, used where no trigger writes one.
 */
function cognitoOptions(assembly: CloudAssembly, lambdaEndpoint: string): CognitoEmulatorOptions {
  const pool = Object.values(assembly.template.Resources).find((resource) => resource.Type === 'AWS::Cognito::UserPool');
  const props = (pool?.Properties ?? {}) as {
    LambdaConfig?: { CustomMessage?: unknown };
    VerificationMessageTemplate?: { EmailSubject?: string; EmailMessage?: string };
    AdminCreateUserConfig?: { InviteMessageTemplate?: { EmailSubject?: string; EmailMessage?: string } };
  };
  const triggerId = refOrAttId(props.LambdaConfig?.CustomMessage);
  const invite = props.AdminCreateUserConfig?.InviteMessageTemplate;
  const verify = props.VerificationMessageTemplate;
  return {
    lambdaEndpoint,
    triggers: triggerId ? { CustomMessage: localResourceName(assembly.stackName, triggerId) } : {},
    templates: {
      ...(invite?.EmailMessage ? { invitation: { subject: invite.EmailSubject ?? '', body: invite.EmailMessage } } : {}),
      ...(verify?.EmailMessage ? { verification: { subject: verify.EmailSubject ?? '', body: verify.EmailMessage } } : {}),
    },
  };
}
