// One synthesis of the CDK app, whoever asks for it: `cdk synth|deploy` (infra/app.ts, through the CDK
// CLI) and the local stack (infra/local/cloud-assembly/synth-child.ts), so both produce the same assembly.
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { definePortal } from './portal-app.ts';
import type { WebAssetDir } from './web-asset-dir.ts';

export interface SynthesizeOptions {
  /** Where the assembly goes; the CDK CLI passes its own through the environment when absent. */
  outdir?: string;
  /** Context values besides cdk.json's (the CLI passes those itself), e.g. `{ stage: 'local' }`. */
  context?: Record<string, unknown>;
  web: WebAssetDir;
}

export function synthesizePortal(options: SynthesizeOptions): CloudAssembly {
  const app = new App({ outdir: options.outdir, context: options.context });
  definePortal(app, options.web);
  // cdk-nag v3 is a policy-validation plugin (not an Aspect): an unacknowledged finding fails the synth,
  // and the report lands in <outdir>/validation-report.json.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return app.synth();
}
