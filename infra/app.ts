// The CDK app: `npx cdk synth|deploy -c stage=prod` (default dev). Works offline and without credentials.
import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { PortalStack } from './portal-stack.ts';
import { WEB_DIST_DIR } from './paths.ts';
import { resolveStage } from './stages.ts';
import { resolveWebAssetDir } from './web-asset-dir.ts';

const app = new App();
const stage = resolveStage(app.node.tryGetContext('stage'));
const web = resolveWebAssetDir(WEB_DIST_DIR);
if (web.isPlaceholder) console.warn(`[portal] ${WEB_DIST_DIR} not found: synthesising with a placeholder page.`);

new PortalStack(app, `portal-${stage.name}`, {
  stageName: stage.name,
  stage: stage.settings,
  web,
  // Account from the credentials when there are some; without them the template stays account-agnostic.
  // Region from the stage (or `-c region=...`), never from the CLI's us-east-1 fallback.
  env: {
    account: process.env.CDK_DEFAULT_ACCOUNT,
    region: (app.node.tryGetContext('region') as string | undefined) ?? stage.settings.region,
  },
  description: `Portal de dashboards (${stage.name})`,
});
Tags.of(app).add('project', 'portal-dashboards');
Tags.of(app).add('stage', stage.name);

// cdk-nag v3 is a policy-validation plugin: an unacknowledged finding fails the synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
