// @vitest-environment node
// The cost benchmark's arithmetic (tests/benchmarks/cost): scaling samples to the month, Lambda's billed
// duration, the bill's lines, and what a DynamoDB transaction costs on AWS. The benchmark itself runs a
// local stack and is not part of the suite; these pieces are, so a broken figure fails here.
import { describe, expect, it } from 'vitest';
import { AUTH, VIEWS } from '#shared/constants.ts';
import { billedMbMs, billOf, dominantLines, emptyUsage, monthlyUsage, scaleUsage, type Usage } from '../benchmarks/cost/bill.ts';
import { PRICES } from '../benchmarks/cost/prices-sa-east-1.ts';
import { heartbeatsOf, MONTH, PER_MONTH, REFRESH_EVERY_MINUTES } from '../benchmarks/cost/scenario.ts';
import { itemBytes, namesInExpression, transactWriteUnits, writeActionsOf, type Item } from '../benchmarks/cost/transaction-units.ts';

const usage = (values: Partial<Usage>): Usage => ({ ...emptyUsage(), ...values });

describe('Lambda billed duration', () => {
  it('rounds each invocation up to the millisecond, at its memory setting, and bills at least 1 ms', () => {
    expect(billedMbMs(12.01, 512)).toBe(13 * 512);
    expect(billedMbMs(12, 256)).toBe(12 * 256);
    expect(billedMbMs(0.2, 512)).toBe(512);
  });
});

describe('scaling samples to the month', () => {
  it('multiplies each action’s usage per occurrence by its count in the month, plus what no action measured', () => {
    const samples = {
      heartbeat: { usage: usage({ apiRequests: 200, writeUnits: 1200 }), count: 200 },
      insights: { usage: usage({ apiRequests: 3, readUnits: 63 }), count: 3 },
    };
    const month = monthlyUsage(samples, { heartbeat: 121_800, insights: 4.3 }, usage({ s3Tier2: 441 }));
    expect(month).toEqual(usage({ apiRequests: 121_800 + 4.3, writeUnits: 6 * 121_800, readUnits: 21 * 4.3, s3Tier2: 441 }));
  });

  it('refuses a month with an action no sample measured', () => {
    expect(() => monthlyUsage({}, { heartbeat: 10 })).toThrow(/heartbeat/);
  });

  it('has the scripted month: 20 views a day, their heartbeats at the SPA’s interval, a refresh every 14 minutes', () => {
    expect(MONTH.viewLengths.reduce((sum, view) => sum + view.perDay, 0)).toBe(MONTH.viewsPerUserPerDay);
    expect(heartbeatsOf(330)).toBe(Math.floor(330 / VIEWS.heartbeatSeconds));
    expect(REFRESH_EVERY_MINUTES).toBe(AUTH.accessTokenMinutes - 1);
    const userDays = MONTH.users * MONTH.workingDays;
    expect(PER_MONTH.openView).toBe(userDays * 20);
    expect(PER_MONTH.heartbeat).toBe(userDays * MONTH.viewLengths.reduce((sum, view) => sum + view.perDay * heartbeatsOf(view.seconds), 0));
  });
});

describe('the bill', () => {
  const month = usage({
    apiRequests: 1_000_000,
    spaRequests: 20_000,
    uploadRequests: 30_000,
    writeUnits: 2_000_000,
    readUnits: 4_000_000,
    lambdaInvocations: 1_000_000,
    lambdaMbMs: 1024 * 1000 * 500,
    bytesOut: 2 * 1024 ** 3,
  });

  it('prices each line at its unit: per million units, GB-seconds from MB × ms, GB of 1024³ bytes', () => {
    const lines = Object.fromEntries(billOf(month, 50, 1).lines.map((line) => [line.name, line]));
    expect(lines.dynamodbWrite.usd).toBeCloseTo(2 * PRICES.dynamodbWrite.usd);
    expect(lines.dynamodbRead.usd).toBeCloseTo(4 * PRICES.dynamodbRead.usd);
    expect(lines.lambdaArmGbSecond.quantity).toBeCloseTo(500);
    expect(lines.cloudFrontDataOut.quantity).toBeCloseTo(2);
    // CloudFront sees the API, the SPA and the pictures; the web ACL inspects every one of them.
    expect(lines.cloudFrontRequests.quantity).toBe(1_050_000);
    expect(lines.wafRequests.quantity).toBe(1_050_000);
    expect(lines.cloudFrontFunctions.quantity).toBe(50_000);
    expect(lines.xrayTraces.quantity).toBe(1_000_000);
  });

  it('keeps Cognito and the platform-wide web ACL apart from the company’s total', () => {
    const bill = billOf(month, 51, 1);
    expect(bill.total).toBeCloseTo(bill.lines.reduce((sum, line) => sum + line.usd, 0));
    expect(bill.cognito).toEqual({ mau: 51, usd: 51 * PRICES.cognitoPlusMau.usd });
    expect(bill.totalWithCognito).toBeCloseTo(bill.total + 51 * PRICES.cognitoPlusMau.usd);
    expect(bill.platformFixed).toBe(PRICES.wafWebAcl.usd + PRICES.wafRule.usd);
  });

  it('lists the lines most expensive first, and the few that make most of the total', () => {
    const bill = billOf(month, 0, 0);
    expect(bill.lines.map((line) => line.usd)).toEqual([...bill.lines.map((line) => line.usd)].sort((a, b) => b - a));
    const dominant = dominantLines(bill, 0.5);
    expect(dominant.reduce((sum, line) => sum + line.usd, 0)).toBeGreaterThanOrEqual(0.5 * bill.total);
    expect(dominant.slice(0, -1).reduce((sum, line) => sum + line.usd, 0)).toBeLessThan(0.5 * bill.total);
  });

  it('scales X-Ray with the share of invocations traced', () => {
    const traced = billOf(month, 0, 0, { tracedShare: 0.05 }).lines.find((line) => line.name === 'xrayTraces')!;
    expect(traced.quantity).toBe(50_000);
    expect(scaleUsage(month, 2).apiRequests).toBe(2_000_000);
  });
});

