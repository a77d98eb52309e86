// The running totals of what the portal used, read where each thing passes: DynamoDB's own
// ConsumedCapacity in every answer the front door hands back to a function (but for transactions, which
// DynamoDB Local does not bill as AWS does: transaction-units.ts), S3 requests at the front door
// (the browsers' presigned PUTs included), every function invocation as the local runtime ends it, the
// lines the functions print, and what the browsers sent and received (browser.ts).
import { randomUUID } from 'node:crypto';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import type { FrontDoorCall } from '#infra/local/aws-front-door/server.ts';
import { consumedUnits } from '#infra/local/aws-front-door/consumed-capacity.ts';
import type { LocalStack } from '#infra/local/local-stack.ts';
import type { FunctionInvocation } from '#infra/local/portal-runtime.ts';
import { billedMbMs, emptyUsage, type Usage } from './bill.ts';
import { emptyCounters, LOG_EVENT_OVERHEAD_BYTES, type ClientCounters } from './browser.ts';
import { transactWriteUnits, writeActionsOf, type Item } from './transaction-units.ts';

/** S3 operations priced as PUT, COPY, POST or LIST; DELETE is free; anything else is priced as GET. */
const S3_TIER1 = /^(PutObject|CopyObject|PostObject|CreateMultipartUpload|CompleteMultipartUpload|UploadPart|List.*)$/;
const S3_FREE = /^(DeleteObject|DeleteObjects|AbortMultipartUpload)$/;

/**
 * The lines Lambda itself writes per invocation, in its text log format (the functions set no other):
 * START, END and REPORT (with an init duration on a cold start, and X-Ray's line where tracing is on).
 */
function platformLogBytes({ durationMs, memoryMb, coldStart }: FunctionInvocation): number {
  const id = randomUUID();
  const lines = [
    `START RequestId: ${id} Version: $LATEST`,
    `END RequestId: ${id}`,
    `REPORT RequestId: ${id}\tDuration: ${durationMs.toFixed(2)} ms\tBilled Duration: ${Math.ceil(durationMs)} ms\t` +
      `Memory Size: ${memoryMb} MB\tMax Memory Used: 97 MB\t${coldStart ? 'Init Duration: 312.45 ms\t' : ''}` +
      `\nXRAY TraceId: 1-6745e0a1-3c2b1a0f9e8d7c6b5a493827\tSegmentId: 5f4e3d2c1b0a9988\tSampled: true\t`,
  ];
  return lines.reduce((sum, line) => sum + line.length + LOG_EVENT_OVERHEAD_BYTES, 0);
}

export class Meters {
  readonly clients: ClientCounters = emptyCounters();
  private readonly usage = emptyUsage();
  private functionNames = new Set<string>();
  private s3Seen = 0;
  /** Writes refused by their condition: billed, but at an estimated size. */
  estimatedWrites = 0;
  /** What DynamoDB Local reported for the transactions, and what AWS's model makes of them (the bill's). */
  readonly transactions = { count: 0, localUnits: 0, awsUnits: 0 };
  private readonly transactionBodies = new WeakMap<FrontDoorCall, string>();
  private readonly pending: Promise<void>[] = [];
  coldStarts = 0;
  invocations = 0;
  /** Σ memory setting of every invocation (their average, for what a millisecond more costs). */
  memoryMbSum = 0;
  readonly signedIn = new Set<string>();
  readonly durations = new Map<string, number[]>();

  /** Starts counting a stack's answers and invocations. */
  attach(stack: LocalStack): void {
    this.functionNames = new Set(stack.runtime.hosts.keys());
    this.s3Seen = stack.runtime.calls.length;
    const calls = stack.runtime.calls;
    const readStored = async (TableName: string, Key: Item) =>
      (await stack.clients.dynamodb.send(new GetItemCommand({ TableName, Key: Key as never, ConsistentRead: true }))).Item as Item | undefined;
    // A transaction's request, kept until its answer says whether it was applied.
    stack.runtime.afterCall(async (call, body) => {
      if (call.service === 'dynamodb' && call.operation === 'TransactWriteItems' && body) this.transactionBodies.set(call, body);
    });
    stack.runtime.onAnswer((call, answer) => {
      if (call.service !== 'dynamodb') return;
      const units = consumedUnits(call.operation, answer.status, answer.body);
      const body = this.transactionBodies.get(call);
      if (body && answer.status === 200) {
        this.transactions.count++;
        this.transactions.localUnits += units.write;
        // Read the items after the answer went back: the function is not slowed by it.
        const modelled = writeActionsOf(body, readStored).then((actions) => {
          const aws = transactWriteUnits(actions);
          this.transactions.awsUnits += aws;
          this.usage.writeUnits += aws;
        });
        this.pending.push(modelled);
        return;
      }
      this.usage.readUnits += units.read;
      this.usage.writeUnits += units.write;
      if (units.estimated) this.estimatedWrites++;
    });
    stack.runtime.onInvocation((invocation) => {
      this.usage.lambdaInvocations++;
      this.usage.lambdaMbMs += billedMbMs(invocation.durationMs, invocation.memoryMb);
      this.usage.logBytes += platformLogBytes(invocation);
      if (invocation.coldStart) this.coldStarts++;
      this.invocations++;
      this.memoryMbSum += invocation.memoryMb;
      const own = this.durations.get(invocation.name) ?? [];
      own.push(invocation.durationMs);
      this.durations.set(invocation.name, own);
    });
    this.readS3 = () => {
      for (; this.s3Seen < calls.length; this.s3Seen++) {
        const call = calls[this.s3Seen];
        if (call.service !== 's3' || !call.allowed || S3_FREE.test(call.operation)) continue;
        if (S3_TIER1.test(call.operation)) this.usage.s3Tier1++;
        else this.usage.s3Tier2++;
      }
    };
  }

  /** One line a function printed (`console.log`), as CloudWatch Logs ingests it; false when `name` is no function. */
  functionLine(name: string, line: string): boolean {
    if (!this.functionNames.has(name)) return false;
    this.usage.logBytes += Buffer.byteLength(line) + LOG_EVENT_OVERHEAD_BYTES;
    return true;
  }

  /** Everything used so far. */
  async read(): Promise<Usage> {
    await Promise.all(this.pending.splice(0));
    this.readS3();
    const { clients } = this;
    return {
      ...this.usage,
      apiRequests: clients.apiRequests,
      spaRequests: clients.spaRequests,
      uploadRequests: clients.uploadRequests,
      bytesOut: clients.bytesOut,
      bytesToOrigin: clients.bytesToOrigin,
      s3Tier2: this.usage.s3Tier2 + clients.shellOriginGets,
      logBytes: this.usage.logBytes + clients.accessLogBytes,
    };
  }

  private readS3: () => void = () => undefined;
}
