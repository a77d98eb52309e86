// What an outage must never leave behind, read straight from the emulators once they are back: a
// dashboard item without its Directory entry (or the reverse), a business count that disagrees with
// its dashboards, a dashboard whose picture is missing, a profile without its Cognito account, an
// account without its profile, or two of either for one e-mail.
import { AdminGetUserCommand, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '#shared/constants.ts';
import { keys } from '#functions/data/keys.ts';
import type { LocalStack } from '#infra/local/local-stack.ts';

async function queryAll(stack: LocalStack, input: Omit<QueryCommandInput, 'TableName'>): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await stack.db.send(new QueryCommand({ ...input, TableName: stack.resources.tableName, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

export interface DashboardsState {
  /** id → name of every DASHBOARD item of the business. */
  items: Map<string, string>;
  /** Ids of the business's entries in the Directory index. */
  directoryIds: string[];
  /** The business item's `dashboardCount`. */
  count: number;
  previewKeys: string[];
}

/** A business's dashboards as stored: the items, their Directory entries and the business's count. */
export async function dashboardsOf(stack: LocalStack, businessId: string): Promise<DashboardsState> {
  const { partitionKey: pk, sortKey: sk } = TABLE;
  const [items, entries, business] = await Promise.all([
    queryAll(stack, {
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :dashboard)',
      ExpressionAttributeNames: { '#pk': pk, '#sk': sk },
      ExpressionAttributeValues: { ':pk': keys.business(businessId)[pk], ':dashboard': 'DASHBOARD#' },
    }),
    queryAll(stack, {
      IndexName: TABLE.directory.name,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': TABLE.directory.partitionKey },
      ExpressionAttributeValues: { ':pk': keys.dashboardDirectoryPartition(businessId) },
    }),
    stack.db.send(new GetCommand({ TableName: stack.resources.tableName, Key: keys.business(businessId), ConsistentRead: true })),
  ]);
  return {
    items: new Map(items.map((item) => [item.id as string, item.name as string])),
    directoryIds: entries.map((entry) => keys.dashboardIdOfDirectoryEntry(entry[TABLE.directory.sortKey] as string)),
    count: Number(business.Item?.dashboardCount ?? 0),
    previewKeys: items.flatMap((item) => (item.previewKey ? [item.previewKey as string] : [])),
  };
}

/** Uploads keys that are not in the bucket. */
export async function missingObjects(stack: LocalStack, objectKeys: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const key of objectKeys) {
    try {
      await stack.clients.s3.send(new HeadObjectCommand({ Bucket: stack.resources.uploadsBucket, Key: key }));
    } catch (error) {
      if (!['NotFound', 'NoSuchKey'].includes((error as Error).name)) throw error;
      missing.push(key);
    }
  }
  return missing;
}

/** The `sub` of every Cognito account with this e-mail (its username or its e-mail attribute). */
export async function accountsOf(stack: LocalStack, email: string): Promise<string[]> {
  const subs = new Set<string>();
  try {
    const user = await stack.clients.cognito.send(new AdminGetUserCommand({ UserPoolId: stack.resources.userPoolId, Username: email }));
    subs.add(user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? '');
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  }
  const listed = await stack.clients.cognito.send(
    new ListUsersCommand({ UserPoolId: stack.resources.userPoolId, Filter: `email = "${email}"` }),
  );
  for (const user of listed.Users ?? []) subs.add(user.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? '');
  return [...subs];
}

/** The profile an e-mail's claim points to (the claim and the user item must both be there), or undefined. */
export async function profileOf(stack: LocalStack, businessId: string, email: string): Promise<{ userId: string } | undefined> {
  const { tableName } = stack.resources;
  const claim = await stack.db.send(new GetCommand({ TableName: tableName, Key: keys.email(email), ConsistentRead: true }));
  if (!claim.Item) return undefined;
  const userId = claim.Item.userId as string;
  const user = await stack.db.send(new GetCommand({ TableName: tableName, Key: keys.user(businessId, userId), ConsistentRead: true }));
  if (!user.Item) throw new Error(`the e-mail claim of ${email} names ${userId}, who has no profile`);
  return { userId };
}
