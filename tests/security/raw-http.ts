// Sends a request to the local gateway exactly as written: a path and query with whatever bytes and
// percent-encoding the fuzzing chose (fetch would normalise them), raw body bytes, any Content-Type.
import { Agent, request } from 'node:http';

export interface RawRequest {
  method: string;
  /** Path and query, already encoded as they go on the wire. */
  target: string;
  headers?: Record<string, string>;
  body?: Buffer;
}

export interface RawAnswer {
  status: number;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

/** No answer within this long counts as a hang. */
const ANSWER_WITHIN_MS = 15_000;

export function sendRaw(baseUrl: string, raw: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        agent,
        host: hostname === 'localhost' ? '127.0.0.1' : hostname,
        port,
        method: raw.method,
        path: raw.target,
        headers: { ...raw.headers, ...(raw.body ? { 'content-length': String(raw.body.length) } : {}) },
        timeout: ANSWER_WITHIN_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers: response.headers }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)));
    outgoing.on('error', reject);
    outgoing.end(raw.body);
  });
}

/** Percent-encodes every byte but the unreserved ones (so a lone surrogate goes as the bytes of U+FFFD). */
export const encodeBytes = (bytes: Uint8Array): string =>
  [...bytes]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');

export const encodeText = (text: string): string => encodeBytes(Buffer.from(text, 'utf8'));
