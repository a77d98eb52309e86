// The local stand-in for CloudFront + API Gateway: one port that serves the SPA, /config.json,
// /uploads/*, and /api/v1/* on the portal's hosts, and the demo report pages, alone, on their own host
// (reports.localhost): a framed report is another origin than the portal, as an external BI tool is.
// The API is the template's: its routes, its JWT authorizer, and each route's function run from its
// deployment bundle (portal-runtime.ts), each answer checked against its contract (response-check.ts).
// Every answer carries the security headers.
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { S3Client } from '@aws-sdk/client-s3';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RuntimeConfig } from '#shared/api-types.ts';
import { API_PREFIX } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { LOCAL_REPORTS_HOST } from '#functions/domain/iframe-url.ts';
import { routeMatcher } from './api-routes.ts';
import type { AssemblyRoute } from './cloud-assembly/read-assembly.ts';
import type { Authorize } from './jwt-authorizer.ts';
import type { FunctionHost } from './lambda/function-host.ts';
import { lambdaEventFromRequest } from './lambda-event.ts';
import { responseProblem } from './response-check.ts';
import { SPA_CACHE_CONTROL } from '../spa-caching.ts';
import { demoReportHeaders, portalHeaders, uploadHeaders } from './local-security-headers.ts';
import { DEMO_REPORTS_DIR, fileUnder, hasUnsafeSegment, sendFile, sendSpa, sendUpload, uploadKeyOf } from './static-files.ts';

/** API Gateway's own payload limit is 10 MB; our JSON bodies are far smaller. */
const MAX_BODY_BYTES = 1024 * 1024;

/** Where the gateway on `port` serves the demo report pages: a host of its own, so another origin. */
export const reportsOrigin = (port: number): string => `http://${LOCAL_REPORTS_HOST}:${port}`;

export interface GatewayOptions {
  port: number;
  runtimeConfig: RuntimeConfig;
  /** The HTTP API's routes, as the template declares them. */
  routes: readonly AssemblyRoute[];
  /** The template's JWT authorizers by logical id, resolved for this machine. */
  authorizers: ReadonlyMap<string, Authorize>;
  /** The function a route's integration invokes, by its logical id. */
  functionOf(logicalId: string): FunctionHost | undefined;
  webDistDir: string;
  s3: S3Client;
  uploadsBucket: string;
  /** Where presigned upload URLs point (the front door's S3 port): the SPA PUTs pictures there. */
  uploadsEndpoint: string;
}

