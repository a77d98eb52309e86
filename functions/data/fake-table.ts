// A TableContext whose client records every command and answers from a queue: for unit tests of the
// exact DynamoDB parameters a repository function sends.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TableContext } from '#functions/lib/dynamo.ts';

export interface SentCommand {
  name: string;
  input: Record<string, unknown>;
}

export function fakeTable(answers: Array<Record<string, unknown> | Error> = []): TableContext & { sent: SentCommand[] } {
  const sent: SentCommand[] = [];
  const queue = [...answers];
  const db = {
    send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      sent.push({ name: command.constructor.name, input: command.input });
      const answer = queue.shift() ?? {};
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as DynamoDBDocumentClient;
  return { db, tableName: 'portal-test', sent };
}
