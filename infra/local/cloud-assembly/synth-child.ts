// Synthesizes the portal into one directory, in a process of its own (the local stack never loads
// aws-cdk-lib itself): node --import tsx synth-child.ts <outdir> <stage> <placeholder web dir>
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../paths.ts';
import { synthesizePortal } from '../../synthesize.ts';

const [outdir, stage, webDir] = process.argv.slice(2);
const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
synthesizePortal({
  outdir,
  // What the CDK CLI adds to every synth: cdk.json's context and the metadata the local stack reads.
  context: { ...cdkJson.context, 'aws:cdk:enable-path-metadata': true, 'aws:cdk:enable-asset-metadata': true, stage },
  // The local gateway serves web/dist itself, so the assembly does not depend on the SPA's build.
  web: { dir: webDir, isPlaceholder: true },
});
