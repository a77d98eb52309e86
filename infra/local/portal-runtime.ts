// What the cloud assembly deploys, run on this machine: each function of the template in its own
// execution environment with exactly its declared environment (resolved to the local resources) and
// credentials of its own, its AWS calls checked against its role's policies by the front door, and the
// HTTP API's routes and JWT authorizer served by the gateway. The emulators and their resources are
// the caller's (local-stack.ts); this only reads the assembly and runs it.
import { createHash, randomBytes } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import type { RuntimeConfig } from '#shared/api-types.ts';
import { type FrontDoorAnswer, type FrontDoorCall, startFrontDoor } from './aws-front-door/server.ts';
import type { PolicyStatement, Principal } from './aws-front-door/policy.ts';
import { localBindings, type LocalBindings } from './cloud-assembly/local-bindings.ts';
import type { AssemblyFunction, CloudAssembly } from './cloud-assembly/read-assembly.ts';
import type { EmulatorEndpoints } from './emulator-endpoints.ts';
import { startGateway } from './gateway.ts';
import { createAuthorizer, type Authorize } from './jwt-authorizer.ts';
import { FunctionHost, type InvocationReport } from './lambda/function-host.ts';
import { startInvokeApi } from './lambda/lambda-invoke-api.ts';
import type { LocalResources } from './provision.ts';

/** The account the local ARNs name (no AWS account exists here). */
export const LOCAL_ACCOUNT = '000000000000';

export interface PortalRuntimeOptions {
  /** The synthesized assembly, as read-assembly.ts reads it. */
  assembly: CloudAssembly;
  resources: LocalResources;
  /** The emulators: the front door passes allowed calls on to them. */
  endpoints: EmulatorEndpoints;
  gatewayPort: number;
  webDistDir: string;
  /** A client of the S3 emulator, for the gateway's /uploads/* (CloudFront's own read of the bucket). */
  s3: S3Client;
  /** The Invoke API's port (the Cognito emulator's trigger calls); any free one when absent. */
  invokeApiPort?: number;
  log?: (line: string) => void;
  /** Each line a function prints, as its log group would get it; dropped when absent. */
  functionLog?: (functionName: string, line: string) => void;
}

/** One function invocation as it ended, by the function's construct name (`dashboards`). */
export interface FunctionInvocation extends InvocationReport {
  name: string;
}

export interface PortalRuntime {
  url: string;
  /** The functions by construct name (`dashboards`, `CustomMessages`). */
  hosts: ReadonlyMap<string, FunctionHost>;
  /** Every AWS call a function made, in order (tests count and inspect them). */
  calls: FrontDoorCall[];
  /**
   * Runs `hook` after each allowed AWS call's answer and before the function gets it (with the request's
   * JSON body); answers a function that removes it. The faults tests stop an emulator from here.
   */
  afterCall(hook: (call: FrontDoorCall, body: string | undefined) => Promise<void>): () => void;
  /**
   * Runs `hook` with each DynamoDB and Cognito answer a function got (status and JSON body); answers a
   * function that removes it. The cost benchmark sums DynamoDB's ConsumedCapacity from here.
   */
  onAnswer(hook: (call: FrontDoorCall, answer: FrontDoorAnswer) => void): () => void;
  /** Runs `hook` as each invocation of a function ends (its duration and memory); answers a function that removes it. */
  onInvocation(hook: (invocation: FunctionInvocation) => void): () => void;
  /** The physical name a function runs under, by construct name. */
  functionNameOf(name: string): string | undefined;
  close(): Promise<void>;
}

