// The report catalogue: one item per report (keys.report), listed by name in GSI1 (keys.reportListEntry).
// A report's `dashboardCount` is kept by the dashboard writes (dashboard-writes.ts), never here: the
// writes here leave it as it is, and the delete is conditioned on it being 0, so a dashboard that
// starts naming the report at the same moment either stops the delete or fails its own condition.
// Descriptions are sanitised here, the one write path of reports, and served as stored.
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '#shared/constants.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { entryActions, type ActivityDraft } from './activity.ts';
import { batchGetItems } from './batch-get.ts';
import { reportItem } from './items.ts';
import { keys } from './keys.ts';
import { queryAllPages } from './query-prefix.ts';
import type { ReportRecord } from './records.ts';
import { transactUnlessRefused } from './transact.ts';

export type ReportFields = Pick<ReportRecord, 'name' | 'summary' | 'description'>;

/** The description reduced to the rich-text allow-list (loaded on the first write, as the dashboards' is). */
async function cleaned<T extends ReportFields>(report: T): Promise<T> {
  const { sanitizeRichText } = await import('#functions/lib/sanitize-html.ts');
  return { ...report, description: sanitizeRichText(report.description) };
}

/** Reads a report by id (`consistent`: what a write's trail entry records as before). */
export async function getReport({ db, tableName }: TableContext, reportId: string, consistent = false): Promise<ReportRecord | undefined> {
  const result = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.report(reportId), ...(consistent ? { ConsistentRead: true } : {}) }),
  );
  return result.Item as ReportRecord | undefined;
}

/** Every report in name order, whole (the catalogue is small: dozens, not thousands): one Query of GSI1 `REPORTS`, following its pages. */
export async function listReports({ db, tableName }: TableContext): Promise<ReportRecord[]> {
  const list = keys.reportListQuery();
  return queryAllPages<ReportRecord>(db, {
    TableName: tableName,
    IndexName: list.indexName,
    KeyConditionExpression: '#pk = :pk',
    ProjectionExpression: '#type, #id, #name, #summary, #description, #count',
    ExpressionAttributeNames: {
      '#pk': list.partitionKey,
      '#type': 'type',
      '#id': 'id',
      '#name': 'name',
      '#summary': 'summary',
      '#description': 'description',
      '#count': 'dashboardCount',
    },
    ExpressionAttributeValues: { ':pk': list.value },
  });
}

/** The names of some reports (BatchGet, 100 keys a call); unknown ids are left out. */
export async function getReportNames(table: TableContext, reportIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(reportIds)];
  if (ids.length === 0) return new Map();
  const items = await batchGetItems<Pick<ReportRecord, 'id' | 'name'>>(
    table,
    ids.map((id) => keys.report(id)),
    ['id', 'name'],
  );
  return new Map(items.map((item) => [item.id, item.name]));
}

/** Which activity entry a report write records, from the report as stored. */
export type DescribeReportWrite = (stored: ReportFields & { id: string }) => ActivityDraft;

/** Writes a new report, named by no dashboard yet, with its activity entry in the same transaction; never overwrites an existing id. */
export async function createReport(
  { db, tableName }: TableContext,
  report: ReportFields & { id: string },
  describe?: DescribeReportWrite,
): Promise<void> {
  const stored = await cleaned(report);
  const put = {
    Put: {
      TableName: tableName,
      Item: reportItem({ type: 'report', ...stored, dashboardCount: 0 }),
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
    },
  };
  await db.send(new TransactWriteCommand({ TransactItems: [put, ...entryActions(tableName, describe?.(stored))] }));
}

/**
 * Changes a report's texts (and its place in the list), leaving its count as it is, with its activity
 * entry in the same transaction; false when it does not exist.
 */
export async function updateReport(
  { db, tableName }: TableContext,
  reportId: string,
  changes: ReportFields,
  describe?: DescribeReportWrite,
): Promise<boolean> {
  const stored = await cleaned(changes);
  const { gsi1 } = TABLE;
  const update = {
    Update: {
      TableName: tableName,
      Key: keys.report(reportId),
      UpdateExpression: 'SET #name = :name, #summary = :summary, #description = :description, #listKey = :listKey',
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: {
        '#pk': TABLE.partitionKey,
        '#name': 'name',
        '#summary': 'summary',
        '#description': 'description',
        '#listKey': gsi1.sortKey,
      },
      ExpressionAttributeValues: {
        ':name': stored.name,
        ':summary': stored.summary,
        ':description': stored.description,
        ':listKey': keys.reportListEntry(reportId, stored.name)[gsi1.sortKey],
      },
    },
  };
  return transactUnlessRefused(db, [update, ...entryActions(tableName, describe?.({ id: reportId, ...stored }))]);
}

/**
 * Deletes a report that exists and no dashboard names (its count absent or 0, checked by DynamoDB in the
 * same write), with its activity entry in the same transaction; false when it is missing or in use (the
 * caller reads it to tell which): then no entry is written either.
 */
export async function deleteUnusedReport({ db, tableName }: TableContext, reportId: string, entry?: ActivityDraft): Promise<boolean> {
  const remove = {
    Delete: {
      TableName: tableName,
      Key: keys.report(reportId),
      ConditionExpression: 'attribute_exists(#pk) AND (attribute_not_exists(#count) OR #count <= :zero)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#count': 'dashboardCount' },
      ExpressionAttributeValues: { ':zero': 0 },
    },
  };
  return transactUnlessRefused(db, [remove, ...entryActions(tableName, entry)]);
}
