// Previews and logos: the browser PUTs them with a presigned URL, CloudFront serves them under /uploads.
import { Aws, Duration } from 'aws-cdk-lib';
import { HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { UPLOADS } from '#shared/constants.ts';
import { PrivateBucket } from './private-bucket.ts';

/**
 * A fixed name (unique per stage, account and region). CloudFront's origin is built from this name rather
 * than from the bucket's attributes, because the bucket's CORS names the distribution's domain: referencing
 * each other's attributes would be a dependency cycle.
 */
export const uploadsBucketName = (stage: string): string => `portal-${stage}-uploads-${Aws.ACCOUNT_ID}-${Aws.REGION}`;

export interface UploadsBucketProps {
  bucketName: string;
  accessLogs: IBucket;
  /** Browser origins that may PUT to presigned URLs and read back (the portal's own, plus extras). */
  allowedOrigins: string[];
}

export class UploadsBucket extends PrivateBucket {
  constructor(scope: Construct, id: string, props: UploadsBucketProps) {
    super(scope, id, {
      bucketName: props.bucketName,
      accessLogs: props.accessLogs,
      serverAccessLogsPrefix: 'uploads-bucket/',
      cors: [
        {
          allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
          allowedOrigins: props.allowedOrigins,
          // Content-Type and the x-amz-* headers the presigned URL was signed with.
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      // A replaced preview or logo stays recoverable for a month.
      versioned: true,
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(30) },
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // An upload no record claimed (a form left unsaved) is gone after a day, old versions too: nothing to recover.
        {
          id: 'ExpirePendingUploads',
          prefix: UPLOADS.pendingPrefix,
          expiration: Duration.days(UPLOADS.pendingExpiryDays),
          noncurrentVersionExpiration: Duration.days(UPLOADS.pendingExpiryDays),
        },
      ],
    });
  }
}