export async function startPortalRuntime(options: PortalRuntimeOptions): Promise<PortalRuntime> {
  const { assembly, resources, endpoints } = options;
  const portalOrigin = `http://localhost:${options.gatewayPort}`;
  const bindings = localBindings(assembly.template, {
    account: LOCAL_ACCOUNT,
    region: resources.region,
    stackName: assembly.stackName,
    tableName: resources.tableName,
    uploadsBucket: resources.uploadsBucket,
    userPoolId: resources.userPoolId,
    userPoolClientId: resources.userPoolClientId,
    cognitoEndpoint: endpoints.cognito,
    portalOrigin,
    secrets: generatedSecrets(assembly),
  });

  const { principals, credentialsOf } = functionPrincipals(assembly, bindings);

  const calls: FrontDoorCall[] = [];
  const afterCallHooks = new Set<(call: FrontDoorCall, body: string | undefined) => Promise<void>>();
  const answerHooks = new Set<(call: FrontDoorCall, answer: FrontDoorAnswer) => void>();
  const invocationHooks = new Set<(invocation: FunctionInvocation) => void>();
  const frontDoor = await startFrontDoor({
    upstreams: endpoints,
    principalOf: (accessKeyId) => principals.get(accessKeyId),
    account: LOCAL_ACCOUNT,
    region: resources.region,
    partitionKeyOf: partitionKeys(assembly, bindings),
    onCall: (call) => {
      calls.push(call);
      if (!call.allowed) options.log?.(`AccessDenied: ${call.principal ?? 'unknown caller'} ${call.operation} (${describe(call)})`);
    },
    afterCall: async (call, body) => {
      for (const hook of afterCallHooks) await hook(call, body);
    },
    onAnswer: (call, answer) => answerHooks.forEach((hook) => hook(call, answer)),
    log: options.log,
  });

  const hosts = new Map<string, FunctionHost>();
  const byPhysicalName = new Map<string, FunctionHost>();
  const byLogicalId = new Map<string, FunctionHost>();
  for (const fn of assembly.functions) {
    const functionName = bindings.physicalName(fn.logicalId)!;
    const host = new FunctionHost({
      fn,
      functionName,
      environment: functionEnvironment(fn, {
        functionName,
        bindings,
        credentials: credentialsOf.get(fn.logicalId)!,
        frontDoor: frontDoor.endpoints,
        region: resources.region,
      }),
      onLog: options.functionLog && ((line) => options.functionLog!(fn.name, line)),
      onInvocation: (report) => invocationHooks.forEach((hook) => hook({ name: fn.name, ...report })),
    });
    hosts.set(fn.name, host);
    byPhysicalName.set(functionName, host);
    byLogicalId.set(fn.logicalId, host);
  }

  const invokeApi = await startInvokeApi((nameOrArn) => byPhysicalName.get(nameOrArn.split(':function:').pop()!), options.invokeApiPort);

  const authorizers = jwtAuthorizers(assembly, bindings);
  const runtimeConfig = runtimeConfigOf(options, bindings);
  let gateway;
  try {
    gateway = await startGateway({
      port: options.gatewayPort,
      runtimeConfig,
      routes: assembly.routes,
      authorizers,
      functionOf: (logicalId) => byLogicalId.get(logicalId),
      webDistDir: options.webDistDir,
      s3: options.s3,
      uploadsBucket: resources.uploadsBucket,
      uploadsEndpoint: frontDoor.endpoints.s3,
    });
  } catch (error) {
    await Promise.all([frontDoor.close(), invokeApi.close()]);
    throw error;
  }
  const openGateway = gateway;

  return {
    url: portalOrigin,
    hosts,
    calls,
    afterCall: subscriber(afterCallHooks),
    onAnswer: subscriber(answerHooks),
    onInvocation: subscriber(invocationHooks),
    functionNameOf: (name) => {
      const fn = assembly.functions.find((each) => each.name === name);
      return fn && bindings.physicalName(fn.logicalId);
    },
    close: async () => {
      await openGateway.close();
      await Promise.all([...hosts.values()].map((host) => host.close()));
      await Promise.all([frontDoor.close(), invokeApi.close()]);
    },
  };
}

/** Adds a hook to `hooks`; answers a function that removes it. */
const subscriber =
  <Hook>(hooks: Set<Hook>) =>
  (hook: Hook) => {
    hooks.add(hook);
    return () => hooks.delete(hook);
  };

type Credentials = { accessKeyId: string; secretAccessKey: string };

/** Credentials of each function's own (by logical id), and the principal each access key id stands for. */
function functionPrincipals(assembly: CloudAssembly, bindings: LocalBindings) {
  const principals = new Map<string, Principal>();
  const credentialsOf = new Map<string, Credentials>();
  for (const fn of assembly.functions) {
    const accessKeyId = `ASIA${createHash('sha256').update(fn.logicalId).digest('hex').slice(0, 16).toUpperCase()}`;
    credentialsOf.set(fn.logicalId, { accessKeyId, secretAccessKey: randomBytes(20).toString('base64') });
    principals.set(accessKeyId, {
      name: bindings.physicalName(fn.logicalId)!,
      roleArn: fn.roleLogicalId ? String(bindings.getAtt(fn.roleLogicalId, 'Arn')) : '',
      statements: fn.roleLogicalId ? (assembly.statementsOfRole(fn.roleLogicalId).map((s) => bindings.resolve(s)) as PolicyStatement[]) : [],
    });
  }
  return { principals, credentialsOf };
}

