// Where the operator tools (admin:create, smoke, the cost benchmark) find a portal: a deployed stage's
// CloudFormation outputs, or the outputs file the running local stack (`npm start`) keeps in its data
// directory under the same names, plus the emulators' endpoints, region and credentials.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR } from '../paths.ts';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../local/aws-clients.ts';
import type { EmulatorEndpoints } from '../local/emulator-endpoints.ts';
import type { LocalResources } from '../local/provision.ts';
import type { StageName } from '../stages.ts';

/** The stack outputs (infra/portal-stack.ts) every tool may rely on. */
export const PORTAL_OUTPUT_NAMES = ['PortalUrl', 'UserPoolId', 'UserPoolClientId', 'TableName', 'UploadsBucketName'] as const;

export type PortalOutputs = Record<(typeof PORTAL_OUTPUT_NAMES)[number], string>;

/** A stage that is deployed to AWS (`local` is only synthesized for the local stack). */
export type DeployedStageName = Exclude<StageName, 'local'>;

export interface DeployedStackOutputs extends PortalOutputs {
  stackName: string;
  region: string;
}

export interface LocalStackOutputs extends PortalOutputs {
  Region: string;
  Endpoints: EmulatorEndpoints;
  Credentials: { accessKeyId: string; secretAccessKey: string };
}

/** A portal that cannot be reached for an expected reason, told to the operator in one line. */
export class StackOutputsError extends Error {
  override name = 'StackOutputsError';
}

/** The CloudFormation stack of a stage, as infra/portal-app.ts names it. */
export const stackNameOf = (stage: StageName): string => `portal-${stage}`;

export const isDeployedStage = (stage: StageName): stage is DeployedStageName => stage !== 'local';

/** DescribeStacks of the stage's stack in its region (or `regionOverride`), with the AWS credentials of the environment. */
export async function readDeployedStackOutputs(stage: DeployedStageName, regionOverride?: string): Promise<DeployedStackOutputs> {
  // Loaded here only: the local stack imports this module to write its outputs, and neither CloudFormation's
  // client nor the CDK stage settings belong in its start.
  const [{ CloudFormationClient, DescribeStacksCommand }, { STAGES }] = await Promise.all([
    import('@aws-sdk/client-cloudformation'),
    import('../stages.ts'),
  ]);
  const region = regionOverride ?? STAGES[stage].region;
  const stackName = stackNameOf(stage);
  const client = new CloudFormationClient({ region });
  try {
    const { Stacks } = await client.send(new DescribeStacksCommand({ StackName: stackName }));
    const stack = Stacks?.[0];
    const found = Object.fromEntries((stack?.Outputs ?? []).map((output) => [output.OutputKey, output.OutputValue]));
    const missing = PORTAL_OUTPUT_NAMES.filter((name) => !found[name]);
    if (missing.length) {
      throw new StackOutputsError(
        `Stack ${stackName} in ${region} (${stack?.StackStatus ?? 'unknown status'}) has no output ${missing.join(', ')}.`,
      );
    }
    return { ...(found as PortalOutputs), stackName, region };
  } catch (error) {
    throw explainAwsError(error, stage, stackName, region);
  } finally {
    client.destroy();
  }
}

function explainAwsError(error: unknown, stage: StageName, stackName: string, region: string): unknown {
  const { name, message } = error as Error;
  if (name === 'ValidationError' && /does not exist/.test(message)) {
    return new StackOutputsError(`Stack ${stackName} not found in ${region}: deploy it first (npx cdk deploy -c stage=${stage}).`);
  }
  if (name === 'CredentialsProviderError') return new StackOutputsError(`No AWS credentials to read stack ${stackName}: ${message}`);
  return error;
}

// ---- The local stack's outputs file ----

const LOCAL_OUTPUTS_FILE = 'stack-outputs.json';
const START_LOCAL_STACK = 'start the local stack with npm start first';

export const localOutputsPath = (dataDir: string): string => join(dataDir, LOCAL_OUTPUTS_FILE);

/** Written by the local stack once it serves (renamed into place, so a reader never sees half a file). */
export function writeLocalStackOutputs(dataDir: string, stack: { url: string; resources: LocalResources; endpoints: EmulatorEndpoints }): void {
  const outputs: LocalStackOutputs = {
    PortalUrl: stack.url,
    UserPoolId: stack.resources.userPoolId,
    UserPoolClientId: stack.resources.userPoolClientId,
    TableName: stack.resources.tableName,
    UploadsBucketName: stack.resources.uploadsBucket,
    Region: LOCAL_REGION,
    Endpoints: stack.endpoints,
    Credentials: LOCAL_CREDENTIALS,
  };
  const path = localOutputsPath(dataDir);
  writeFileSync(`${path}.tmp`, `${JSON.stringify(outputs, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
}

/** Removed when the local stack stops; a stack that died leaves it behind, which the reader's probe catches. */
export function removeLocalStackOutputs(dataDir: string): void {
  rmSync(localOutputsPath(dataDir), { force: true });
}

/** The running local stack's outputs (`PORTAL_DATA_DIR`, or .data); refused when it has none or does not answer. */
export async function readLocalStackOutputs(dataDir: string = DATA_DIR): Promise<LocalStackOutputs> {
  const path = localOutputsPath(dataDir);
  let outputs: LocalStackOutputs;
  try {
    outputs = JSON.parse(readFileSync(path, 'utf8')) as LocalStackOutputs;
  } catch {
    throw new StackOutputsError(`No local stack outputs at ${path}: ${START_LOCAL_STACK}.`);
  }
  const endpoints = [outputs.PortalUrl, outputs.Endpoints?.dynamodb, outputs.Endpoints?.s3, outputs.Endpoints?.cognito];
  if (PORTAL_OUTPUT_NAMES.some((name) => typeof outputs[name] !== 'string') || endpoints.some((url) => typeof url !== 'string')) {
    throw new StackOutputsError(`The local stack outputs at ${path} are incomplete: ${START_LOCAL_STACK}.`);
  }
  const silent = await Promise.all(endpoints.map(async (url) => ((await answers(url)) ? undefined : url)));
  const down = silent.find(Boolean);
  if (down) throw new StackOutputsError(`The local stack does not answer at ${down}: ${START_LOCAL_STACK}.`);
  return outputs;
}

/** Whether anything answers HTTP at `url` (any status: only a refused or silent connection is "down"). */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}
