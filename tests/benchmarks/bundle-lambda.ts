// Bundles one resource's Lambda exactly as PortalFunction does (same esbuild options), for the bundle
// benchmark and the bundle budget test. Only a metafile is added, which does not change the output.
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Metafile } from 'esbuild';
import type { Resource } from '#shared/routes.ts';
import { esbuildOptions } from '#infra/lambda-bundling.ts';
import { functionEntry } from '#infra/paths.ts';

export interface LambdaBundle {
  resource: Resource;
  file: string;
  bytes: number;
  /** Bytes in the output per package (`project` for our own code), largest first. */
  largestInputs: { name: string; bytes: number }[];
}

/** `node_modules/@aws-sdk/client-dynamodb/dist-es/x.js` → `@aws-sdk/client-dynamodb`. */
function packageOf(inputPath: string): string {
  const at = inputPath.lastIndexOf('node_modules/');
  if (at === -1) return 'project';
  return /^(@[^/]+\/[^/]+|[^/]+)/.exec(inputPath.slice(at + 'node_modules/'.length))![1];
}

function largestInputs(metafile: Metafile, outfile: string): { name: string; bytes: number }[] {
  // Metafile paths are relative to the working directory.
  const output = Object.entries(metafile.outputs).find(([path]) => resolve(path) === outfile)?.[1];
  const byPackage = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    byPackage.set(packageOf(path), (byPackage.get(packageOf(path)) ?? 0) + bytesInOutput);
  }
  return [...byPackage].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

export async function bundleLambda(resource: Resource, outdir: string): Promise<LambdaBundle> {
  const file = join(outdir, resource, 'index.mjs');
  const result = await build({ ...esbuildOptions(functionEntry(resource), file), metafile: true });
  return { resource, file, bytes: statSync(file).size, largestInputs: largestInputs(result.metafile, file) };
}

/** Aims for every portal Lambda: minified size, and module initialisation in a fresh Node process. */
export const LAMBDA_AIMS = { bundleKb: 400, initMs: 60 } as const;
