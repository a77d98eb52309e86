// Real HTTP: jsdom's XMLHttpRequest sends actual requests (with CORS, as a browser would: the page is
// on localhost:3000, the server on 127.0.0.1), so a node:http server in this process receives them.
// The headers a script sets are read from the fake XMLHttpRequest: jsdom drops the ones a browser
// refuses without a word, where Chromium logs an error for each.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeUploads } from '#web/testing/fake-uploads.ts';
import { putFile, UploadError } from './put-file.ts';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

let server: Server;
let base: string;
const received: Received[] = [];
const hanging: ServerResponse[] = [];

function cors(response: ServerResponse) {
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Access-Control-Allow-Methods', 'PUT');
  response.setHeader('Access-Control-Allow-Headers', 'content-type, x-upload-token');
}

beforeAll(async () => {
  server = createServer((request, response) => {
    cors(response);
    if (request.method === 'OPTIONS') {
      received.push({ method: 'OPTIONS', url: request.url!, headers: request.headers, body: Buffer.alloc(0) });
      response.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method!, url: request.url!, headers: request.headers, body: Buffer.concat(chunks) });
      if (request.url === '/hang') hanging.push(response);
      else if (request.url === '/denied') response.writeHead(403).end('no');
      else response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of hanging) response.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const pngBytes = new Uint8Array(64 * 1024).map((_, i) => i % 251);
const pngFile = () => new File([pngBytes], 'logo.png', { type: 'image/png' });

describe('putFile', () => {
  it('PUTs the file with its headers and reports the upload progress', async () => {
    const onProgress = vi.fn();
    await putFile(`${base}/ok`, pngFile(), { 'Content-Type': 'image/png', 'X-Upload-Token': 'abc' }, { onProgress });

    // A cross-origin PUT with custom headers: preflighted, as a browser does (S3 needs CORS too).
    expect(received.some((request) => request.method === 'OPTIONS' && request.url === '/ok')).toBe(true);
    const put = received.find((request) => request.method === 'PUT' && request.url === '/ok')!;
    expect(put.headers['content-type']).toBe('image/png');
    expect(put.headers['x-upload-token']).toBe('abc');
    expect(put.body.equals(Buffer.from(pngBytes))).toBe(true);
    // jsdom fires the upload's progress once the body is sent; a browser fires it along the way too.
    expect(onProgress).toHaveBeenCalled();
    expect(onProgress).toHaveBeenLastCalledWith(100, pngBytes.length, pngBytes.length);
  });

  it('leaves Content-Length to the browser, which refuses it from a script (the presigned URL signs the length)', async () => {
    const uploads = fakeUploads();
    // The upload ticket names both signed headers, as POST /uploads answers.
    await putFile(`${base}/ok`, pngFile(), { 'Content-Type': 'image/png', 'Content-Length': String(pngBytes.length) });
    expect(uploads.sent).toHaveLength(1);
    expect(uploads.sent[0].headers).toEqual({ 'Content-Type': 'image/png' });
  });

  it('rejects with the status on a non-2xx answer', async () => {
    const error = await putFile(`${base}/denied`, pngFile()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ reason: 'status', status: 403 });
  });

  it('rejects on a network error (nobody listening)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(putFile(`http://127.0.0.1:${port}/x`, pngFile())).rejects.toMatchObject({ reason: 'network', status: 0 });
  });

  it('rejects when aborted, before or during the upload', async () => {
    const before = new AbortController();
    before.abort();
    await expect(putFile(`${base}/ok`, pngFile(), {}, { signal: before.signal })).rejects.toMatchObject({ reason: 'abort' });

    const during = new AbortController();
    const upload = putFile(`${base}/hang`, pngFile(), {}, { signal: during.signal });
    await vi.waitFor(() => expect(hanging).toHaveLength(1));
    during.abort();
    await expect(upload).rejects.toMatchObject({ reason: 'abort' });
  });
});
