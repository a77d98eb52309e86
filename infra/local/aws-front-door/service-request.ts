// The shapes the front door's request readers share: a request as received, where it is evaluated
// (account, region, the tables' key names) and what it needs from IAM.
import type { IncomingHttpHeaders } from 'node:http';
import type { Authorization } from './policy.ts';

export type ServiceName = 'dynamodb' | 's3' | 'cognito-idp';

export interface ServiceRequest {
  method: string;
  /** Path and query as received (`/bucket/a%20key?x-id=PutObject`). */
  url: string;
  headers: IncomingHttpHeaders;
  /** The body, when it was read (DynamoDB, Cognito, S3 DeleteObjects); S3 bodies otherwise stream past. */
  body?: string;
}

export interface RequestScope {
  account: string;
  region: string;
  /**
   * The partition key attribute of a table (or of one of its indexes), for `dynamodb:LeadingKeys`.
   * Without it only a key of a single attribute can be read.
   */
  partitionKeyOf?(table: string, index?: string): string | undefined;
}

export interface NeededAuthorizations {
  /** The API operation (`GetItem`, `PutObject`, `AdminGetUser`…), for logs and call counts. */
  operation: string;
  /** False for what AWS serves without IAM (Cognito's public operations, CORS preflights). */
  needsIam: boolean;
  authorizations: Authorization[];
  /** A 404 of this request is shown only to a caller allowed this (S3: ListBucket on the bucket); others get a 403. */
  notFoundNeeds?: Authorization;
}
