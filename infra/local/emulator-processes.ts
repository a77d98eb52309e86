// The three emulator processes, one spawner each: DynamoDB Local (Java), s3rver and cognito-local, on
// a given port and under a given data directory. emulators.ts starts them, waits for them and stops
// them (all at once, or one at a time for the faults tests).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './aws-clients.ts';
import { spawnManaged, type ExitInfo, type ManagedChild } from './child-process.ts';

export type EmulatorName = 'dynamodb' | 's3' | 'cognito';

export const JAVA_MISSING_MESSAGE = 'Java was not found on PATH: DynamoDB Local needs Java 17 or newer (install a JDK/JRE 17+ and retry).';

// Substrings of each emulator's command line, so a leftover can be recognised after a crash.
export const MARKERS: Record<EmulatorName, string> = { dynamodb: 'DynamoDBLocal.jar', s3: 's3rver-child.cjs', cognito: 'cognito-local' };

export interface SpawnSettings {
  java: string;
  dataDir: string;
  port: number;
  /** DynamoDB only: keep the tables in memory (they do not survive a restart). */
  inMemory: boolean;
  /** Cognito only: its trigger functions and the pool's message templates. */
  cognito?: CognitoEmulatorOptions;
  /** Cognito only: each message its process posts (cognito-messages.ts reads the messages it sends). */
  onMessage?: (posted: unknown) => void;
}

export interface MessageTemplate {
  subject: string;
  /** HTML, with Cognito's placeholders `{####}` (the code or temporary password) and `{username}`. */
  body: string;
}

export interface CognitoEmulatorOptions {
  /** Base URL of the local Lambda Invoke API (e.g. http://127.0.0.1:<port>), which runs the triggers. */
  lambdaEndpoint?: string;
  /** Trigger → function name, as the pool's LambdaConfig names them; they need `lambdaEndpoint`. */
  triggers?: Partial<Record<'CustomMessage', string>>;
  /** The pool's own templates (as deployed), used when no trigger writes a message. */
  templates?: { invitation?: MessageTemplate; verification?: MessageTemplate };
}

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** Environment for the Node.js emulators: none of our debugging or Node options leak into them. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.NODE_OPTIONS; // e.g. --inspect would fight over port 9229 with cognito-local
  return env;
}

function spawnDynamoDB({ java, dataDir, port, inMemory }: SpawnSettings): ManagedChild {
  const emulatorDir = join(packageDir('amplify-dynamodb-simulator'), 'emulator');
  const dbDir = join(dataDir, 'dynamodb');
  mkdirSync(dbDir, { recursive: true });
  return spawnManaged(
    'DynamoDB Local',
    java,
    [
      // C1 only: the emulator starts about a second sooner and never needs peak throughput.
      '-XX:TieredStopAtLevel=1',
      `-Djava.library.path=${join(emulatorDir, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(emulatorDir, 'DynamoDBLocal.jar'),
      '-port',
      String(port),
      '-sharedDb',
      '-disableTelemetry',
      ...(inMemory ? ['-inMemory'] : ['-dbPath', dbDir]),
    ],
    { cwd: dbDir },
  );
}

function spawnS3({ dataDir, port }: SpawnSettings): ManagedChild {
  const directory = join(dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  const script = join(dirname(fileURLToPath(import.meta.url)), 's3rver-child.cjs');
  return spawnManaged('S3 emulator', process.execPath, [script, directory, String(port), 'localhost'], {
    env: childEnv({}),
  });
}

/**
 * cognito-local's configuration file (`.cognito/config.json` in its working directory), rewritten at each
 * start so a trigger dropped from the options does not linger. Its Lambda client (aws-sdk v2) calls the
 * local Invoke API; without an endpoint it would call AWS.
 */
function writeCognitoConfig(cwd: string, { lambdaEndpoint, triggers = {} }: CognitoEmulatorOptions): void {
  if (Object.keys(triggers).length > 0 && !lambdaEndpoint) throw new Error('Cognito triggers need a lambdaEndpoint to invoke them.');
  const config = {
    ...(lambdaEndpoint ? { LambdaClient: { endpoint: lambdaEndpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS } } : {}),
    TriggerFunctions: triggers,
  };
  mkdirSync(join(cwd, '.cognito'), { recursive: true });
  writeFileSync(join(cwd, '.cognito', 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
}

function spawnCognito({ dataDir, port, cognito = {}, onMessage }: SpawnSettings): ManagedChild {
  // cognito-local keeps its database and configuration under `.cognito/` in its working directory.
  const cwd = join(dataDir, 'cognito');
  writeCognitoConfig(cwd, cognito);
  const env = childEnv({
    PORT: String(port),
    HOST: 'localhost', // part of the token issuer: http://localhost:<port>/<poolId>
    AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    // Read by cognito-child.cjs.
    PORTAL_COGNITO_TEMPLATES: JSON.stringify(cognito.templates ?? {}),
  });
  delete env.DEBUG; // debug level logs whole user records, passwords included
  delete env.CODE; // would fix every code and temporary password to its value
  // Through a wrapper that patches cognito-local (see cognito-child.cjs); the start script's path stays
  // on the command line, where MARKERS finds a leftover emulator.
  const script = join(dirname(fileURLToPath(import.meta.url)), 'cognito-child.cjs');
  return spawnManaged('Cognito emulator', process.execPath, [script, join(packageDir('cognito-local'), 'lib/bin/start.js')], {
    cwd,
    env,
    onMessage,
  });
}

export const SPAWNERS: Record<EmulatorName, (settings: SpawnSettings) => ManagedChild> = {
  dynamodb: spawnDynamoDB,
  s3: spawnS3,
  cognito: spawnCognito,
};

export function exitMessage(child: ManagedChild, info: ExitInfo): string {
  if (info.error?.code === 'ENOENT' && child.name === 'DynamoDB Local') return JAVA_MISSING_MESSAGE;
  if (info.error) return `${child.name} could not be started: ${info.error.message}.`;
  const how = info.signal ? `signal ${info.signal}` : `code ${info.code}`;
  return `${child.name} exited (${how}).${indentTail(child)}`;
}

export function indentTail(child: ManagedChild): string {
  const tail = child.tail(10).trim();
  return tail ? `\n${tail.replace(/^/gm, '    ')}` : '';
}
