// Child processes of the local stack: spawned in their own process group, stopped as a group,
// and killed when this process exits or is signalled, so no emulator outlives the stack.
//
// Why their own group: a Ctrl-C in the terminal then reaches only this process, which stops the
// emulators in order (SIGTERM, wait, SIGKILL) instead of every process dying at once mid-write.
// Why setpriv --pdeathsig (Linux): if this process is killed outright (SIGKILL, OOM), no handler of
// ours runs, but the kernel still sends each child SIGTERM.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import readline from 'node:readline';
import { sleep } from './wait.ts';

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Set when the process could not be started at all (e.g. ENOENT: no such command). */
  error?: NodeJS.ErrnoException;
}

export interface ManagedChild {
  readonly name: string;
  readonly pid: number | undefined;
  /** Set once the process has exited (or failed to start). */
  readonly exitInfo: ExitInfo | undefined;
  readonly exited: Promise<ExitInfo>;
  /** True once stop() was called (by us or by the signal handler), so an exit is expected. */
  readonly stopRequested: boolean;
  /** The last lines it printed, for error messages. */
  tail(lines?: number): string;
  /** SIGTERM to its group, SIGKILL after `graceMs`; resolves once it has exited. Idempotent. */
  stop(graceMs?: number): Promise<void>;
  /** Sends `signal` to its group while it runs (SIGSTOP / SIGCONT freeze and thaw it for the faults tests). */
  signal(signal: NodeJS.Signals): void;
}

export interface SpawnOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  onLine?: (line: string) => void;
  /** Opens an IPC channel to the child (a Node.js process) and hands over each message it sends. */
  onMessage?: (message: unknown) => void;
}

const KEPT_LINES = 200;
type LiveChild = ManagedChild & { killNow(signal: NodeJS.Signals): void };
const live = new Set<LiveChild>();

/** The absolute path of `command` on PATH, or undefined. */
export function findExecutable(command: string, path = process.env.PATH ?? ''): string | undefined {
  for (const dir of path.split(delimiter).filter(Boolean)) {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return join(dir, command);
    } catch {
      // not in this directory
    }
  }
  return undefined;
}

const setpriv = process.platform === 'linux' ? findExecutable('setpriv') : undefined;

/** Spawns `command` (which must exist: with setpriv in front, a missing one is only exit code 127). */
export function spawnManaged(name: string, command: string, args: string[], options: SpawnOptions = {}): ManagedChild {
  installProcessHandlers();
  const [file, argv] = setpriv ? [setpriv, ['--pdeathsig', 'TERM', '--', command, ...args]] : [command, args];
  const child = spawn(file, argv, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: options.onMessage ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  if (options.onMessage) child.on('message', options.onMessage);
  const kept: string[] = [];
  // Both piped above (the IPC variant of `stdio` only loses that in its type).
  for (const stream of [child.stdout!, child.stderr!]) {
    readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      kept.push(line);
      if (kept.length > KEPT_LINES) kept.shift();
      options.onLine?.(line);
    });
  }

  let exitInfo: ExitInfo | undefined;
  const exited = new Promise<ExitInfo>((resolve) => {
    child.once('exit', (code, signal) => resolve((exitInfo = { code, signal })));
    child.once('error', (error: NodeJS.ErrnoException) => {
      // 'error' without a pid means the spawn itself failed and no 'exit' will follow.
      if (child.pid === undefined) resolve((exitInfo = { code: null, signal: null, error }));
    });
  }).finally(() => live.delete(managed));

  const killGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // ESRCH: the group is already gone.
    }
  };

  let stopping: Promise<void> | undefined;
  const managed: LiveChild = {
    name,
    get pid() {
      return child.pid;
    },
    get exitInfo() {
      return exitInfo;
    },
    exited,
    get stopRequested() {
      return stopping !== undefined;
    },
    tail: (lines = 15) => kept.slice(-lines).join('\n'),
    killNow: killGroup,
    signal(signal) {
      if (!exitInfo) killGroup(signal);
    },
    stop(graceMs = 5000) {
      stopping ??= (async () => {
        if (!exitInfo) {
          killGroup('SIGTERM');
          killGroup('SIGCONT'); // a frozen child (signal('SIGSTOP')) only acts on the SIGTERM once it runs
          const done = await Promise.race([exited, sleep(graceMs).then(() => undefined)]);
          if (!done) {
            killGroup('SIGKILL');
            await exited;
          }
        }
        killGroup('SIGKILL'); // anything the leader left behind in its group
      })();
      return stopping;
    },
  };
  if (child.pid !== undefined) live.add(managed);
  return managed;
}

/** Stops every live child of this process. */
export async function stopAllChildren(): Promise<void> {
  await Promise.all([...live].map((child) => child.stop()));
}

let installed = false;

function installProcessHandlers(): void {
  if (installed) return;
  installed = true;
  // Synchronous last resort: 'exit' handlers cannot wait, so only send the signal.
  process.on('exit', () => {
    for (const child of live) {
      child.killNow('SIGTERM');
      child.killNow('SIGCONT');
    }
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void onSignal(signal));
  }
}

// A repeated signal (tsx relays the terminal's Ctrl-C, so one arrives twice) just waits for the same
// stop; stop() itself is bounded by SIGKILL after its grace period.
async function onSignal(signal: NodeJS.Signals): Promise<void> {
  await stopAllChildren();
  // If nobody else handles the signal, end the process the way the default handler would.
  if (process.listenerCount(signal) === 1) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  }
}