/** The template's JWT authorizers by logical id, their issuer and audience resolved to this machine. */
function jwtAuthorizers(assembly: CloudAssembly, bindings: LocalBindings): Map<string, Authorize> {
  const authorizers = new Map<string, Authorize>();
  for (const [id, authorizer] of assembly.authorizers) {
    authorizers.set(
      id,
      createAuthorizer({
        issuer: String(bindings.resolve(authorizer.issuer)),
        audience: authorizer.audience.map((value) => String(bindings.resolve(value))),
      }),
    );
  }
  return authorizers;
}

/** The SPA's config.json as the gateway serves it. */
function runtimeConfigOf({ assembly, resources, endpoints }: PortalRuntimeOptions, bindings: LocalBindings): RuntimeConfig {
  return {
    apiBaseUrl: '/api/v1',
    region: resources.region,
    userPoolId: resources.userPoolId,
    userPoolClientId: resources.userPoolClientId,
    // The stack's own pattern (its BusinessUrl output), with the gateway in the distribution's place.
    businessUrl: String(bindings.resolve(assembly.template.Outputs?.BusinessUrl?.Value)),
    cognitoEndpoint: endpoints.cognito,
  };
}

/** Where a function's environment comes from, besides its template. */
interface EnvironmentSources {
  functionName: string;
  bindings: LocalBindings;
  credentials: Credentials;
  /** The front door's endpoints, which the SDK's standard variables point at. */
  frontDoor: EmulatorEndpoints;
  region: string;
}

/**
 * A function's whole environment: what its template declares, resolved, plus only what Lambda's
 * runtime sets (name, memory, handler, region, the role's credentials) and, as SAM local does, the
 * SDK's standard endpoint variables pointing at the front door. Nothing of this process leaks in.
 */
function functionEnvironment(
  fn: AssemblyFunction,
  { functionName, bindings, credentials, frontDoor, region }: EnvironmentSources,
): Record<string, string> {
  const declared = Object.fromEntries(Object.entries(fn.environment).map(([name, value]) => [name, String(bindings.resolve(value))]));
  return {
    ...declared,
    AWS_REGION: region,
    AWS_DEFAULT_REGION: region,
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    AWS_SESSION_TOKEN: 'local-session',
    AWS_LAMBDA_FUNCTION_NAME: functionName,
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(fn.memorySize),
    AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/${functionName}`,
    AWS_EXECUTION_ENV: `AWS_Lambda_${fn.runtime}`,
    LAMBDA_TASK_ROOT: fn.codeDir,
    _HANDLER: fn.handler,
    AWS_ENDPOINT_URL_DYNAMODB: frontDoor.dynamodb,
    AWS_ENDPOINT_URL_S3: frontDoor.s3,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: frontDoor.cognito,
  };
}

/** A fresh value per start for each generated secret, as a deploy generates one per stack. */
function generatedSecrets(assembly: CloudAssembly): Map<string, string> {
  return new Map(
    Object.entries(assembly.template.Resources)
      .filter(([, resource]) => resource.Type === 'AWS::SecretsManager::Secret')
      .map(([logicalId]) => [logicalId, randomBytes(48).toString('base64url').slice(0, 64)]),
  );
}

/** The partition key of the table and of each index, from the template's key schemas. */
function partitionKeys(assembly: CloudAssembly, bindings: LocalBindings) {
  type KeySchema = { AttributeName: string; KeyType: string }[];
  const hashOf = (schema: KeySchema | undefined) => schema?.find((key) => key.KeyType === 'HASH')?.AttributeName;
  const tables = new Map<string, { key?: string; indexes: Map<string, string | undefined> }>();
  for (const [logicalId, resource] of Object.entries(assembly.template.Resources)) {
    if (resource.Type !== 'AWS::DynamoDB::Table') continue;
    const props = resource.Properties as { KeySchema?: KeySchema; GlobalSecondaryIndexes?: { IndexName: string; KeySchema: KeySchema }[] };
    tables.set(bindings.physicalName(logicalId)!, {
      key: hashOf(props.KeySchema),
      indexes: new Map((props.GlobalSecondaryIndexes ?? []).map((index) => [index.IndexName, hashOf(index.KeySchema)])),
    });
  }
  return (table: string, index?: string) => (index ? tables.get(table)?.indexes.get(index) : tables.get(table)?.key);
}

const describe = (call: FrontDoorCall) => call.authorizations.map((a) => `${a.action} on ${a.resource}`).join(', ');
