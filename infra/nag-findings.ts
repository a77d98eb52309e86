// cdk-nag v3 acknowledges each finding by its exact id, e.g. `AwsSolutions-IAM5[Resource::<Bucket.Arn>/*]`.
// These helpers spell a resource the way cdk-nag does, so an acknowledgement names exactly one thing.
import { Stack } from 'aws-cdk-lib';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

/** An ARN (token or literal) as cdk-nag writes it in a finding: `<LogicalId.Arn>/*`, `arn:<AWS::Partition>:...`. */
export const nagResourceName = (scope: IConstruct, arn: unknown): string => flattenCfnReference(Stack.of(scope).resolve(arn));

export const iam5Resource = (scope: IConstruct, arn: unknown): string => `AwsSolutions-IAM5[Resource::${nagResourceName(scope, arn)}]`;

export const iam5Action = (action: string): string => `AwsSolutions-IAM5[Action::${action}]`;
