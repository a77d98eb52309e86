// Starts and stops the three local AWS emulators: DynamoDB Local (Java), s3rver and cognito-local.
import { ListUserPoolsCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { ListBucketsCommand } from '@aws-sdk/client-s3';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalClients } from './aws-clients.ts';
import { findExecutable, spawnManaged, type ExitInfo, type ManagedChild } from './child-process.ts';
import { appendToOutbox, CognitoMessageLog } from './cognito-messages.ts';
import type { EmulatorEndpoints } from './emulator-endpoints.ts';
import { clearEmulatorPids, recordEmulatorPids, stopLeftoverEmulators } from './leftovers.ts';
import { assertPortFree, PORT_ENV, PORT_LABELS } from './ports.ts';
import { pollUntil } from './wait.ts';

export interface EmulatorPorts {
  dynamodb: number;
  s3: number;
  cognito: number;
}

export interface RunningEmulators {
  endpoints: EmulatorEndpoints;
  cognitoMessages: CognitoMessageLog;
  /** Process ids of the emulators (each leads its own process group). */
  pids: EmulatorPorts;
  /** Stops all three and waits for them to exit. Idempotent. */
  stop(): Promise<void>;
}

export interface StartEmulatorsOptions {
  /** Persistent state goes to `<dataDir>/dynamodb`, `<dataDir>/s3` and `<dataDir>/cognito`. */
  dataDir: string;
  ports: EmulatorPorts;
  /** DynamoDB in memory (tests); S3 and Cognito still use `dataDir`. */
  inMemory?: boolean;
  log?: (line: string) => void;
}

/** A failure to start the emulators whose message is meant to be shown as is, without a stack. */
export class EmulatorError extends Error {
  override name = 'EmulatorError';
}

export const JAVA_MISSING_MESSAGE = 'Java was not found on PATH: DynamoDB Local needs Java 17 or newer (install a JDK/JRE 17+ and retry).';

const READY_TIMEOUT_MS = { dynamodb: 40_000, s3: 15_000, cognito: 15_000 };

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

