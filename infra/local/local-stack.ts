// The whole portal on this machine: emulators, their resources, the demo seed and the gateway.
// `npm start`, the test suite and the benchmarks all start it through here.
import { randomBytes } from 'node:crypto';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RuntimeConfig } from '#shared/api-types.ts';
import { ENV } from '#shared/constants.ts';
import { ACTIVITY } from '#shared/usage-constants.ts';
import { createDocumentClient } from '#functions/lib/dynamo.ts';
import { WEB_DIST_DIR } from '../paths.ts';
import { createLocalClients, LOCAL_CREDENTIALS, LOCAL_REGION, type LocalAwsClients } from './aws-clients.ts';
import type { EmulatorEndpoints } from './emulator-endpoints.ts';
import { startEmulators, type EmulatorPorts, type RunningEmulators } from './emulators.ts';
import { reportsOrigin, startGateway, type RunningGateway } from './gateway.ts';
import { assertPortFree, PORT_ENV, PORT_LABELS } from './ports.ts';
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
  seeded: boolean;
  stop(): Promise<void>;
}

/**
 * Points the handlers (which run in this process, as the gateway's "Lambdas") at the emulators,
 * through the same variables a Lambda gets from CDK plus the SDK's own endpoint variables.
 */
function configureHandlerEnvironment(endpoints: EmulatorEndpoints, resources: LocalResources, portalUrl: string) {
  Object.assign(process.env, {
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: endpoints.s3,
    [ENV.cognitoEndpoint]: endpoints.cognito,
    [ENV.tableName]: resources.tableName,
    [ENV.uploadsBucket]: resources.uploadsBucket,
    [ENV.userPoolId]: resources.userPoolId,
    [ENV.userPoolClientId]: resources.userPoolClientId,
    [ENV.uploadsBaseUrl]: '/uploads',
    // Plain-http iframes (the local demo reports) are allowed here only; no dashboard may frame the portal.
    [ENV.stage]: 'local',
    [ENV.portalOrigins]: portalUrl,
    // A fresh key per start, as AWS generates one per stack: a challenge outlives neither.
    [ENV.authChallengeKey]: randomBytes(32).toString('base64url'),
    // As a stage sets it (infra/stages.ts); the local stack keeps entries the default time.
    [ENV.activityRetentionDays]: String(ACTIVITY.defaultRetentionDays),
  });
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const { ports } = options;
  // Check the gateway port first too, so a taken port fails before Java starts.
  await assertPortFree(ports.gateway, PORT_LABELS.gateway, PORT_ENV.gateway);
  const emulators = await startEmulators({ dataDir: options.dataDir, ports, inMemory: options.inMemory, log: options.log });
  let gateway: RunningGateway | undefined;
  let clients: LocalAwsClients | undefined;
  try {
    const resources = await provision(emulators.endpoints, { portalPort: ports.gateway });
    const url = `http://localhost:${ports.gateway}`;
    configureHandlerEnvironment(emulators.endpoints, resources, url);
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
    const runtimeConfig: RuntimeConfig = {
      apiBaseUrl: '/api/v1',
      region: resources.region,
      userPoolId: resources.userPoolId,
      userPoolClientId: resources.userPoolClientId,
      cognitoEndpoint: emulators.endpoints.cognito,
    };
    gateway = await startGateway({
      port: ports.gateway,
      runtimeConfig,
      issuer: `${emulators.endpoints.cognito}/${resources.userPoolId}`,
      webDistDir: WEB_DIST_DIR,
      s3: clients.s3,
      uploadsBucket: resources.uploadsBucket,
      uploadsEndpoint: emulators.endpoints.s3,
    });
    const openGateway = gateway;
    const openClients = clients;
    return {
      url,
      endpoints: emulators.endpoints,
      resources,
      emulators,
      clients,
      db,
      seeded,
      stop: async () => {
        await openGateway.close();
        openClients.destroy();
        await emulators.stop();
      },
    };
  } catch (error) {
    await gateway?.close();
    clients?.destroy();
    await emulators.stop();
    throw error;
  }
}
