// @vitest-environment node
// `npm run reset` deletes the data directory, but never under a running portal.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findFreePort } from '#infra/local/ports.ts';
import { PORTAL_PID_FILE, resetLocalData, ResetRefusedError } from '#infra/local/reset-data.ts';
import { tempDir } from '#tests/support/temp-dir.ts';

function dataDirWith(files: Record<string, string>): string {
  const dataDir = join(tempDir('portal-reset'), '.data');
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dataDir, path, '..'), { recursive: true });
    writeFileSync(join(dataDir, path), content);
  }
  return dataDir;
}

describe('resetLocalData', () => {
  it('deletes the data directory and says what it deleted', async () => {
    const dataDir = dataDirWith({ 'dynamodb/shared-local-instance.db': 'x'.repeat(4096), 's3/portal-uploads/a': 'a' });
    const lines: string[] = [];
    await resetLocalData({ dataDir, dynamodbPort: await findFreePort(), log: (line) => lines.push(line) });
    expect(existsSync(dataDir)).toBe(false);
    expect(lines).toEqual([expect.stringMatching(/^Deleted \.data\/ \(dynamodb, s3; 5 KB\)/)]);
  });

  it('has nothing to do when there is no data directory', async () => {
    const lines: string[] = [];
    await resetLocalData({ dataDir: '/nonexistent/.data', dynamodbPort: await findFreePort(), log: (l) => lines.push(l) });
    expect(lines).toEqual(['Nothing to reset: .data/ does not exist.']);
  });

  it('refuses while the portal runs (live pid file) and deletes nothing', async () => {
    const dataDir = dataDirWith({ [PORTAL_PID_FILE]: String(process.pid) });
    await expect(resetLocalData({ dataDir, dynamodbPort: await findFreePort(), log: () => {} })).rejects.toThrow(
      new ResetRefusedError(`The portal is running (pid ${process.pid}). Stop it (Ctrl-C in its terminal), then reset.`),
    );
    expect(existsSync(dataDir)).toBe(true);
  });

  it('ignores a pid file left by a portal that is gone', async () => {
    const deadPid = spawnSync(process.execPath, ['-e', '0']).pid;
    const dataDir = dataDirWith({ [PORTAL_PID_FILE]: String(deadPid) });
    await resetLocalData({ dataDir, dynamodbPort: await findFreePort(), log: () => {} });
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses while the DynamoDB port is taken', async () => {
    const dataDir = dataDirWith({ 'cognito/x': '' });
    const port = await findFreePort();
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      await expect(resetLocalData({ dataDir, dynamodbPort: port, log: () => {} })).rejects.toThrow(`Port ${port} (DynamoDB Local) is in use`);
      expect(existsSync(dataDir)).toBe(true);
    } finally {
      server.close();
    }
  });
});
