// Sends a file with PUT (e.g. to a presigned upload URL), reporting how much went up: XMLHttpRequest,
// because fetch cannot report upload progress.

export interface PutFileOptions {
  /** Called as the body goes up: percent 0–100, plus the bytes sent and the total. */
  onProgress?: (percent: number, loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/** Why an upload failed: a non-2xx answer (`status` set), no answer at all, or an abort. */
export class UploadError extends Error {
  readonly reason: 'status' | 'network' | 'abort';
  /** The HTTP status; 0 when there was no answer. */
  readonly status: number;

  constructor(reason: UploadError['reason'], status = 0) {
    super(reason === 'status' ? `Upload failed with HTTP ${status}` : `Upload failed (${reason})`);
    this.name = 'UploadError';
    this.reason = reason;
    this.status = status;
  }
}

/**
 * Headers the browser sets itself and refuses from a script ("Refused to set unsafe header"): the body's
 * length goes as Content-Length all the same, and the presigned URL signs it, so S3 still holds the PUT
 * to the size declared.
 */
const SET_BY_THE_BROWSER = new Set(['content-length']);

/** PUTs `file` to `url` with `headers` (but those the browser sets); resolves on 2xx, rejects with an `UploadError` otherwise. */
export function putFile(url: string, file: Blob, headers: Record<string, string> = {}, options: PutFileOptions = {}): Promise<void> {
  const { onProgress, signal } = options;
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadError('abort'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', onAbortSignal);
      outcome();
    };

    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) {
      if (!SET_BY_THE_BROWSER.has(name.toLowerCase())) xhr.setRequestHeader(name, value);
    }
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) {
          onProgress(Math.round((event.loaded / event.total) * 100), event.loaded, event.total);
        }
      });
    }
    xhr.addEventListener('load', () =>
      settle(() => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new UploadError('status', xhr.status)))),
    );
    xhr.addEventListener('error', () => settle(() => reject(new UploadError('network'))));
    xhr.addEventListener('timeout', () => settle(() => reject(new UploadError('network'))));
    xhr.addEventListener('abort', () => settle(() => reject(new UploadError('abort'))));
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(file);
  });
}
