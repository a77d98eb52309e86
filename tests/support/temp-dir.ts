// Temporary folders of a test file, removed when the file ends (tests/support/remove-temp-dirs.ts, a
// setup file of the projects that make them): a suite run many times must not fill the disk.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

/** A new empty folder under the system's temporary folder, named `<prefix>-<random>`. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  made.push(dir);
  return dir;
}

/** Removes every folder tempDir made in this process so far. */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

const keptForRun: string[] = [];
process.once('exit', () => {
  for (const dir of keptForRun) rmSync(dir, { recursive: true, force: true });
});

/** A temporary folder that outlives its test file (shared by a project's files), removed when the process ends. */
export function tempDirForRun(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  keptForRun.push(dir);
  return dir;
}
