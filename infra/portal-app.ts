// What the CDK app contains, as a function: infra/app.ts calls it for `cdk`, the tests call it with a
// temporary output directory and web build, so both synthesise the same stack.
import { Tags, type App } from 'aws-cdk-lib';
import { AuthRateLimitStack } from './constructs/auth-rate-limit.ts';
import { PortalStack } from './portal-stack.ts';
import { resolveStage } from './stages.ts';
import type { WebAssetDir } from './web-asset-dir.ts';

/** Adds the stacks of the stage named by the `stage` context value (default dev) to the app; answers the portal's. */
export function definePortal(app: App, web: WebAssetDir): PortalStack {
  const stage = resolveStage(app.node.tryGetContext('stage'), (name) => app.node.tryGetContext(name));
  // CloudFront takes its WAF web ACL from us-east-1 only: a small stack there, deployed first.
  const edge = new AuthRateLimitStack(app, `portal-${stage.name}-edge`, {
    env: { account: process.env.CDK_DEFAULT_ACCOUNT },
    description: `Portal de dashboards (${stage.name}): WAF da distribuição CloudFront`,
  });
  const stack = new PortalStack(app, `portal-${stage.name}`, {
    stageName: stage.name,
    stage: stage.settings,
    web,
    webAclArn: edge.rateLimit.arn,
    crossRegionReferences: true,
    // Account from the credentials when there are some; without them the template stays account-agnostic.
    // Region from the stage (or `-c region=...`), never from the CLI's us-east-1 fallback.
    env: {
      account: process.env.CDK_DEFAULT_ACCOUNT,
      region: (app.node.tryGetContext('region') as string | undefined) ?? stage.settings.region,
    },
    description: `Portal de dashboards (${stage.name})`,
  });
  for (const tagged of [stack, edge]) {
    Tags.of(tagged).add('project', 'portal-dashboards');
    Tags.of(tagged).add('stage', stage.name);
  }
  return stack;
}
