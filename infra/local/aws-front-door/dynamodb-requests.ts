// What IAM is asked for each DynamoDB operation: `dynamodb:<Operation>` on the table (or the index a
// Query or Scan names), per table for batches, per item for transactions, with `dynamodb:LeadingKeys`
// (the partition key values the request touches) when they can be read from it.
import type { Authorization, ConditionContext } from './policy.ts';
import type { RequestScope } from './service-request.ts';

type Json = Record<string, unknown>;

/**
 * IAM has no TransactWriteItems or TransactGetItems action: each item is authorised as its own action
 * (DynamoDB developer guide, "Using IAM with DynamoDB transactions").
 */
const TRANSACT_ACTIONS: Record<string, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
  Get: 'dynamodb:GetItem',
};

/** Operations on no table, which IAM authorises on `*`. */
const ACCOUNT_OPERATIONS = new Set([
  'ListTables',
  'DescribeLimits',
  'DescribeEndpoints',
  'ListBackups',
  'ListGlobalTables',
  'ListExports',
  'ListImports',
]);

const object = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The partition key value as IAM compares it: the string of an S, N or B value. */
function keyValue(attribute: unknown): string | undefined {
  const value = object(attribute);
  for (const type of ['S', 'N', 'B']) if (typeof value[type] === 'string') return value[type] as string;
  return undefined;
}

/** How one request names its tables and items to IAM: ARNs, and actions on items with their LeadingKeys. */
interface ItemAuthorizer {
  tableArn(table: string, index?: string): string;
  tableNameOf(table: string): string;
  onItems(action: string, table: string, keys: unknown[], extra?: ConditionContext): Authorization;
}

