// The document client and table name shared by every function. Built once per Lambda instance
// (no network at module scope: the SDK connects on first use). The endpoint comes from the SDK's
// own AWS_ENDPOINT_URL / AWS_ENDPOINT_URL_DYNAMODB, so the same code runs on AWS, DynamoDB Local
// or LocalStack. Its waits are bounded (service-limits.ts): DynamoDB down answers a 503 in seconds.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TABLE_NAME_VAR } from '#shared/constants.ts';
import { SDK_CLIENT_LIMITS } from './service-limits.ts';

export interface TableContext {
  db: DynamoDBDocumentClient;
  tableName: string;
}

let shared: TableContext | undefined;

/** The process-wide table context, from the environment. */
export function tableFromEnv(): TableContext {
  if (!shared) {
    const tableName = process.env[TABLE_NAME_VAR];
    if (!tableName) throw new Error(`${TABLE_NAME_VAR} is not set`);
    shared = { db: createDocumentClient(new DynamoDBClient({ ...SDK_CLIENT_LIMITS })), tableName };
  }
  return shared;
}

export function createDocumentClient(client: DynamoDBClient): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
  });
}
