// A fake XMLHttpRequest for the screens that upload a file: the real putFile (lib/upload/put-file.ts)
// runs and its PUT is recorded here, never sent. A stubbed global reaches every copy of putFile, where a
// module mock would miss one another test file already loaded (the web suite shares its modules).
import { vi } from 'vitest';

/** One upload as the fake received it, and the test's hand on how it ends. */
export interface FakeUpload {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
  /** Whether the sender listens to the upload's progress (to show it). */
  readonly watchesProgress: boolean;
  /** Fires the upload's progress: `loaded` bytes of `total` (the body's size unless given). */
  progress(loaded: number, total?: number): void;
  /** Ends the upload with an answer of `status`. */
  finish(status?: number): void;
  /** Ends the upload with no answer at all (a network error). */
  failNetwork(): void;
}

export interface FakeUploadsOptions {
  /** The bytes reported as sent, in order, once an upload starts (default: its whole body). */
  progress?: number[];
  /** Leaves every upload open after its progress, for the test to end (`finish`, `failNetwork`). */
  hold?: boolean;
  /** The status every upload not held ends with (default 200). */
  status?: number;
}

export interface FakeUploads {
  /** Every upload sent since `fakeUploads()`, in order. */
  readonly sent: FakeUpload[];
}

const sizeOf = (body: unknown) => (body instanceof Blob ? body.size : 0);

/**
 * Replaces `XMLHttpRequest` for one test (setup-tests.ts unstubs it). Each upload reports `progress`,
 * then ends with `status`, unless `hold` leaves it to the test.
 */
export function fakeUploads({ progress, hold = false, status = 200 }: FakeUploadsOptions = {}): FakeUploads {
  const sent: FakeUpload[] = [];

  class UploadTarget extends EventTarget {
    watched = false;
    override addEventListener(...args: Parameters<EventTarget['addEventListener']>): void {
      if (args[0] === 'progress') this.watched = true;
      super.addEventListener(...args);
    }
  }

  class FakeXMLHttpRequest extends EventTarget {
    readonly upload = new UploadTarget();
    readyState = 0;
    status = 0;
    private method = '';
    private url = '';
    private readonly headers: Record<string, string> = {};

    open(method: string, url: string | URL): void {
      this.method = method;
      this.url = String(url);
      this.readyState = 1;
    }

    setRequestHeader(name: string, value: string): void {
      this.headers[name] = value;
    }

    send(body?: unknown): void {
      const target = this.upload;
      const upload: FakeUpload = {
        method: this.method,
        url: this.url,
        headers: { ...this.headers },
        body,
        get watchesProgress() {
          return target.watched;
        },
        progress: (loaded, total = sizeOf(body)) =>
          target.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total })),
        finish: (answer = 200) => this.end('load', answer),
        failNetwork: () => this.end('error', 0),
      };
      sent.push(upload);
      // As a browser does, after send() returns.
      queueMicrotask(() => {
        if (this.readyState === 4) return;
        for (const loaded of progress ?? [sizeOf(body)]) upload.progress(loaded);
        if (!hold) upload.finish(status);
      });
    }

    abort(): void {
      this.end('abort', 0);
    }

    private end(type: 'load' | 'error' | 'abort', answer: number): void {
      if (this.readyState === 4) throw new Error(`The upload to ${this.url} has already ended`);
      this.readyState = 4;
      this.status = answer;
      this.dispatchEvent(new ProgressEvent(type));
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return { sent };
}
