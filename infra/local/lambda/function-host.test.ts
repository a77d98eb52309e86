// A function's execution environment: its own module state and exactly the environment it is given,
// warm between calls, and replaced by a cold one after a timeout or a crash. The bundles here are tiny
// ES modules written to a temporary folder, as CDK writes a function's asset.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AssemblyFunction } from '../cloud-assembly/read-assembly.ts';
import { FunctionError, FunctionHost, type InvocationReport } from './function-host.ts';

const root = mkdtempSync(join(tmpdir(), 'portal-function-host-'));
const hosts: FunctionHost[] = [];
afterAll(async () => {
  await Promise.all(hosts.map((host) => host.close()));
  rmSync(root, { recursive: true, force: true });
});

const BUNDLE = `
let calls = 0;
export const handler = async (event) => {
  calls += 1;
  if (event.wait) await new Promise((resolve) => setTimeout(resolve, event.wait));
  if (event.crash) {
    setTimeout(() => { throw new Error('crashed'); });
    await new Promise(() => {});
  }
  if (event.fail) throw new TypeError('bad input');
  return { calls, env: { ...process.env }, date: new Date(0) };
};`;

function host(
  name: string,
  environment: Record<string, string>,
  timeoutSeconds = 3,
  onInvocation?: (report: InvocationReport) => void,
): FunctionHost {
  const codeDir = join(root, name);
  rmSync(codeDir, { recursive: true, force: true });
  mkdirSync(codeDir, { recursive: true });
  writeFileSync(join(codeDir, 'index.mjs'), BUNDLE);
  const fn: AssemblyFunction = {
    logicalId: name,
    name,
    codeDir,
    handler: 'index.handler',
    runtime: 'nodejs22.x',
    memorySize: 128,
    timeoutSeconds,
    environment: {},
    roleLogicalId: undefined,
  };
  const created = new FunctionHost({ fn, functionName: name, environment, onInvocation });
  hosts.push(created);
  return created;
}

type Answer = { calls: number; env: Record<string, string>; date: string };

describe('a function host', () => {
  it('keeps each function’s module state to itself, warm between calls', async () => {
    const [a, b] = [host('a', {}), host('b', {})];
    expect(((await a.invoke({})) as Answer).calls).toBe(1);
    expect(((await a.invoke({})) as Answer).calls).toBe(2);
    expect(((await b.invoke({})) as Answer).calls).toBe(1);
    expect([a.coldStarts, b.coldStarts]).toEqual([1, 1]);
  });

  it('gives the function exactly the environment it was given: nothing of this process leaks in', async () => {
    process.env.PORTAL_LEAK_PROBE = 'from the test process';
    try {
      const answer = (await host('env', { PORTAL_TABLE_NAME: 'portal' }).invoke({})) as Answer;
      expect(answer.env).toEqual({ PORTAL_TABLE_NAME: 'portal' });
    } finally {
      delete process.env.PORTAL_LEAK_PROBE;
    }
  });

  it('hands back the result as JSON, as Lambda does', async () => {
    expect(((await host('json', {}).invoke({})) as Answer).date).toBe('1970-01-01T00:00:00.000Z');
  });

  it('reports a thrown error and keeps the environment', async () => {
    const failing = host('fail', {});
    await expect(failing.invoke({ fail: true })).rejects.toMatchObject({ errorType: 'TypeError', errorMessage: 'bad input' });
    expect(((await failing.invoke({})) as Answer).calls).toBe(2);
    expect(failing.coldStarts).toBe(1);
  });

  it('ends an environment that outlives its timeout; the next call starts a cold one', async () => {
    const slow = host('slow', {}, 1);
    const error = await slow.invoke({ wait: 5_000 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FunctionError);
    expect((error as FunctionError).errorType).toBe('Sandbox.Timedout');
    expect(((await slow.invoke({})) as Answer).calls).toBe(1);
    expect(slow.coldStarts).toBe(2);
  });

  it('reports each invocation as it ends: its duration, the memory setting, a cold start, a failure', async () => {
    const reports: InvocationReport[] = [];
    const timed = host('timed', {}, 3, (report) => reports.push(report));
    await timed.invoke({ wait: 60 });
    await expect(timed.invoke({ fail: true })).rejects.toMatchObject({ errorType: 'TypeError' });

    expect(reports.map(({ memoryMb, coldStart, ok }) => ({ memoryMb, coldStart, ok }))).toEqual([
      { memoryMb: 128, coldStart: true, ok: true },
      { memoryMb: 128, coldStart: false, ok: false },
    ]);
    expect(reports[0].durationMs).toBeGreaterThanOrEqual(55);
    expect(reports[1].durationMs).toBeLessThan(reports[0].durationMs);
  });

  it('replaces an environment an uncaught error ended, failing the call it was serving', async () => {
    const crashing = host('crash', {});
    expect(((await crashing.invoke({})) as Answer).calls).toBe(1);
    await expect(crashing.invoke({ crash: true })).rejects.toMatchObject({ errorType: 'Runtime.ExitError' });
    expect(((await crashing.invoke({})) as Answer).calls).toBe(1);
    expect(crashing.coldStarts).toBe(2);
  });
});