function itemAuthorizer(scope: RequestScope): ItemAuthorizer {
  const tableArn = (table: string, index?: string) => {
    const base = table.startsWith('arn:') ? table : `arn:aws:dynamodb:${scope.region}:${scope.account}:table/${table}`;
    return index ? `${base}/index/${index}` : base;
  };
  const tableNameOf = (table: string) => (table.startsWith('arn:') ? table.replace(/^.*:table\//, '').split('/')[0] : table);

  /** LeadingKeys of keys or items; left out when any partition key cannot be told from the others. */
  const leadingKeys = (table: string, keys: unknown[]): ConditionContext => {
    const named = scope.partitionKeyOf?.(tableNameOf(table));
    const values = keys.map((key) => {
      const attributes = Object.keys(object(key));
      const name = named ?? (attributes.length === 1 ? attributes[0] : undefined);
      return name === undefined ? undefined : keyValue(object(key)[name]);
    });
    if (!values.length || values.some((value) => value === undefined)) return {};
    return { 'dynamodb:LeadingKeys': [...new Set(values as string[])] };
  };

  const onItems = (action: string, table: string, keys: unknown[], extra: ConditionContext = {}): Authorization => ({
    action,
    resource: tableArn(table),
    context: { ...leadingKeys(table, keys), ...extra },
  });
  return { tableArn, tableNameOf, onItems };
}

export function dynamodbAuthorizations(operation: string, body: Json, scope: RequestScope): Authorization[] {
  const items = itemAuthorizer(scope);
  return manyTablesAuthorizations(operation, body, items) ?? oneTableAuthorizations(operation, body, scope, items);
}

/** Batches (per table) and transactions (per item); undefined for any other operation. */
function manyTablesAuthorizations(operation: string, body: Json, { onItems }: ItemAuthorizer): Authorization[] | undefined {
  switch (operation) {
    case 'BatchGetItem':
      return Object.entries(object(body.RequestItems)).map(([table, entry]) =>
        onItems('dynamodb:BatchGetItem', table, list(object(entry).Keys)),
      );
    case 'BatchWriteItem':
      return Object.entries(object(body.RequestItems)).map(([table, writes]) =>
        onItems(
          'dynamodb:BatchWriteItem',
          table,
          list(writes).map((write) =>
            object(write).PutRequest ? object(object(write).PutRequest).Item : object(object(write).DeleteRequest).Key,
          ),
        ),
      );
    case 'TransactWriteItems':
    case 'TransactGetItems':
      return list(body.TransactItems).map((item) => {
        const [kind, spec] = Object.entries(object(item))[0] ?? ['', {}];
        const details = object(spec);
        return onItems(TRANSACT_ACTIONS[kind] ?? `dynamodb:${kind}`, String(details.TableName ?? ''), [
          kind === 'Put' ? details.Item : details.Key,
        ]);
      });
    default:
      return undefined;
  }
}

/** An operation on one table (or an index of it), or on none (the account's operations, tagging). */
function oneTableAuthorizations(operation: string, body: Json, scope: RequestScope, items: ItemAuthorizer): Authorization[] {
  const extra: Record<string, string[]> = {};
  if (typeof body.Select === 'string') extra['dynamodb:Select'] = [body.Select];
  if (typeof body.ReturnValues === 'string') extra['dynamodb:ReturnValues'] = [body.ReturnValues];

  const table = typeof body.TableName === 'string' ? body.TableName : undefined;
  if (!table || ACCOUNT_OPERATIONS.has(operation)) {
    // Tagging and resource policies name their table by ARN; PartiQL (ExecuteStatement…) is not modelled.
    const resource = !ACCOUNT_OPERATIONS.has(operation) && typeof body.ResourceArn === 'string' ? body.ResourceArn : '*';
    return [{ action: `dynamodb:${operation}`, resource }];
  }
  const action = `dynamodb:${operation}`;
  const index = (operation === 'Query' || operation === 'Scan') && typeof body.IndexName === 'string' ? body.IndexName : undefined;
  if (operation === 'Query') {
    const value = queriedPartition(body, scope.partitionKeyOf?.(items.tableNameOf(table), index));
    return [{ action, resource: items.tableArn(table, index), context: { ...(value ? { 'dynamodb:LeadingKeys': [value] } : {}), ...extra } }];
  }
  if (operation === 'Scan') return [{ action, resource: items.tableArn(table, index), context: extra }];
  const keys = operation === 'PutItem' ? [body.Item] : body.Key ? [body.Key] : [];
  return [items.onItems(action, table, keys, extra)];
}

/**
 * The partition key value of a Query, read only from a plain `name = :value` condition (or the legacy
 * KeyConditions' EQ). When the key's name is unknown, the one equality of the expression is it (a sort
 * key compared with `=` too would make two). Anything else leaves LeadingKeys out, not guessed.
 */
function queriedPartition(body: Json, partitionKey: string | undefined): string | undefined {
  const legacy = object(body.KeyConditions);
  if (Object.keys(legacy).length) {
    const equalities = Object.entries(legacy).filter(([, condition]) => object(condition).ComparisonOperator === 'EQ');
    const chosen = partitionKey ? equalities.find(([name]) => name === partitionKey) : equalities.length === 1 ? equalities[0] : undefined;
    return chosen ? keyValue(list(object(chosen[1]).AttributeValueList)[0]) : undefined;
  }
  if (typeof body.KeyConditionExpression !== 'string') return undefined;
  const names = object(body.ExpressionAttributeNames);
  const values = object(body.ExpressionAttributeValues);
  const equalities = body.KeyConditionExpression.split(/\s+AND\s+/i).flatMap((part) => {
    const match = /^\s*\(?\s*(#?[\w.-]+)\s*=\s*(:[\w-]+)\s*\)?\s*$/.exec(part);
    if (!match) return [];
    const name = match[1].startsWith('#') ? names[match[1]] : match[1];
    return typeof name === 'string' ? [{ name, value: keyValue(values[match[2]]) }] : [];
  });
  const chosen = partitionKey
    ? equalities.find((equality) => equality.name === partitionKey)
    : equalities.length === 1
      ? equalities[0]
      : undefined;
  return chosen?.value;
}
