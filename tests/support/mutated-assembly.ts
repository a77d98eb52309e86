// A copy of the suite's cloud assembly with its template edited, run by a gateway of its own against the
// suite's emulators and resources: what a deploy of that template would do, without touching the repo.
// The copy shares the original's bundles (symlinked), so only the edited template differs.
import { cpSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readAssembly, type Template } from '#infra/local/cloud-assembly/read-assembly.ts';
import { startPortalRuntime, type PortalRuntime } from '#infra/local/portal-runtime.ts';
import { findFreePort } from '#infra/local/ports.ts';
import { WEB_DIST_DIR } from '#infra/paths.ts';
import { stackClients, stackInfo } from './stack.ts';
import { tempDir } from './temp-dir.ts';

/** Copies the suite's assembly, lets `edit` change the portal stack's template, and answers the copy's folder. */
export function mutatedAssembly(edit: (template: Template) => void): string {
  const original = stackInfo().assemblyDir;
  const copy = tempDir('portal-mutated-assembly');
  for (const name of readdirSync(original)) {
    if (name.startsWith('asset.')) symlinkSync(join(original, name), join(copy, name));
    else cpSync(join(original, name), join(copy, name), { recursive: true });
  }
  const { stackName } = readAssembly(original);
  const templateFile = join(copy, `${stackName}.template.json`);
  const template = JSON.parse(readFileSync(templateFile, 'utf8')) as Template;
  edit(template);
  writeFileSync(templateFile, JSON.stringify(template));
  return copy;
}

/** Runs an assembly on a free port against the suite's emulators; `logs` collects what its functions print. */
export async function runAssembly(assemblyDir: string): Promise<PortalRuntime & { logs: string[] }> {
  const logs: string[] = [];
  const runtime = await startPortalRuntime({
    assembly: readAssembly(assemblyDir),
    resources: stackInfo().resources,
    endpoints: stackInfo().endpoints,
    gatewayPort: await findFreePort(),
    webDistDir: WEB_DIST_DIR,
    s3: stackClients().s3,
    functionLog: (name, line) => logs.push(`[${name}] ${line}`),
  });
  return Object.assign(runtime, { logs });
}

/** The logical id of the function the app names `name` (`dashboards`, `users`…). */
export function functionId(template: Template, name: string): string {
  const found = Object.entries(template.Resources).find(
    ([, resource]) =>
      resource.Type === 'AWS::Lambda::Function' && String(resource.Metadata?.['aws:cdk:path']).endsWith(`/${name}/Function/Resource`),
  );
  if (!found) throw new Error(`No function ${name} in the template`);
  return found[0];
}
