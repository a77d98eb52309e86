// What the CDK app contains, as a function: infra/app.ts calls it for `cdk`, the tests call it with a
// temporary output directory and web build, so both synthesise the same stack.
import { Tags, type App, type Stack } from 'aws-cdk-lib';
import { PortalEdgeAlarmsStack, PortalEdgeStack } from './edge-stack.ts';
import { PortalStack } from './portal-stack.ts';
import { resolveStage } from './stages.ts';
import type { WebAssetDir } from './web-asset-dir.ts';

/** Adds the stacks of the stage named by the `stage` context value (default dev) to the app; answers the portal's. */
export function definePortal(app: App, web: WebAssetDir): PortalStack {
  const stage = resolveStage(app.node.tryGetContext('stage'), (name) => app.node.tryGetContext(name));
  const account = process.env.CDK_DEFAULT_ACCOUNT;
  // CloudFront takes its WAF web ACL and certificate from us-east-1 only: a small stack there, deployed first.
  const edge = new PortalEdgeStack(app, `portal-${stage.name}-edge`, {
    stage: stage.settings,
    env: { account },
    description: `Portal de dashboards (${stage.name}): WAF, certificado e alarmes da distribuição CloudFront`,
  });
  const stack = new PortalStack(app, `portal-${stage.name}`, {
    stageName: stage.name,
    stage: stage.settings,
    web,
    webAclArn: edge.rateLimit.arn,
    ...(edge.certificate ? { certificate: edge.certificate } : {}),
    crossRegionReferences: true,
    // Account from the credentials when there are some; without them the template stays account-agnostic.
    // Region from the stage (or `-c region=...`), never from the CLI's us-east-1 fallback.
    env: { account, region: (app.node.tryGetContext('region') as string | undefined) ?? stage.settings.region },
    description: `Portal de dashboards (${stage.name})`,
  });
  const stacks: Stack[] = [stack, edge];
  if (edge.alarmTopic) {
    // CloudFront's metrics are in us-east-1 and name the distribution, which exists only after the portal's stack.
    stacks.push(
      new PortalEdgeAlarmsStack(app, `portal-${stage.name}-edge-alarms`, {
        stage: stage.settings,
        distributionId: stack.cdn.distribution.distributionId,
        alarmTopic: edge.alarmTopic,
        env: { account },
        description: `Portal de dashboards (${stage.name}): alarmes da distribuição CloudFront`,
      }),
    );
  }
  for (const tagged of stacks) {
    Tags.of(tagged).add('project', 'portal-dashboards');
    Tags.of(tagged).add('stage', stage.name);
  }
  return stack;
}
