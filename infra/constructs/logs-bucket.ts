// Destination of the S3 server access logs and the CloudFront standard logs, expired after a while.
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface LogsBucketProps {
  expireAfterDays: number;
}

export class LogsBucket extends Bucket {
  constructor(scope: Construct, id: string, props: LogsBucketProps) {
    super(scope, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging writes through an object ACL, which BucketOwnerEnforced would refuse.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(props.expireAfterDays) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
