// The activity trail's items: who changed what, when. An entry lives in its business's partition (or
// PLATFORM for themes, reports and the platform admins' sign-ins) under `ACTIVITY#<at>#<id>`, with an
// index entry under its actor (GSI1, the person filter) and under its kind (GSI2, the kind filter), and
// ends by itself after the stage's retention (TTL on `expiresAt`).
// Written in the SAME TransactWriteItems as the change it describes (activityEntryAction), so an entry
// exists exactly when its change does. Sign-ins have no write to join: putActivityEntry, best effort.
import { randomBytes } from 'node:crypto';
import { PutCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ACTIVITY_RETENTION_DAYS_VAR, TABLE } from '#shared/constants.ts';
import { ACTIVITY } from '#shared/usage-constants.ts';
import type { ActivityAction, ActivityChange, ActivityEntityKind, ActivityEntry } from '#shared/insights-api-types.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { keys } from './keys.ts';
import { queryPrefix } from './query-prefix.ts';
import { fullName } from './records.ts';
import type { TransactAction } from './transact.ts';

/** Who did it: a user (id + full name), or, for a failed sign-in, nobody (null id, the e-mail tried as the name). */
export type ActivityActor = ActivityEntry['actor'];

/** What a writer says about its change; the trail adds the id, the instant and the keys. */
export interface ActivityDraft {
  /** The business the change belongs to; null: the platform's own trail. */
  businessId: string | null;
  actor: ActivityActor;
  action: ActivityAction;
  entity: { kind: ActivityEntityKind; id: string | null; name: string };
  changes: ActivityChange[];
}

/** The stored entry (besides its keys). */
export interface ActivityEntryRecord extends ActivityEntry {
  type: 'activity';
  /** Epoch seconds: DynamoDB's TTL deletes the entry after it. */
  expiresAt: number;
}

/** Days an entry is kept: the stage's setting, or ACTIVITY.defaultRetentionDays. */
export function activityRetentionDays(): number {
  const days = Number(process.env[ACTIVITY_RETENTION_DAYS_VAR]);
  return Number.isInteger(days) && days > 0 ? days : ACTIVITY.defaultRetentionDays;
}

/** Time-sortable then random: the entry's instant in base 36 (fixed width), then 64 random bits. */
export function newActivityEntryId(now: Date): string {
  return `${now.getTime().toString(36).padStart(9, '0')}${randomBytes(8).toString('hex')}`;
}

/** The whole item of an entry: its keys, its index entries and the entry. */
export function activityEntryItem(draft: ActivityDraft, now: Date = new Date()): Record<string, unknown> {
  const at = now.toISOString();
  const id = newActivityEntryId(now);
  const { businessId, actor, action, entity, changes } = draft;
  const entry: ActivityEntryRecord = {
    type: 'activity',
    id,
    at,
    actor,
    action,
    entity,
    changes,
    expiresAt: Math.floor(now.getTime() / 1000) + activityRetentionDays() * 86_400,
  };
  return {
    ...keys.activity(businessId, at, id),
    ...(actor.id ? keys.activityByActorEntry(businessId, actor.id, at, id) : {}),
    ...keys.activityByKindEntry(businessId, entity.kind, at, id),
    ...entry,
  };
}

/** The entry as one Put of its change's transaction (a new item: never overwrites). */
export function activityEntryAction(tableName: string, draft: ActivityDraft, now: Date = new Date()): TransactAction {
  return {
    Put: {
      TableName: tableName,
      Item: activityEntryItem(draft, now),
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
    },
  };
}

/** The entry's Put to spread into its change's transaction, or nothing when the write records no entry (the demo's seed). */
export const entryActions = (tableName: string, entry: ActivityDraft | undefined, now?: Date): TransactAction[] =>
  entry ? [activityEntryAction(tableName, entry, now)] : [];

/** An entry with no write of its own to join (a sign-in, a failed sign-in): one PutItem. */
export async function putActivityEntry({ db, tableName }: TableContext, draft: ActivityDraft, now: Date = new Date()): Promise<void> {
  const { Put } = activityEntryAction(tableName, draft, now);
  await db.send(new PutCommand(Put!));
}

/** Which index a trail read uses, and the filter on the kind when it reads a person's entries. */
export interface ActivityQuery {
  businessId: string | null;
  person?: string;
  kind?: ActivityEntityKind;
  /** Instants (ISO), inclusive; the sort values compare as strings. */
  fromInstant: string;
  toInstant: string;
  /** `<at>#<id>` of the last entry of the previous page. */
  after?: string;
}

/** One page of a trail: its entries, newest first, and the position of its last one when more may follow. */
export interface ActivityPage {
  entries: ActivityEntry[];
  /** `<at>#<id>` of the page's last entry, or undefined when the range ended. */
  last?: string;
}

