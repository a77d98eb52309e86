// @vitest-environment node
// The uploads bucket's calls try once more when S3 says "try again" (500, 503) or the connection broke,
// and no more than that: against a small HTTP server that answers what each case needs.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { filesFor, S3CallError } from './files.ts';
import { MAX_ATTEMPTS } from './service-limits.ts';

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A bucket at a server that answers the n-th request (from 0) with `answers[n]` (the last one repeats). */
async function bucketAnswering(answers: Array<{ status: number; body?: string } | 'hang-up'>) {
  const seen: string[] = [];
  server = createServer((request, response) => {
    const answer = answers[Math.min(seen.length, answers.length - 1)];
    seen.push(`${request.method} ${request.url}`);
    if (answer === 'hang-up') return request.socket.destroy();
    response.writeHead(answer.status, { 'content-type': 'application/xml' }).end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const files = filesFor({ bucket: 'uploads', region: 'us-east-1', endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  return { files, seen };
}

const internalError = { status: 500, body: '<Error><Code>InternalError</Code></Error>' };

describe('the uploads bucket under failures', () => {
  it('tries a delete once more after a 500 InternalError (what s3rver answers when two deletes race)', async () => {
    const { files, seen } = await bucketAnswering([internalError, { status: 204 }]);
    await files.delete('pending/biz/a.png');
    expect(seen).toEqual(['DELETE /uploads/pending/biz/a.png', 'DELETE /uploads/pending/biz/a.png']);
  });

  it('tries a read once more after the connection was closed before the answer', async () => {
    const { files, seen } = await bucketAnswering(['hang-up', { status: 404 }]);
    expect(await files.readStart('pending/biz/a.png', 16)).toBeUndefined();
    expect(seen).toHaveLength(2);
  });

  it('gives up after MAX_ATTEMPTS with an error that keeps the status and not the body', async () => {
    const { files, seen } = await bucketAnswering([{ status: 503, body: '<Error><Code>SlowDown</Code></Error>' }]);
    const error = await files.delete('pending/biz/a.png').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(S3CallError);
    expect((error as S3CallError).$metadata.httpStatusCode).toBe(503);
    expect((error as Error).message).toBe('DeleteObject failed: 503 SlowDown');
    expect(seen).toHaveLength(MAX_ATTEMPTS);
  });

  it('does not try again what S3 refused for good (403)', async () => {
    const { files, seen } = await bucketAnswering([{ status: 403, body: '<Error><Code>AccessDenied</Code></Error>' }]);
    await expect(files.copy({ from: 'a', to: 'b', contentType: 'image/png', cacheControl: 'no-cache' })).rejects.toThrow(
      'CopyObject failed: 403 AccessDenied',
    );
    expect(seen).toHaveLength(1);
  });
});
