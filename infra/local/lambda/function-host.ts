// Hosts one function of the assembly like a warm Lambda execution environment: a worker thread of its
// own (own module state, own process.env holding exactly the variables given), started on the first
// call and kept for the next ones. Lambda's timeout ends the environment; so does an uncaught error,
// and the next call starts a fresh one (a cold start). What the function prints goes to `onLog`, as
// CloudWatch would get it; how long each invocation took goes to `onInvocation`.
import { randomUUID } from 'node:crypto';
import readline from 'node:readline';
import { Worker } from 'node:worker_threads';
import type { AssemblyFunction } from '../cloud-assembly/read-assembly.ts';

const WORKER_FILE = new URL('./lambda-worker.mjs', import.meta.url);

/** What the handler threw (or why the environment died), as Lambda reports an unhandled error. */
export class FunctionError extends Error {
  override name = 'FunctionError';
  constructor(
    readonly errorType: string,
    readonly errorMessage: string,
  ) {
    super(`${errorType}: ${errorMessage}`);
  }
}

export interface FunctionHostOptions {
  fn: AssemblyFunction;
  /** The name the function runs under (its `AWS_LAMBDA_FUNCTION_NAME`). */
  functionName: string;
  /** Its whole environment: nothing of this process's own is added. */
  environment: Record<string, string>;
  onLog?: (line: string) => void;
  /** Each invocation as it ends, answered or failed (the cost benchmark bills them). */
  onInvocation?: (report: InvocationReport) => void;
}

/** One invocation as Lambda would bill it, measured on this machine (not Lambda's own timing). */
export interface InvocationReport {
  /** From the event handed to the environment to its answer, in ms; a cold start's module loading included. */
  durationMs: number;
  /** The function's memory setting, MB (what a billed millisecond is multiplied by). */
  memoryMb: number;
  /** The first invocation of a new environment. */
  coldStart: boolean;
  /** False when the handler threw, timed out or its environment died. */
  ok: boolean;
}

interface Pending {
  resolve: (payload: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export class FunctionHost {
  /** How many environments were started so far (each a cold start). */
  coldStarts = 0;
  private worker: Worker | undefined;
  private started: Promise<void> | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly options: FunctionHostOptions) {}

  get name(): string {
    return this.options.fn.name;
  }

  /** Starts the environment now (as provisioned concurrency would) instead of on the first call. */
  warm(): Promise<void> {
    return this.ensureWorker();
  }

  /** Calls the handler with `event`; resolves with its result (after a JSON round trip). */
  async invoke(event: unknown, requestId: string = randomUUID()): Promise<unknown> {
    const coldStart = !this.worker;
    await this.ensureWorker();
    const worker = this.worker!;
    const timeoutMs = this.options.fn.timeoutSeconds * 1000;
    const id = this.nextId++;
    const started = performance.now();
    const answer = new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.retire(new FunctionError('Sandbox.Timedout', `Task timed out after ${this.options.fn.timeoutSeconds}.00 seconds`));
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, event, requestId, deadline: Date.now() + timeoutMs });
    });
    const { onInvocation } = this.options;
    if (onInvocation) {
      const report = (ok: boolean) =>
        onInvocation({ durationMs: performance.now() - started, memoryMb: this.options.fn.memorySize, coldStart, ok });
      answer.then(
        () => report(true),
        () => report(false),
      );
    }
    return answer;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.retire(new FunctionError('Runtime.Shutdown', 'The local stack stopped.'));
    await worker?.terminate();
  }

  private ensureWorker(): Promise<void> {
    if (this.worker && this.started) return this.started;
    const { fn, functionName, environment } = this.options;
    const worker = new Worker(WORKER_FILE, {
      env: environment,
      workerData: { codeDir: fn.codeDir, handler: fn.handler, functionName, memorySize: fn.memorySize },
      // The function's memory setting caps its heap, roughly as Lambda caps the environment.
      resourceLimits: { maxOldGenerationSizeMb: fn.memorySize },
      stdout: true,
      stderr: true,
      // No --import tsx or inspector flags of this process: the bundle runs on plain Node.
      execArgv: [],
    });
    this.coldStarts++;
    this.worker = worker;
    for (const stream of [worker.stdout, worker.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => this.options.onLog?.(line));
    }
    this.started = new Promise((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
    });
    worker.on('message', (message: { id?: number; payload?: string; error?: { errorType: string; errorMessage: string } }) => {
      const call = message.id === undefined ? undefined : this.pending.get(message.id);
      if (!call) return;
      this.pending.delete(message.id!);
      clearTimeout(call.timer);
      if (message.error) call.reject(new FunctionError(message.error.errorType, message.error.errorMessage));
      else call.resolve(JSON.parse(message.payload ?? 'null'));
    });
    // An uncaught error or an unhandled rejection ends the environment, failing what it was serving.
    worker.on('error', (error) => {
      if (this.worker === worker) this.retire(new FunctionError('Runtime.ExitError', error.message));
    });
    worker.on('exit', (code) => {
      if (this.worker === worker) this.retire(new FunctionError('Runtime.ExitError', `The environment exited with code ${code}.`));
    });
    return this.started;
  }

  /** Ends the current environment and fails its calls in flight; the next call starts a new one. */
  private retire(error: FunctionError): void {
    const worker = this.worker;
    this.worker = undefined;
    this.started = undefined;
    for (const [id, call] of this.pending) {
      clearTimeout(call.timer);
      call.reject(error);
      this.pending.delete(id);
    }
    void worker?.terminate();
  }
}
