// Emulators left running by a stack that was killed hard (SIGKILL, a crash of the terminal): their
// pids are recorded in the data directory, and the next start stops them before checking ports.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sleep } from './wait.ts';

const PID_FILE = 'emulators.pid.json';

interface PidRecord {
  ownerPid: number;
  children: { name: string; pid: number; marker: string }[];
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process's command line (Linux /proc), or undefined where it cannot be read. */
function commandLine(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
}

export function recordEmulatorPids(dataDir: string, children: PidRecord['children']): void {
  const record: PidRecord = { ownerPid: process.pid, children };
  writeFileSync(join(dataDir, PID_FILE), JSON.stringify(record, null, 2));
}

export function clearEmulatorPids(dataDir: string): void {
  rmSync(join(dataDir, PID_FILE), { force: true });
}

function readRecord(dataDir: string): PidRecord | undefined {
  const file = join(dataDir, PID_FILE);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PidRecord;
  } catch {
    return undefined;
  }
}

/** The pid of a live process that runs emulators on this data directory, if any. */
export function liveEmulatorOwner(dataDir: string): number | undefined {
  const record = readRecord(dataDir);
  return record && isAlive(record.ownerPid) ? record.ownerPid : undefined;
}

/**
 * Stops emulators recorded in `dataDir` whose owner is dead. A pid is only signalled if its command
 * line still carries the recorded marker, so a recycled pid is never hit.
 */
export async function stopLeftoverEmulators(dataDir: string, log: (line: string) => void): Promise<void> {
  const record = readRecord(dataDir);
  if (!record || isAlive(record.ownerPid)) return;
  for (const { name, pid, marker } of record.children) {
    if (!isAlive(pid) || !commandLine(pid)?.includes(marker)) continue;
    log(`Stopping ${name} left running by an earlier run (pid ${pid}).`);
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-pid, signal);
      } catch {
        // already gone
      }
    };
    signalGroup('SIGTERM');
    for (let waited = 0; waited < 5000 && isAlive(pid); waited += 100) await sleep(100);
    signalGroup('SIGKILL');
  }
  clearEmulatorPids(dataDir);
}
