// SDK clients for the local emulators. The emulators accept any credentials (s3rver is taught the
// `local` key in s3rver-child.cjs), but the SDK refuses to sign without some, so use a fixed pair.
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import type { EmulatorEndpoints } from './emulator-endpoints.ts';

export const LOCAL_REGION = 'us-east-1';
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

export interface LocalAwsClients {
  dynamodb: DynamoDBClient;
  s3: S3Client;
  cognito: CognitoIdentityProviderClient;
  destroy(): void;
}

export interface LocalClientOptions {
  /** 1 for readiness probes, so a refused connection fails at once instead of being retried. */
  maxAttempts?: number;
  /** Per-request timeout in ms (connect and response). */
  timeoutMs?: number;
}

export function createLocalClients(endpoints: EmulatorEndpoints, options: LocalClientOptions = {}): LocalAwsClients {
  const common = {
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    maxAttempts: options.maxAttempts,
    requestHandler: options.timeoutMs ? { connectionTimeout: options.timeoutMs, requestTimeout: options.timeoutMs } : undefined,
  };
  const dynamodb = new DynamoDBClient({ ...common, endpoint: endpoints.dynamodb });
  const s3 = new S3Client({
    ...common,
    endpoint: endpoints.s3,
    forcePathStyle: true,
    // The default (WHEN_SUPPORTED) streams bodies with aws-chunked trailers, which s3rver cannot
    // read, and bakes a CRC32 of the empty body into presigned PUT URLs.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const cognito = new CognitoIdentityProviderClient({ ...common, endpoint: endpoints.cognito });
  return {
    dynamodb,
    s3,
    cognito,
    destroy() {
      dynamodb.destroy();
      s3.destroy();
      cognito.destroy();
    },
  };
}