export async function startEmulators(options: StartEmulatorsOptions): Promise<RunningEmulators> {
  const { dataDir, ports, inMemory = false } = options;
  const log = options.log ?? (() => {});
  const started = Date.now();
  if (new Set([ports.dynamodb, ports.s3, ports.cognito]).size !== 3) {
    throw new EmulatorError(`The emulator ports must differ (got ${ports.dynamodb}, ${ports.s3}, ${ports.cognito}).`);
  }
  const java = findExecutable('java');
  if (!java) throw new EmulatorError(JAVA_MISSING_MESSAGE);
  mkdirSync(dataDir, { recursive: true });
  await stopLeftoverEmulators(dataDir, log);
  // DynamoDB Local binds every interface, so its port must be free on all of them.
  await assertPortFree(ports.dynamodb, PORT_LABELS.dynamodb, PORT_ENV.dynamodb, { allInterfaces: true });
  await assertPortFree(ports.s3, PORT_LABELS.s3, PORT_ENV.s3);
  await assertPortFree(ports.cognito, PORT_LABELS.cognito, PORT_ENV.cognito);

  const endpoints: EmulatorEndpoints = {
    dynamodb: `http://localhost:${ports.dynamodb}`,
    s3: `http://localhost:${ports.s3}`,
    cognito: `http://localhost:${ports.cognito}`,
  };
  const cognitoMessages = new CognitoMessageLog();
  const children: ManagedChild[] = [];
  try {
    const dynamodb = spawnDynamoDB(java, dataDir, ports.dynamodb, inMemory);
    children.push(dynamodb);
    const s3 = spawnS3(dataDir, ports.s3);
    children.push(s3);
    const cognito = spawnCognito(dataDir, ports.cognito, (line) => {
      const message = cognitoMessages.push(line);
      if (message) {
        appendToOutbox(dataDir, message);
        const via = message.target ? ` (${message.target})` : '';
        log(`Cognito message to ${message.destination ?? message.username}${via}: ${message.code}`);
      }
    });
    children.push(cognito);
    recordEmulatorPids(dataDir, [
      { name: dynamodb.name, pid: dynamodb.pid ?? -1, marker: MARKERS.dynamodb },
      { name: s3.name, pid: s3.pid ?? -1, marker: MARKERS.s3 },
      { name: cognito.name, pid: cognito.pid ?? -1, marker: MARKERS.cognito },
    ]);

    const probes = createLocalClients(endpoints, { maxAttempts: 1, timeoutMs: 2000 });
    const waitReady = async (child: ManagedChild, port: number, timeoutMs: number, probe: () => Promise<unknown>) => {
      await pollUntil(probe, {
        timeoutMs,
        abortIf: () => {
          if (child.exitInfo) throw new EmulatorError(exitMessage(child, child.exitInfo));
        },
        timeoutMessage: (lastError) =>
          `${child.name} did not answer on port ${port} within ${timeoutMs / 1000} s ` +
          `(last error: ${(lastError as Error)?.message ?? lastError}).` +
          indentTail(child),
      });
      log(`${child.name} ready at http://localhost:${port} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    };
    try {
      await Promise.all([
        waitReady(dynamodb, ports.dynamodb, READY_TIMEOUT_MS.dynamodb, () => probes.dynamodb.send(new ListTablesCommand({ Limit: 1 }))),
        waitReady(s3, ports.s3, READY_TIMEOUT_MS.s3, () => probes.s3.send(new ListBucketsCommand({}))),
        waitReady(cognito, ports.cognito, READY_TIMEOUT_MS.cognito, () => probes.cognito.send(new ListUserPoolsCommand({ MaxResults: 1 }))),
      ]);
    } finally {
      probes.destroy();
    }
  } catch (error) {
    await Promise.all(children.map((child) => child.stop()));
    clearEmulatorPids(dataDir);
    throw error;
  }

  for (const child of children) {
    void child.exited.then((info) => {
      if (!child.stopRequested) log(`${exitMessage(child, info)} The local stack needs a restart.`);
    });
  }
  // However they end (stop(), a signal, a crash), forget their pids once all are gone.
  void Promise.all(children.map((child) => child.exited)).then(() => clearEmulatorPids(dataDir));
  const [dynamodb, s3, cognito] = children;
  let stopping: Promise<void> | undefined;
  return {
    endpoints,
    cognitoMessages,
    pids: { dynamodb: dynamodb.pid!, s3: s3.pid!, cognito: cognito.pid! },
    stop() {
      stopping ??= Promise.all(children.map((child) => child.stop())).then(() => clearEmulatorPids(dataDir));
      return stopping;
    },
  };
}

// Substrings of each emulator's command line, so a leftover can be recognised after a crash.
const MARKERS = { dynamodb: 'DynamoDBLocal.jar', s3: 's3rver-child.cjs', cognito: 'cognito-local' };

/** Environment for the Node.js emulators: none of our debugging or Node options leak into them. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.NODE_OPTIONS; // e.g. --inspect would fight over port 9229 with cognito-local
  return env;
}

function spawnDynamoDB(java: string, dataDir: string, port: number, inMemory: boolean): ManagedChild {
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

function spawnS3(dataDir: string, port: number): ManagedChild {
  const directory = join(dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  const script = join(dirname(fileURLToPath(import.meta.url)), 's3rver-child.cjs');
  return spawnManaged('S3 emulator', process.execPath, [script, directory, String(port), 'localhost'], {
    env: childEnv({}),
  });
}

function spawnCognito(dataDir: string, port: number, onLine: (line: string) => void): ManagedChild {
  // cognito-local keeps its database under `.cognito/` in its working directory.
  const cwd = join(dataDir, 'cognito');
  mkdirSync(cwd, { recursive: true });
  const env = childEnv({
    PORT: String(port),
    HOST: 'localhost', // part of the token issuer: http://localhost:<port>/<poolId>
    COLUMNS: '1000', // boxen would wrap long e-mail addresses in the message boxes at 80
    AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
  });
  delete env.DEBUG; // debug level logs whole user records, passwords included
  delete env.CODE; // would fix every code and temporary password to its value
  return spawnManaged('Cognito emulator', process.execPath, [join(packageDir('cognito-local'), 'lib/bin/start.js')], {
    cwd,
    env,
    onLine,
  });
}

function exitMessage(child: ManagedChild, info: ExitInfo): string {
  if (info.error?.code === 'ENOENT' && child.name === 'DynamoDB Local') return JAVA_MISSING_MESSAGE;
  if (info.error) return `${child.name} could not be started: ${info.error.message}.`;
  const how = info.signal ? `signal ${info.signal}` : `code ${info.code}`;
  return `${child.name} exited (${how}).${indentTail(child)}`;
}

function indentTail(child: ManagedChild): string {
  const tail = child.tail(10).trim();
  return tail ? `\n${tail.replace(/^/gm, '    ')}` : '';
}
