// Starts and stops the three local AWS emulators: DynamoDB Local (Java), s3rver and cognito-local.
// Each can also be stopped and started again on its own port while the others run (the faults tests).
import { ListUserPoolsCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { ListBucketsCommand } from '@aws-sdk/client-s3';
import { mkdirSync } from 'node:fs';
import { createLocalClients, type LocalAwsClients } from './aws-clients.ts';
import { findExecutable, type ManagedChild } from './child-process.ts';
import { appendToOutbox, cognitoMessageFrom, CognitoMessageLog, messageAsText } from './cognito-messages.ts';
import type { EmulatorEndpoints } from './emulator-endpoints.ts';
import {
  exitMessage,
  indentTail,
  JAVA_MISSING_MESSAGE,
  MARKERS,
  SPAWNERS,
  type CognitoEmulatorOptions,
  type EmulatorName,
} from './emulator-processes.ts';
import { clearEmulatorPids, recordEmulatorPids, stopLeftoverEmulators } from './leftovers.ts';
import { assertPortFree, PORT_ENV, PORT_LABELS } from './ports.ts';
import { pollUntil } from './wait.ts';

export { JAVA_MISSING_MESSAGE, type CognitoEmulatorOptions, type EmulatorName };

export interface EmulatorPorts {
  dynamodb: number;
  s3: number;
  cognito: number;
}

/** One emulator of a running set, to take down and bring back while the portal runs. */
export interface EmulatorControl {
  readonly name: string;
  /** Its process id now (a new one after each start). */
  readonly pid: number | undefined;
  /** Whether its process is running (frozen included). */
  readonly running: boolean;
  /** Stops it (SIGTERM, SIGKILL after a grace; at once when frozen) and waits for its exit. Idempotent. */
  stop(): Promise<void>;
  /**
   * Starts it again on the same port and data directory and waits until it answers. DynamoDB in
   * memory (`inMemory`) comes back empty; with a data directory it keeps its tables.
   */
  start(): Promise<void>;
  /** SIGSTOP: it keeps its port and connections but answers nothing, like a host that hangs. */
  freeze(): void;
  /** SIGCONT after freeze(). */
  thaw(): void;
}

export interface RunningEmulators {
  endpoints: EmulatorEndpoints;
  cognitoMessages: CognitoMessageLog;
  /** Process ids of the emulators now (each leads its own process group). */
  readonly pids: EmulatorPorts;
  dynamodb: EmulatorControl;
  s3: EmulatorControl;
  cognito: EmulatorControl;
  /** Stops all three and waits for them to exit. Idempotent. */
  stop(): Promise<void>;
}

export interface StartEmulatorsOptions {
  /** Persistent state goes to `<dataDir>/dynamodb`, `<dataDir>/s3` and `<dataDir>/cognito`. */
  dataDir: string;
  ports: EmulatorPorts;
  /** DynamoDB in memory (tests); S3 and Cognito still use `dataDir`. */
  inMemory?: boolean;
  /** cognito-local's triggers (through the local Lambda Invoke API) and the pool's message templates. */
  cognito?: CognitoEmulatorOptions;
  log?: (line: string) => void;
}

/** A failure to start the emulators whose message is meant to be shown as is, without a stack. */
export class EmulatorError extends Error {
  override name = 'EmulatorError';
}

const READY_TIMEOUT_MS: Record<EmulatorName, number> = { dynamodb: 40_000, s3: 15_000, cognito: 15_000 };
const NAMES: EmulatorName[] = ['dynamodb', 's3', 'cognito'];

/** The cheapest call each emulator answers once it is ready. */
const PROBES: Record<EmulatorName, (clients: LocalAwsClients) => Promise<unknown>> = {
  dynamodb: (clients) => clients.dynamodb.send(new ListTablesCommand({ Limit: 1 })),
  s3: (clients) => clients.s3.send(new ListBucketsCommand({})),
  cognito: (clients) => clients.cognito.send(new ListUserPoolsCommand({ MaxResults: 1 })),
};

/** Checks that `port` is free for the emulator `name`, with the one-line message of a taken port. */
function assertFree(name: EmulatorName, port: number): Promise<void> {
  // DynamoDB Local binds every interface, so its port must be free on all of them.
  return assertPortFree(port, PORT_LABELS[name], PORT_ENV[name], { allInterfaces: name === 'dynamodb' });
}

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
  for (const name of NAMES) await assertFree(name, ports[name]);

  const endpoints: EmulatorEndpoints = {
    dynamodb: `http://localhost:${ports.dynamodb}`,
    s3: `http://localhost:${ports.s3}`,
    cognito: `http://localhost:${ports.cognito}`,
  };
  const cognitoMessages = new CognitoMessageLog();
  // Each message the Cognito emulator sends, as it sends it: kept, written to the outbox, shown.
  const onCognitoMessage = (posted: unknown) => {
    const message = cognitoMessageFrom(posted);
    if (!message) return;
    appendToOutbox(dataDir, message);
    cognitoMessages.add(message);
    log(messageAsText(message));
  };
  // The current process of each emulator (replaced when one is started again).
  const children: Partial<Record<EmulatorName, ManagedChild>> = {};
  const current = () => NAMES.flatMap((name) => children[name] ?? []);

  const spawn = (name: EmulatorName): ManagedChild => {
    const cognito = name === 'cognito' ? { cognito: options.cognito, onMessage: onCognitoMessage } : {};
    const child = SPAWNERS[name]({ java, dataDir, port: ports[name], inMemory, ...cognito });
    children[name] = child;
    recordEmulatorPids(
      dataDir,
      NAMES.flatMap((each) => (children[each] ? [{ name: children[each].name, pid: children[each].pid ?? -1, marker: MARKERS[each] }] : [])),
    );
    return child;
  };

  const waitReady = async (name: EmulatorName, child: ManagedChild, since = Date.now()) => {
    const probes = createLocalClients(endpoints, { maxAttempts: 1, timeoutMs: 2000 });
    const timeoutMs = READY_TIMEOUT_MS[name];
    try {
      await pollUntil(() => PROBES[name](probes), {
        timeoutMs,
        abortIf: () => {
          if (child.exitInfo) throw new EmulatorError(exitMessage(child, child.exitInfo));
        },
        timeoutMessage: (lastError) =>
          `${child.name} did not answer on port ${ports[name]} within ${timeoutMs / 1000} s ` +
          `(last error: ${(lastError as Error)?.message ?? lastError}).` +
          indentTail(child),
      });
    } finally {
      probes.destroy();
    }
    log(`${child.name} ready at http://localhost:${ports[name]} (${((Date.now() - since) / 1000).toFixed(1)} s)`);
  };

  // Once running: an exit nobody asked for is reported, and the pids are forgotten once all are gone.
  const watch = (child: ManagedChild) => {
    void child.exited.then((info) => {
      if (!child.stopRequested) log(`${exitMessage(child, info)} The local stack needs a restart.`);
      if (current().every((each) => each.exitInfo)) clearEmulatorPids(dataDir);
    });
  };

  try {
    const spawned = NAMES.map((name) => [name, spawn(name)] as const);
    await Promise.all(spawned.map(([name, child]) => waitReady(name, child, started)));
  } catch (error) {
    await Promise.all(current().map((child) => child.stop()));
    clearEmulatorPids(dataDir);
    throw error;
  }
  current().forEach(watch);

  let stopping: Promise<void> | undefined;
  const control = (name: EmulatorName): EmulatorControl => {
    let frozen = false;
    return {
      get name() {
        return children[name]!.name;
      },
      get pid() {
        return children[name]?.pid;
      },
      get running() {
        return Boolean(children[name] && !children[name].exitInfo);
      },
      async stop() {
        const child = children[name]!;
        // Frozen, it must not run again (and answer what waited in its sockets) on its way out.
        if (frozen) child.signal('SIGKILL');
        await child.stop();
        frozen = false;
      },
      async start() {
        if (stopping) throw new EmulatorError('The emulators were stopped: start a new local stack.');
        if (!children[name]?.exitInfo) throw new EmulatorError(`${children[name]!.name} is still running: stop it first.`);
        await assertFree(name, ports[name]);
        const child = spawn(name);
        try {
          await waitReady(name, child);
        } catch (error) {
          await child.stop();
          throw error;
        }
        watch(child);
      },
      freeze() {
        children[name]!.signal('SIGSTOP');
        frozen = true;
      },
      thaw() {
        children[name]!.signal('SIGCONT');
        frozen = false;
      },
    };
  };

  return {
    endpoints,
    cognitoMessages,
    get pids() {
      return { dynamodb: children.dynamodb!.pid!, s3: children.s3!.pid!, cognito: children.cognito!.pid! };
    },
    dynamodb: control('dynamodb'),
    s3: control('s3'),
    cognito: control('cognito'),
    stop() {
      stopping ??= Promise.all(current().map((child) => child.stop())).then(() => clearEmulatorPids(dataDir));
      return stopping;
    },
  };
}
