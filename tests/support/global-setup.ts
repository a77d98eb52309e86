// Starts one local stack (emulators in memory, the gateway, the demo seed) for the integration and
// end-to-end tests, and hands its addresses to the test files through vitest's `provide`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '#infra/local/local-stack.ts';
import { findFreePort } from '#infra/local/ports.ts';
import { buildWebIfNeeded } from '#infra/local/web-build.ts';
import type { StackInfo } from './stack-info.ts';

export default async function setup(project: TestProject) {
  buildWebIfNeeded();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const ports = {
    gateway: await findFreePort(),
    dynamodb: await findFreePort(),
    s3: await findFreePort(),
    cognito: await findFreePort(),
  };
  const stack = await startLocalStack({ dataDir, ports, inMemory: true });
  const info: StackInfo = {
    baseUrl: stack.url,
    endpoints: stack.endpoints,
    resources: stack.resources,
    dataDir,
    assemblyDir: stack.assembly.dir,
  };
  project.provide('stack', info);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
