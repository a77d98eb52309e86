// What one DynamoDB answer says its call was billed: the ConsumedCapacity DynamoDB returns when asked
// (`ReturnConsumedCapacity`, which the functions' client always sends: functions/lib/dynamo.ts), as read
// and write request units. DynamoDB reports a transaction's units doubled already, and a write's index
// updates within its total. A write its condition refused answers an error without ConsumedCapacity,
// yet AWS bills it: counted here at the least it can cost, and marked as estimated.

/** Request units of one call. */
export interface ConsumedUnits {
  read: number;
  write: number;
  /** The units are an estimate: a write refused by its condition (its answer reports none). */
  estimated: boolean;
}

const READS = new Set(['GetItem', 'Query', 'Scan', 'BatchGetItem', 'TransactGetItems']);
const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

/** The least a refused write costs: one unit for an item, two for a transaction (a transactional write). */
const REFUSED_WRITE_UNITS: Record<string, number> = {
  ConditionalCheckFailedException: 1,
  TransactionCanceledException: 2,
};

const NONE: ConsumedUnits = { read: 0, write: 0, estimated: false };

type Capacity = { CapacityUnits?: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number };

/** The units of one answer of `operation` (`GetItem`…), from its status and JSON body. */
export function consumedUnits(operation: string, status: number, body: string): ConsumedUnits {
  const isRead = READS.has(operation);
  if (!isRead && !WRITES.has(operation)) return NONE;
  let answer: { ConsumedCapacity?: Capacity | Capacity[]; __type?: string };
  try {
    answer = JSON.parse(body || '{}') as typeof answer;
  } catch {
    return NONE;
  }
  if (status !== 200) {
    const refused = isRead ? undefined : REFUSED_WRITE_UNITS[String(answer.__type).split('#').pop() ?? ''];
    return refused ? { read: 0, write: refused, estimated: true } : NONE;
  }
  // One object for an item call, one per table for batches and transactions.
  const entries = [answer.ConsumedCapacity ?? []].flat();
  let read = 0;
  let write = 0;
  for (const entry of entries) {
    // Transactions name their reads and writes; the others only their total, of the operation's kind.
    if (entry.ReadCapacityUnits !== undefined || entry.WriteCapacityUnits !== undefined) {
      read += entry.ReadCapacityUnits ?? 0;
      write += entry.WriteCapacityUnits ?? 0;
    } else if (isRead) read += entry.CapacityUnits ?? 0;
    else write += entry.CapacityUnits ?? 0;
  }
  return { read, write, estimated: false };
}