export interface RunningGateway {
  url: string;
  close(): Promise<void>;
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const matchApiRoute = routeMatcher(options.routes);
  const headers = portalHeaders(new URL(options.uploadsEndpoint).origin);
  const reportHeaders = demoReportHeaders();
  const uploadsHeaders = uploadHeaders();

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('gateway error', error);
      if (!response.headersSent) return send(response, 500, headers, { message: 'Internal Server Error', error: MESSAGES.errors.internal });
      response.end();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const host = requestHost(request.headers.host);
    const rawPath = (request.url ?? '/').split('?')[0];
    // Origin-form targets only (`/path`); the Host header names the origin, never the target (`//evil/x`).
    const url = host && rawPath.startsWith('/') ? parseUrl(`http://${host}${request.url ?? '/'}`) : undefined;
    if (!url) return send(response, 400, headers);
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (url.hostname === LOCAL_REPORTS_HOST) {
      const file = reading && !hasUnsafeSegment(rawPath) ? fileUnder(DEMO_REPORTS_DIR, url.pathname.slice(1)) : undefined;
      if (file) return sendFile(response, file, reportHeaders, 'no-cache');
      return send(response, reading ? 404 : 405, reportHeaders);
    }
    const path = url.pathname;
    if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) return handleApi(request, response, url);
    // `..`, `%2e%2e` or a backslash: refused before any path is mapped to a file or a key.
    if (hasUnsafeSegment(rawPath)) return send(response, 404, headers);
    if (!reading) return send(response, 405, headers);
    if (path === '/config.json') {
      response.writeHead(200, { ...headers, 'content-type': 'application/json', 'cache-control': SPA_CACHE_CONTROL.shell });
      return response.end(JSON.stringify(options.runtimeConfig));
    }
    if (path.startsWith('/uploads/')) {
      // One object per key: never a listing (`/uploads/`, a folder), never a path out of the bucket.
      const key = uploadKeyOf(path.slice('/uploads/'.length));
      if (!key) return send(response, 404, uploadsHeaders);
      return sendUpload(response, options.s3, options.uploadsBucket, key, uploadsHeaders);
    }
    if (path.startsWith('/demo-reports/')) return send(response, 404, headers);
    return sendSpa(response, options.webDistDir, path, headers, request.headers['accept-encoding']);
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL) {
    // API Gateway's own answers (`message`, English, all it sends on AWS) with the portal's Portuguese `error` beside it.
    const json = (status: number, message: string, error: string, extra: Record<string, string> = {}) =>
      send(response, status, { ...headers, ...extra }, { message, error });
    const match = matchApiRoute(request.method ?? 'GET', url.pathname);
    if (!match) return json(404, 'Not Found', MESSAGES.errors.routeNotFound);
    const { route, params } = match;

    const body = await readBody(request);
    if (!body) {
      // The connection cannot carry another request (the rest of this body would be read as one): it is
      // closed after the answer, and what is left of the body is read and dropped meanwhile, so closing
      // it does not reset the answer away (up to API Gateway's own 10 MB; past that, cut).
      discardRest(request);
      return json(413, 'Request Entity Too Large', MESSAGES.errors.bodyTooLarge, { connection: 'close' });
    }

    let claims;
    if (route.authorizerId) {
      const authorize = options.authorizers.get(route.authorizerId);
      claims = authorize && (await authorize(request.headers.authorization));
      // Same answer as the HTTP API JWT authorizer: the Lambda is never called.
      if (!claims) return json(401, 'Unauthorized', MESSAGES.errors.unauthenticated);
    }
    const host = options.functionOf(route.functionLogicalId);
    if (!host) throw new Error(`No function ${route.functionLogicalId} for ${route.routeKey}`);
    const event = lambdaEventFromRequest({ request, url, route, params, body, claims });
    let result: APIGatewayProxyStructuredResultV2;
    try {
      result = (await host.invoke(event, event.requestContext.requestId)) as APIGatewayProxyStructuredResultV2;
    } catch (error) {
      // A handler that threw, timed out or crashed: API Gateway answers its own 500, nothing of the error.
      console.error(`[${host.name}] ${(error as Error).message}`);
      return json(500, 'Internal Server Error', MESSAGES.errors.internal);
    }
    // An answer its contract does not describe is a bug of the handler: loud here, so the tests fail.
    const problem = responseProblem(route.routeKey, result);
    if (problem) {
      console.error(`[response-check] ${route.routeKey} answered what its contract does not say: ${problem}`);
      return send(response, 500, headers, { error: MESSAGES.errors.internal });
    }
    const responseHeaders: Record<string, string | string[]> = { ...headers, ...(result.headers as Record<string, string>) };
    if (result.cookies?.length) responseHeaders['set-cookie'] = result.cookies;
    response.writeHead(result.statusCode ?? 200, responseHeaders);
    response.end(result.body ?? '');
  }

  const servers = await listenOnLoopback(server, options.port);
  return {
    url: `http://localhost:${options.port}`,
    close: () =>
      Promise.all(servers.map((s: Server) => new Promise<void>((done) => (s.listening ? s.close(() => done()) : done())))).then(() => undefined),
  };
}

/** One answer with its headers; a body-less status gets a short text, never a bare answer. */
function send(response: ServerResponse, status: number, answerHeaders: Record<string, string>, body?: unknown) {
  const json = body !== undefined;
  response.writeHead(status, {
    ...answerHeaders,
    'content-type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(json ? JSON.stringify(body) : (STATUS_CODES[status] ?? ''));
}

/** Listens on 127.0.0.1 and, when the machine has IPv6 loopback, on ::1 with the same handler; answers both servers. */
async function listenOnLoopback(server: Server, port: number): Promise<Server[]> {
  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, '127.0.0.1', () => resolveListen());
  });
  // Browsers may try ::1 first for localhost; answer there too.
  const ipv6 = createServer(server.listeners('request')[0] as (req: IncomingMessage, res: ServerResponse) => void);
  await new Promise<void>((done) => {
    ipv6.once('error', () => done());
    ipv6.listen(port, '::1', () => done());
  });
  return [server, ipv6];
}

/**
 * The request's `Host` as `name[:port]`, or undefined when it is not one: a URL would read more into
 * `a@b`, `a/b` or `a b` than a host (or throw). HTTP/1.0 may send none: the gateway's own name then.
 */
function requestHost(header: string | undefined): string | undefined {
  if (header === undefined) return 'localhost';
  const host = header.trim().toLowerCase();
  if (!/^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/.test(host)) return undefined;
  try {
    return new URL(`http://${host}`).host === host.replace(/:80$/, '') ? host : undefined;
  } catch {
    return undefined;
  }
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** The whole body, or undefined (and nothing more read) once it passes MAX_BODY_BYTES. */
function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        request.off('data', onData);
        request.pause();
        return resolve(undefined);
      }
      chunks.push(chunk);
    };
    request.on('data', onData);
    request.once('end', () => resolve(Buffer.concat(chunks)));
    request.once('error', reject);
  });
}

const MAX_DISCARDED_BYTES = 10 * 1024 * 1024;

function discardRest(request: IncomingMessage): void {
  let discarded = 0;
  request.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARDED_BYTES) request.socket.destroy();
  });
  request.resume();
}
