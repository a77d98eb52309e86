import { afterEach, describe, expect, it } from 'vitest';
import { ENV } from '#shared/constants.ts';
import { ACTIVITY } from '#shared/usage-constants.ts';
import { activityEntryItem, queryActivityPage, type ActivityDraft } from './activity.ts';
import { fakeTable } from './fake-table.ts';

const draft: ActivityDraft = {
  businessId: 'biz-1',
  actor: { id: 'u1', name: 'Ana Lima' },
  action: 'updated',
  entity: { kind: 'role', id: 'r1', name: 'Vendas' },
  changes: [{ field: 'name', from: 'A', to: 'Vendas' }],
};
const now = new Date('2025-03-04T05:06:07.089Z');

afterEach(() => {
  delete process.env[ENV.activityRetentionDays];
});

describe('activity entry item', () => {
  it('sits in its business’s partition, under its actor and its kind, ending after the retention', () => {
    process.env[ENV.activityRetentionDays] = '30';
    const item = activityEntryItem(draft, now);
    const id = item.id as string;
    expect(id).toMatch(/^[0-9a-z]{9}[0-9a-f]{16}$/);
    expect(item).toEqual({
      PK: 'BIZ#biz-1',
      SK: `ACTIVITY#2025-03-04T05:06:07.089Z#${id}`,
      GSI1PK: 'BIZ#biz-1#ACTIVITYBY#u1',
      GSI1SK: `2025-03-04T05:06:07.089Z#${id}`,
      GSI2PK: 'BIZ#biz-1#ACTIVITYOF#role',
      GSI2SK: `2025-03-04T05:06:07.089Z#${id}`,
      type: 'activity',
      id,
      at: '2025-03-04T05:06:07.089Z',
      ...draft,
      businessId: undefined,
      expiresAt: Math.floor(now.getTime() / 1000) + 30 * 86_400,
    });
  });

  it('has no person entry for a failed sign-in, goes to the platform without a business, and keeps the default retention', () => {
    const item = activityEntryItem({ ...draft, businessId: null, actor: { id: null, name: 'x@y.z' } }, now);
    expect(item.PK).toBe('PLATFORM');
    expect(item.GSI1PK).toBeUndefined();
    expect(item.expiresAt).toBe(Math.floor(now.getTime() / 1000) + ACTIVITY.defaultRetentionDays * 86_400);
  });
});

describe('activity page', () => {
  it('starts after the cursor’s position inside the caller’s own partition, newest first', async () => {
    const table = fakeTable([{ Items: [] }]);
    await queryActivityPage(table, { businessId: 'biz-1', fromInstant: '0000', toInstant: '9999', after: '2025-01-01T00:00:00.000Z#abc' });
    expect(table.sent[0].input).toMatchObject({
      ScanIndexForward: false,
      ExclusiveStartKey: { PK: 'BIZ#biz-1', SK: 'ACTIVITY#2025-01-01T00:00:00.000Z#abc' },
      ExpressionAttributeValues: { ':pk': 'BIZ#biz-1', ':from': 'ACTIVITY#0000', ':to': 'ACTIVITY#9999~' },
    });
  });

  it('reads a person’s index with the kind as a filter, querying again until an entry past the page shows one more follows', async () => {
    const entry = (n: number) => ({ id: `e${n}`, at: `2025-01-0${n}T00:00:00.000Z` });
    const table = fakeTable([
      { Items: [entry(9)], LastEvaluatedKey: { k: 1 } },
      { Items: [entry(8)], LastEvaluatedKey: { k: 2 } },
      { Items: [entry(7)], LastEvaluatedKey: { k: 3 } },
    ]);
    const page = await queryActivityPage(table, { businessId: 'biz-1', person: 'u1', kind: 'role', fromInstant: '0000', toInstant: '9999' }, 2);
    expect(page).toEqual({ entries: [entry(9), entry(8)], last: '2025-01-08T00:00:00.000Z#e8' });
    expect(table.sent.map((sent) => sent.input.Limit)).toEqual([3, 3, 3]);
    expect(table.sent[0].input).toMatchObject({
      IndexName: 'GSI1',
      FilterExpression: '#entity.#kind = :kind',
      ExpressionAttributeValues: { ':pk': 'BIZ#biz-1#ACTIVITYBY#u1', ':kind': 'role' },
    });
  });
});
