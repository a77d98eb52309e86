// The CDK app: `npx cdk synth|deploy -c stage=prod` (default dev). Works offline and without credentials.
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { WEB_DIST_DIR } from './paths.ts';
import { definePortal } from './portal-app.ts';
import { resolveWebAssetDir } from './web-asset-dir.ts';

const app = new App();
const web = resolveWebAssetDir(WEB_DIST_DIR);
if (web.isPlaceholder) console.warn(`[portal] ${WEB_DIST_DIR} not found: synthesising with a placeholder page.`);
definePortal(app, web);

// cdk-nag v3 is a policy-validation plugin (not an Aspect): an unacknowledged finding fails the synth,
// and the report lands in cdk.out/validation-report.json.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
