// The Lambda Invoke API (`POST /2015-03-31/functions/<name>/invocations`) for the functions the local
// stack hosts, on a loopback port: how the Cognito emulator calls the user pool's triggers, with the
// same request and answer AWS Lambda uses (a handler's error comes back as 200 with X-Amz-Function-Error).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FunctionError, type FunctionHost } from './function-host.ts';

export interface InvokeApi {
  endpoint: string;
  close(): Promise<void>;
}

/** `hostOf` finds a function by the name or ARN the caller gives. */
export async function startInvokeApi(hostOf: (nameOrArn: string) => FunctionHost | undefined, port = 0): Promise<InvokeApi> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec((request.url ?? '').split('?')[0]);
      const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || !match) return answer(404, { Type: 'User', Message: 'Unknown operation' });
      const name = decodeURIComponent(match[1]);
      const host = hostOf(name);
      if (!host) {
        return answer(404, { Type: 'User', Message: `Function not found: ${name}` }, { 'x-amzn-errortype': 'ResourceNotFoundException' });
      }
      const body = await readAll(request);
      try {
        const payload = await host.invoke(body.length ? JSON.parse(body.toString('utf8')) : {});
        answer(200, payload, { 'x-amz-executed-version': '$LATEST' });
      } catch (error) {
        const { errorType, errorMessage } = error instanceof FunctionError ? error : new FunctionError('Error', String(error));
        answer(200, { errorType, errorMessage }, { 'x-amz-function-error': 'Unhandled', 'x-amz-executed-version': '$LATEST' });
      }
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function readAll(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
