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

/** Refuses a start that cannot work (ports shared or taken, no Java), after stopping what a crashed run left; answers Java's path. */
async function prepareStart({ dataDir, ports }: StartEmulatorsOptions, log: (line: string) => void): Promise<string> {
  if (new Set([ports.dynamodb, ports.s3, ports.cognito]).size !== 3) {
    throw new EmulatorError(`The emulator ports must differ (got ${ports.dynamodb}, ${ports.s3}, ${ports.cognito}).`);
  }
  const java = findExecutable('java');
  if (!java) throw new EmulatorError(JAVA_MISSING_MESSAGE);
  mkdirSync(dataDir, { recursive: true });
  await stopLeftoverEmulators(dataDir, log);
  for (const name of NAMES) await assertFree(name, ports[name]);
  return java;
}

interface EmulatorSetup {
  options: StartEmulatorsOptions;
  java: string;
  endpoints: EmulatorEndpoints;
  log: (line: string) => void;
  /** Each message the Cognito emulator posts, as it sends it. */
  onCognitoMessage: (posted: unknown) => void;
}

/** The current process of each emulator of a running set (replaced when one is started again). */
class EmulatorProcesses {
  readonly children: Partial<Record<EmulatorName, ManagedChild>> = {};
  /** Set once the whole set is being stopped: no emulator starts again. */
  stopping: Promise<void> | undefined;

  constructor(private readonly setup: EmulatorSetup) {}

  current(): ManagedChild[] {
    return NAMES.flatMap((name) => this.children[name] ?? []);
  }

  spawn(name: EmulatorName): ManagedChild {
    const { options, java, onCognitoMessage } = this.setup;
    const { dataDir, ports, inMemory = false } = options;
    const cognito = name === 'cognito' ? { cognito: options.cognito, onMessage: onCognitoMessage } : {};
    const child = SPAWNERS[name]({ java, dataDir, port: ports[name], inMemory, ...cognito });
    this.children[name] = child;
    recordEmulatorPids(
      dataDir,
      NAMES.flatMap((each) => {
        const running = this.children[each];
        return running ? [{ name: running.name, pid: running.pid ?? -1, marker: MARKERS[each] }] : [];
      }),
    );
    return child;
  }

  async waitReady(name: EmulatorName, child: ManagedChild, since = Date.now()): Promise<void> {
    const { endpoints, options, log } = this.setup;
    const probes = createLocalClients(endpoints, { maxAttempts: 1, timeoutMs: 2000 });
    const timeoutMs = READY_TIMEOUT_MS[name];
    try {
      await pollUntil(() => PROBES[name](probes), {
        timeoutMs,
        abortIf: () => {
          if (child.exitInfo) throw new EmulatorError(exitMessage(child, child.exitInfo));
        },
        timeoutMessage: (lastError) =>
          `${child.name} did not answer on port ${options.ports[name]} within ${timeoutMs / 1000} s ` +
          `(last error: ${(lastError as Error)?.message ?? lastError}).` +
          indentTail(child),
      });
    } finally {
      probes.destroy();
    }
    log(`${child.name} ready at http://localhost:${options.ports[name]} (${((Date.now() - since) / 1000).toFixed(1)} s)`);
  }

  /** Once running: an exit nobody asked for is reported, and the pids are forgotten once all are gone. */
  watch(child: ManagedChild): void {
    void child.exited.then((info) => {
      if (!child.stopRequested) this.setup.log(`${exitMessage(child, info)} The local stack needs a restart.`);
      if (this.current().every((each) => each.exitInfo)) clearEmulatorPids(this.setup.options.dataDir);
    });
  }
}

export async function startEmulators(options: StartEmulatorsOptions): Promise<RunningEmulators> {
  const { dataDir, ports } = options;
  const log = options.log ?? (() => {});
  const started = Date.now();
  const java = await prepareStart(options, log);

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
  const processes = new EmulatorProcesses({ options, java, endpoints, log, onCognitoMessage });

  try {
    const spawned = NAMES.map((name) => [name, processes.spawn(name)] as const);
    await Promise.all(spawned.map(([name, child]) => processes.waitReady(name, child, started)));
  } catch (error) {
    await Promise.all(processes.current().map((child) => child.stop()));
    clearEmulatorPids(dataDir);
    throw error;
  }
  processes.current().forEach((child) => processes.watch(child));

  const { children } = processes;
  return {
    endpoints,
    cognitoMessages,
    get pids() {
      return { dynamodb: children.dynamodb!.pid!, s3: children.s3!.pid!, cognito: children.cognito!.pid! };
    },
    dynamodb: emulatorControl(processes, 'dynamodb', ports.dynamodb),
    s3: emulatorControl(processes, 's3', ports.s3),
    cognito: emulatorControl(processes, 'cognito', ports.cognito),
    stop() {
      processes.stopping ??= Promise.all(processes.current().map((child) => child.stop())).then(() => clearEmulatorPids(dataDir));
      return processes.stopping;
    },
  };
}

/** One emulator of a running set, to stop, start again, freeze and thaw on its own port. */
function emulatorControl(processes: EmulatorProcesses, name: EmulatorName, port: number): EmulatorControl {
  const { children } = processes;
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
      if (processes.stopping) throw new EmulatorError('The emulators were stopped: start a new local stack.');
      if (!children[name]?.exitInfo) throw new EmulatorError(`${children[name]!.name} is still running: stop it first.`);
      await assertFree(name, port);
      const child = processes.spawn(name);
      try {
        await processes.waitReady(name, child);
      } catch (error) {
        await child.stop();
        throw error;
      }
      processes.watch(child);
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
}
