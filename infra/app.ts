// The CDK app: `npx cdk synth|deploy -c stage=prod` (default dev). Works offline and without credentials.
import { WEB_DIST_DIR } from './paths.ts';
import { synthesizePortal } from './synthesize.ts';
import { resolveWebAssetDir } from './web-asset-dir.ts';

const web = resolveWebAssetDir(WEB_DIST_DIR);
if (web.isPlaceholder) console.warn(`[portal] ${WEB_DIST_DIR} not found: synthesising with a placeholder page.`);
synthesizePortal({ web });
