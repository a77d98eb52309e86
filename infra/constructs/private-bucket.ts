// The baseline of every bucket of the portal: private, encrypted, TLS only, access-logged.
import { RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, type BucketProps, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface PrivateBucketProps extends Omit<BucketProps, 'blockPublicAccess' | 'encryption' | 'enforceSSL' | 'serverAccessLogsBucket'> {
  /** Bucket receiving this bucket's server access logs, under `serverAccessLogsPrefix`. */
  accessLogs: IBucket;
  serverAccessLogsPrefix: string;
}

export class PrivateBucket extends Bucket {
  constructor(scope: Construct, id: string, { accessLogs, ...props }: PrivateBucketProps) {
    super(scope, id, {
      removalPolicy: RemovalPolicy.RETAIN,
      ...props,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: accessLogs,
    });
  }
}
