// Deletes the local stack's data directory, unless the portal (or its emulators) still use it.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { isAlive, liveEmulatorOwner, stopLeftoverEmulators } from './leftovers.ts';
import { assertPortFree, PORT_LABELS, PortInUseError } from './ports.ts';

/** Written by `npm start` once the portal is up. */
export const PORTAL_PID_FILE = 'portal.pid';

export class ResetRefusedError extends Error {
  override name = 'ResetRefusedError';
}

export interface ResetOptions {
  dataDir: string;
  /** Where a running portal's DynamoDB Local would listen. */
  dynamodbPort: number;
  log?: (line: string) => void;
}

export async function resetLocalData({ dataDir, dynamodbPort, log = console.log }: ResetOptions): Promise<void> {
  const shown = `${basename(dataDir)}/`;
  if (!existsSync(dataDir)) {
    log(`Nothing to reset: ${shown} does not exist.`);
    return;
  }
  const portalPid = readLivePid(join(dataDir, PORTAL_PID_FILE));
  const owner = portalPid ?? liveEmulatorOwner(dataDir);
  if (owner !== undefined) {
    throw new ResetRefusedError(`The portal is running (pid ${owner}). Stop it (Ctrl-C in its terminal), then reset.`);
  }
  // Emulators orphaned by a run that was killed hard would otherwise hold the port below.
  await stopLeftoverEmulators(dataDir, log);
  try {
    await assertPortFree(dynamodbPort, PORT_LABELS.dynamodb, 'DYNAMODB_PORT', { allInterfaces: true });
  } catch (error) {
    if (!(error instanceof PortInUseError)) throw error;
    throw new ResetRefusedError(
      `Port ${dynamodbPort} (DynamoDB Local) is in use, so the portal may be running. Stop it first ` +
        `(if something else uses that port, set DYNAMODB_PORT to the portal's port).`,
    );
  }
  const entries = readdirSync(dataDir).sort();
  const bytes = sizeOf(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
  const contents = entries.length ? `${entries.join(', ')}; ` : '';
  log(`Deleted ${shown} (${contents}${formatBytes(bytes)}). The next npm start seeds the demo again.`);
}

function readLivePid(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function sizeOf(path: string): number {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.size;
  return readdirSync(path).reduce((total, entry) => total + sizeOf(join(path, entry)), 0);
}
