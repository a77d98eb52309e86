// The document client and table name shared by every function. Built once per Lambda instance
// (no network at module scope: the SDK connects on first use). The endpoint comes from the SDK's
// own AWS_ENDPOINT_URL / AWS_ENDPOINT_URL_DYNAMODB, so the same code runs on AWS, DynamoDB Local
// or LocalStack. Its waits are bounded (service-limits.ts): DynamoDB down answers a 503 in seconds.
// Every call asks for the capacity it consumed (returnConsumedCapacity below).
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
    const client = new DynamoDBClient({ ...SDK_CLIENT_LIMITS });
    returnConsumedCapacity(client);
    shared = { db: createDocumentClient(client), tableName };
  }
  return shared;
}

/** The operations `ReturnConsumedCapacity` belongs to (it is no parameter of the others). */
const CAPACITY_OPERATIONS = new Set([
  'GetItem',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'Query',
  'Scan',
  'BatchGetItem',
  'BatchWriteItem',
  'TransactGetItems',
  'TransactWriteItems',
]);

/**
 * Makes every data call of `client` ask for `ReturnConsumedCapacity: 'TOTAL'` (unless it asks for more).
 * It costs nothing and changes no result; the answer then says what the call was billed, which lets the
 * capacity be observed (the cost benchmark, tests/benchmarks/cost, sums it as the local stack passes it on).
 */
export function returnConsumedCapacity(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next, context) => (args) => {
      if (!CAPACITY_OPERATIONS.has(String(context.commandName).replace(/Command$/, ''))) return next(args);
      return next({ ...args, input: { ReturnConsumedCapacity: 'TOTAL', ...(args.input as object) } });
    },
    { step: 'initialize', name: 'returnConsumedCapacity' },
  );
}

export function createDocumentClient(client: DynamoDBClient): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
  });
}