describe('a DynamoDB transaction on AWS', () => {
  const view: Item = {
    PK: { S: 'BIZ#biz-demo' },
    SK: { S: 'VIEW#0mwxphvpi-7e19ee600bac' },
    GSI1PK: { S: 'BIZ#biz-demo#USERVIEWS#a16affad-a8a0-4896-a5b8-4b7ce87d3ec4' },
    GSI1SK: { S: '000000000025' },
    GSI2PK: { S: 'BIZ#biz-demo#DASHVIEWS#dash-funil-comercial' },
    GSI2SK: { S: '000000000005' },
    startedAtSeconds: { N: '1795706853.318' },
    lastSeenAt: { S: '2026-11-26T15:27:33.318Z' },
    finishedAt: { NULL: true },
  };
  const day: Item = { PK: { S: 'BIZ#biz-demo' }, SK: { S: 'USAGE#2026-11-26' }, views: { N: '120' }, seconds: { N: '3600' } };

  it('sizes items as DynamoDB does: names and values, a byte per two digits plus one, 3 bytes a list or map and 1 per element', () => {
    expect(itemBytes({ PK: { S: 'abc' } })).toBe(2 + 3);
    expect(itemBytes({ n: { N: '12345' } })).toBe(1 + 4);
    expect(itemBytes({ n: { N: '-0.00120' } })).toBe(1 + 2);
    expect(itemBytes({ l: { L: [{ S: 'ab' }, { BOOL: true }] } })).toBe(1 + 3 + (2 + 1) + (1 + 1));
    expect(itemBytes({ m: { M: { a: { S: 'xy' } } } })).toBe(1 + 3 + (1 + 2 + 1));
    expect(itemBytes({ s: { SS: ['a', 'bc'] }, b: { B: Buffer.from('hello').toString('base64') } })).toBe(1 + 3 + 1 + 5);
  });

  it('bills two writes per KB of each item, then the index entries it changes: a heartbeat is 6 units', () => {
    const heartbeat = [
      { kind: 'Update' as const, item: view, changed: ['lastSeenAt'] },
      { kind: 'Update' as const, item: day, changed: ['seconds', 'type', 'date'] },
    ];
    // The view: 2 on the table, its two ALL-projection index entries rewritten (1 each); the day: 2.
    expect(transactWriteUnits(heartbeat)).toBe(6);
  });

  it('bills three 500-byte items 6 units (the Developer Guide’s example) and a larger item per started KB', () => {
    const item = (sk: string): Item => ({ PK: { S: 'p' }, SK: { S: sk }, data: { S: 'x'.repeat(490) } });
    expect(transactWriteUnits(['1', '2', '3'].map((sk) => ({ kind: 'Put' as const, item: item(sk), changed: Object.keys(item(sk)) })))).toBe(6);
    const large = { PK: { S: 'p' }, SK: { S: '4' }, data: { S: 'x'.repeat(1500) } };
    expect(transactWriteUnits([{ kind: 'Put', item: large, changed: Object.keys(large) }])).toBe(4);
  });

  it('bills an index entry twice when its key moves, and not at all when the change is not projected', () => {
    const user: Item = { PK: { S: 'BIZ#b' }, SK: { S: 'USER#u' }, DirPK: { S: 'BIZ#b#USERS' }, DirSK: { S: 'ana#u' }, roleIds: { SS: ['r1'] } };
    expect(transactWriteUnits([{ kind: 'Update', item: user, changed: ['roleIds'] }])).toBe(2);
    expect(transactWriteUnits([{ kind: 'Update', item: user, changed: ['DirSK'] }])).toBe(2 + 2);
    // A Delete's item is gone: its table writes at their least; a ConditionCheck writes no index.
    expect(transactWriteUnits([{ kind: 'Delete', changed: [] }])).toBe(2);
    expect(transactWriteUnits([{ kind: 'ConditionCheck', item: view, changed: [] }])).toBe(2);
  });

  it('reads the attribute names an update expression changes, placeholders resolved', () => {
    expect(
      namesInExpression('SET #a = :a, #b = if_not_exists(#b, :zero) + :one REMOVE c ADD #d :d', {
        '#a': 'lastSeenAt',
        '#b': 'n',
        '#d': 'views',
      }),
    ).toEqual(['lastSeenAt', 'n', 'c', 'views']);
  });

  it('takes a request body’s actions with the items they wrote: a Put’s own, an Update’s as stored', async () => {
    const body = JSON.stringify({
      TransactItems: [
        { Put: { TableName: 'portal', Item: day } },
        {
          Update: {
            TableName: 'portal',
            Key: { PK: view.PK, SK: view.SK },
            UpdateExpression: 'SET #s = :at',
            ExpressionAttributeNames: { '#s': 'lastSeenAt' },
          },
        },
        { Delete: { TableName: 'portal', Key: { PK: view.PK, SK: view.SK } } },
      ],
    });
    const reads: unknown[] = [];
    const actions = await writeActionsOf(body, async (table, key) => {
      reads.push([table, key]);
      return view;
    });
    expect(actions).toEqual([
      { kind: 'Put', item: day, changed: Object.keys(day) },
      { kind: 'Update', item: view, changed: ['lastSeenAt'] },
      { kind: 'Delete', changed: [] },
    ]);
    expect(reads).toEqual([['portal', { PK: view.PK, SK: view.SK }]]);
  });
});