const ENTRY_ATTRIBUTES = ['id', 'at', 'actor', 'action', 'entity', 'changes'] as const;

/** The Query that reads a trail, newest first: the base table, or the person's (GSI1) or the kind's (GSI2) index. */
function trailQuery(
  tableName: string,
  query: ActivityQuery,
): { input: QueryCommandInput; startKey?: (after: string) => Record<string, string> } {
  const { businessId, person, kind, fromInstant, toInstant } = query;
  const names: Record<string, string> = {};
  const projection = ENTRY_ATTRIBUTES.map((attribute) => {
    names[`#a_${attribute}`] = attribute;
    return `#a_${attribute}`;
  });
  const base = { TableName: tableName, ScanIndexForward: false, ProjectionExpression: projection.join(', ') };
  const main = keys.activity(businessId, '', '');
  // A person's entries (GSI1; a kind too is kept by a filter, so the person's other kinds are still read),
  // or a kind's (GSI2): both indexes sort by `<at>#<id>`.
  const byIndex = person
    ? { index: TABLE.gsi1, entry: keys.activityByActorEntry(businessId, person, '', ''), filterKind: kind }
    : kind
      ? { index: TABLE.gsi2, entry: keys.activityByKindEntry(businessId, kind, '', ''), filterKind: undefined }
      : undefined;
  if (byIndex) {
    const { index, filterKind } = byIndex;
    const { partitionKey: pk, sortKey: sk } = index;
    const partition = (byIndex.entry as Record<string, string>)[pk];
    return {
      input: {
        ...base,
        IndexName: index.name,
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
        ...(filterKind ? { FilterExpression: '#entity.#kind = :kind' } : {}),
        ExpressionAttributeNames: { ...names, '#pk': pk, '#sk': sk, ...(filterKind ? { '#entity': 'entity', '#kind': 'kind' } : {}) },
        ExpressionAttributeValues: {
          ':pk': partition,
          ':from': fromInstant,
          ':to': `${toInstant}~`,
          ...(filterKind ? { ':kind': filterKind } : {}),
        },
      },
      startKey: (after) => ({ ...main, [TABLE.sortKey]: `ACTIVITY#${after}`, [pk]: partition, [sk]: after }),
    };
  }
  return {
    input: {
      ...base,
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
      ExpressionAttributeNames: { ...names, '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
      ExpressionAttributeValues: { ':pk': main[TABLE.partitionKey], ':from': `ACTIVITY#${fromInstant}`, ':to': `ACTIVITY#${toInstant}~` },
    },
    startKey: (after) => ({ ...main, [TABLE.sortKey]: `ACTIVITY#${after}` }),
  };
}

/**
 * One page of a trail, newest first, starting after `query.after` (rebuilt into the caller's own
 * partition's key here: a cursor holds a position, never a key). Each Query asks for one entry more than
 * the page holds: an entry past the page is what says another page follows (a LastEvaluatedKey also
 * comes when the range ends right at the page's end, and would promise an empty page). One Query per
 * page; several only when a filter drops entries (the person + kind filter).
 */
export async function queryActivityPage(
  { db, tableName }: TableContext,
  query: ActivityQuery,
  pageSize: number = ACTIVITY.pageSize,
): Promise<ActivityPage> {
  const { input, startKey } = trailQuery(tableName, query);
  const entries: ActivityEntry[] = [];
  let exclusiveStart = query.after && startKey ? startKey(query.after) : undefined;
  for (;;) {
    const result = await db.send(new QueryCommand({ ...input, Limit: pageSize + 1, ExclusiveStartKey: exclusiveStart }));
    entries.push(...((result.Items ?? []) as ActivityEntry[]));
    if (entries.length > pageSize) {
      const page = entries.slice(0, pageSize);
      const last = page[page.length - 1];
      return { entries: page, last: `${last.at}#${last.id}` };
    }
    exclusiveStart = result.LastEvaluatedKey;
    if (!exclusiveStart) return { entries };
  }
}

/** The platform admins, id and full name (Query of PLATFORM begins_with USER#): whom the platform trail's person filter offers. */
export async function listPlatformAdmins(table: TableContext): Promise<{ id: string; name: string }[]> {
  const { partitionKey: pk, sortKey: sk } = TABLE;
  const admin = keys.user(null, '');
  const users = await queryPrefix<{ id: string; firstName: string; lastName: string }>(
    table,
    { partition: admin[pk], sortPrefix: admin[sk] },
    { attributes: ['id', 'firstName', 'lastName'] },
  );
  return users.map((user) => ({ id: user.id, name: fullName(user) }));
}
