// The local stand-in for CloudFront + API Gateway: one origin that serves the SPA, /config.json,
// /uploads/*, the demo report pages, and /api/v1/* routes from the shared route table, verifying JWTs
// like the HTTP API authorizer and calling the very handler functions the Lambdas export.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { S3Client } from '@aws-sdk/client-s3';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RuntimeConfig } from '#shared/api-types.ts';
import { API_PREFIX } from '#shared/constants.ts';
import { matchRoute, ROUTES, type Resource } from '#shared/routes.ts';
import { createAuthorizer } from './jwt-authorizer.ts';
import { lambdaEventFromRequest } from './lambda-event.ts';
import { demoReportHeaders, portalHeaders, uploadHeaders } from './local-security-headers.ts';
import { DEMO_REPORTS_DIR, fileUnder, sendFile, sendSpa, sendUpload } from './static-files.ts';

/** API Gateway's own payload limit is 10 MB; our JSON bodies are far smaller. */
const MAX_BODY_BYTES = 1024 * 1024;

export interface GatewayOptions {
  port: number;
  runtimeConfig: RuntimeConfig;
  /** Issuer of the pool's tokens (`<cognito endpoint>/<poolId>`). */
  issuer: string;
  webDistDir: string;
  s3: S3Client;
  uploadsBucket: string;
  /** The S3 emulator's origin: the SPA PUTs pictures there with presigned URLs. */
  uploadsEndpoint: string;
}

export interface RunningGateway {
  url: string;
  close(): Promise<void>;
}

type LambdaHandler = (event: unknown, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;
const handlers = new Map<Resource, Promise<LambdaHandler>>();

/** Each resource's handler module, imported once like a warm Lambda. */
function handlerOf(resource: Resource): Promise<LambdaHandler> {
  let loaded = handlers.get(resource);
  if (!loaded) {
    loaded = import(`../../functions/${resource}/handler.ts`).then((module) => module.handler as LambdaHandler);
    handlers.set(resource, loaded);
  }
  return loaded;
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const authorize = createAuthorizer({ issuer: options.issuer, clientId: options.runtimeConfig.userPoolClientId });
  const headers = portalHeaders(new URL(options.uploadsEndpoint).origin);
  const reportHeaders = demoReportHeaders();

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('gateway error', error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Internal Server Error' }));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
    const path = url.pathname;
    if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) return handleApi(request, response, url);
    if (path === '/config.json') {
      response.writeHead(200, { ...headers, 'content-type': 'application/json', 'cache-control': 'no-cache' });
      return response.end(JSON.stringify(options.runtimeConfig));
    }
    if (path.startsWith('/uploads/')) {
      return sendUpload(response, options.s3, options.uploadsBucket, safeDecode(path.slice('/uploads/'.length)), uploadHeaders());
    }
    if (path.startsWith('/demo-reports/')) {
      const file = fileUnder(DEMO_REPORTS_DIR, path.slice('/demo-reports/'.length));
      if (file) return sendFile(response, file, reportHeaders, 'no-cache');
      return response.writeHead(404).end();
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return response.writeHead(405, headers).end();
    return sendSpa(response, options.webDistDir, path, headers);
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL) {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const match = matchRoute(request.method ?? 'GET', url.pathname);
    if (!match) return json(404, { message: 'Not Found' });
    const route = ROUTES[match.id];

    const body = await readBody(request);
    if (!body) return json(413, { message: 'Request Entity Too Large' });

    let claims;
    if (route.audience !== 'public') {
      claims = await authorize(request.headers.authorization);
      // Same answer as the HTTP API JWT authorizer: the Lambda is never called.
      if (!claims) return json(401, { message: 'Unauthorized' });
    }
    const event = lambdaEventFromRequest({ request, url, route, params: match.params, body, claims });
    const handler = await handlerOf(route.resource);
    const result = await handler(event, { awsRequestId: event.requestContext.requestId });
    const responseHeaders: Record<string, string | string[]> = { ...headers, ...(result.headers as Record<string, string>) };
    if (result.cookies?.length) responseHeaders['set-cookie'] = result.cookies;
    response.writeHead(result.statusCode ?? 200, responseHeaders);
    response.end(result.body ?? '');
  }

  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(options.port, '127.0.0.1', () => resolveListen());
  });
  // Browsers may try ::1 first for localhost; answer there too when the machine has IPv6 loopback.
  const ipv6 = createServer(server.listeners('request')[0] as (req: IncomingMessage, res: ServerResponse) => void);
  await new Promise<void>((done) => {
    ipv6.once('error', () => done());
    ipv6.listen(options.port, '::1', () => done());
  });

  return {
    url: `http://localhost:${options.port}`,
    close: () =>
      Promise.all([server, ipv6].map((s: Server) => new Promise<void>((done) => (s.listening ? s.close(() => done()) : done())))).then(
        () => undefined,
      ),
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
