// A table on the stack's DynamoDB Local whose client records every command it sends (name and input),
// for tests that count a handler's calls in-process.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RouteId } from '#shared/routes.ts';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/aws-clients.ts';
import { createDocumentClient, type TableContext } from '#functions/lib/dynamo.ts';
import { buildEvent, type EventOptions } from './events.ts';
import { stackInfo } from './stack.ts';

export interface RecordingTable extends TableContext {
  /** Command names in the order sent, e.g. `QueryCommand`. */
  commands: string[];
  /** The same commands with the index each one read (Query on an index), e.g. `QueryCommand:Directory`. */
  reads: string[];
  /** Forgets what was recorded so far. */
  clear(): void;
}

export function recordingTable(): RecordingTable {
  const commands: string[] = [];
  const reads: string[] = [];
  const client = new DynamoDBClient({ region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, endpoint: stackInfo().endpoints.dynamodb });
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const name = context.commandName as string;
      const indexName = (args.input as { IndexName?: string }).IndexName;
      commands.push(name);
      reads.push(indexName ? `${name}:${indexName}` : name);
      return next(args);
    },
    { step: 'initialize', name: 'recordCommandNames' },
  );
  return {
    db: createDocumentClient(client),
    tableName: stackInfo().resources.tableName,
    commands,
    reads,
    clear: () => {
      commands.length = 0;
      reads.length = 0;
    },
  };
}

type Handler = (event: unknown, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * Invokes a handler built on `table` (a recording table by default) for one route, in-process, and
 * answers its status, body and the DynamoDB calls it made (`reads`, in the order sent).
 */
export async function invokeRecorded(
  build: (table: TableContext) => unknown,
  routeId: RouteId,
  options: EventOptions,
  table: TableContext & { commands?: string[]; reads?: string[] } = recordingTable(),
) {
  const handler = build(table) as Handler;
  const result = await handler(buildEvent(routeId, options), {});
  return {
    status: result.statusCode,
    body: JSON.parse(result.body ?? 'null'),
    commands: [...(table.commands ?? [])],
    reads: [...(table.reads ?? [])],
  };
}
