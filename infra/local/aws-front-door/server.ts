// The local front door of DynamoDB, S3 and Cognito: one port per service on loopback, where each
// function's SDK calls arrive signed with that function's own credentials. Each request is checked
// against the signer's role policies as IAM would, then passed on to the emulator or refused in the
// service's own words. Signatures are not verified (see requests.ts): IAM is modelled, not SigV4.
import { Agent, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accessDenied, missingAuthentication, unknownAccessKey, type Answer } from './denials.ts';
import { forward, send } from './forward.ts';
import { evaluate, evaluateAll, type Authorization, type Principal } from './policy.ts';
import { accessKeyIdOf, isSigned, neededAuthorizations } from './requests.ts';
import { s3NeedsBody } from './s3-requests.ts';
import type { NeededAuthorizations, ServiceName, ServiceRequest } from './service-request.ts';

/** DynamoDB's own request limit; Cognito's bodies are far smaller. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

type Endpoints = { dynamodb: string; s3: string; cognito: string };
const SERVICES = { dynamodb: 'dynamodb', s3: 's3', cognito: 'cognito-idp' } as const satisfies Record<keyof Endpoints, ServiceName>;

export interface FrontDoorCall {
  service: ServiceName;
  operation: string;
  /** The signer's principal name; absent for an unsigned call or an unknown key. */
  principal?: string;
  authorizations: Authorization[];
  allowed: boolean;
}

/** An emulator's answer as the caller got it: its HTTP status and its (JSON) body. */
export interface FrontDoorAnswer {
  status: number;
  body: string;
}

export interface FrontDoorOptions {
  /** The emulators' base URLs, e.g. `http://localhost:8000`. */
  upstreams: Endpoints;
  principalOf(accessKeyId: string): Principal | undefined;
  account: string;
  region: string;
  /** A table's (or index's) partition key attribute, for `dynamodb:LeadingKeys` of items and queries. */
  partitionKeyOf?(table: string, index?: string): string | undefined;
  /** Called once per request after the decision: for tests and for counting calls per function. */
  onCall?(call: FrontDoorCall): void;
  /**
   * Awaited after the emulator answered an allowed call and before its answer goes back to the function,
   * with the request's body (JSON services): the faults tests stop an emulator at that very moment.
   */
  afterCall?(call: FrontDoorCall, body: string | undefined): Promise<void>;
  /**
   * Handed each DynamoDB and Cognito answer to an allowed call, once it went back to the caller unchanged
   * (S3's bodies are files, never passed here): the cost benchmark reads DynamoDB's ConsumedCapacity.
   */
  onAnswer?(call: FrontDoorCall, answer: FrontDoorAnswer): void;
  /** 0 or absent: any free port. */
  ports?: Partial<Record<keyof Endpoints, number>>;
  log?(line: string): void;
}

export interface RunningFrontDoor {
  endpoints: Endpoints;
  close(): Promise<void>;
}

interface Verdict {
  allowed: boolean;
  principal?: Principal;
  refusal?: Answer;
}

export async function startFrontDoor(options: FrontDoorOptions): Promise<RunningFrontDoor> {
  const log = options.log ?? ((line: string) => console.warn(line));
  const scope = { account: options.account, region: options.region, partitionKeyOf: options.partitionKeyOf };
  const agent = new Agent({ keepAlive: true });
  const reportedOperators = new Set<string>();

  /** Unsupported condition operators are read deny-safe; each is logged once. */
  const report = (operators: string[] = []) =>
    operators
      .filter((operator) => !reportedOperators.has(operator))
      .forEach((operator) => {
        reportedOperators.add(operator);
        log(`aws front door: condition operator ${operator} is not supported; its statements are read deny-safe`);
      });

  function verdictOf(service: ServiceName, request: ServiceRequest, needed: NeededAuthorizations): Verdict {
    const signed = isSigned(request);
    const accessKeyId = accessKeyIdOf(request);
    const principal = accessKeyId ? options.principalOf(accessKeyId) : undefined;
    if (!needed.needsIam) return { allowed: true, principal };
    if (!signed) return { allowed: false, refusal: missingAuthentication(service) };
    if (!principal) return { allowed: false, refusal: unknownAccessKey(service, accessKeyId ?? '') };
    const decision = evaluateAll(principal.statements, needed.authorizations);
    report(decision.unsupported);
    if (decision.allowed) return { allowed: true, principal };
    return { allowed: false, principal, refusal: accessDenied(service, { principal, denied: decision.denied, reason: decision.reason }) };
  }

  /** S3's rule for a missing object: a 404 only to who may list the bucket, a 403 to anyone else. */
  const notFoundFor = (service: ServiceName, needed: NeededAuthorizations, principal?: Principal) => () => {
    if (!needed.notFoundNeeds || !principal) return undefined;
    const decision = evaluate(principal.statements, needed.notFoundNeeds);
    report(decision.unsupported);
    if (decision.allowed) return undefined;
    return accessDenied(service, { principal, denied: needed.notFoundNeeds, reason: decision.reason });
  };

  async function handle(service: ServiceName, upstream: URL, request: IncomingMessage, response: ServerResponse, expectsContinue: boolean) {
    if (!isLocalHost(request.headers.host))
      return send(response, { status: 400, headers: { 'content-type': 'text/plain' }, body: 'Unknown host' });
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    const readsBody = service !== 's3' || s3NeedsBody(method, url);
    let body: Buffer | undefined;
    if (readsBody) {
      if (expectsContinue) response.writeContinue();
      body = await readBody(request);
      if (!body) return request.socket.destroy();
    }
    const serviceRequest: ServiceRequest = { method, url, headers: request.headers, body: body?.toString('utf8') };
    const needed = neededAuthorizations(service, serviceRequest, scope);
    const verdict = verdictOf(service, serviceRequest, needed);
    const call: FrontDoorCall = {
      service,
      operation: needed.operation,
      ...(verdict.principal ? { principal: verdict.principal.name } : {}),
      authorizations: needed.authorizations,
      allowed: verdict.allowed,
    };
    options.onCall?.(call);
    if (verdict.refusal) return send(response, verdict.refusal);
    // AWS refuses before taking an upload's body; the caller waiting on 100-continue sends it now.
    if (expectsContinue && !readsBody) response.writeContinue();
    const { afterCall, onAnswer } = options;
    forward({
      upstream,
      agent,
      request,
      response,
      body,
      replaceNotFound: notFoundFor(service, needed, verdict.principal),
      afterAnswer: afterCall && (() => afterCall(call, serviceRequest.body)),
      observeAnswer: onAnswer && service !== 's3' ? (status, answer) => onAnswer(call, { status, body: answer.toString('utf8') }) : undefined,
    });
  }

  const servers = (Object.keys(SERVICES) as (keyof Endpoints)[]).map((key) => {
    const service = SERVICES[key];
    const upstream = new URL(options.upstreams[key]);
    const dispatch = (expectsContinue: boolean) => (request: IncomingMessage, response: ServerResponse) => {
      handle(service, upstream, request, response, expectsContinue).catch((error: unknown) => {
        log(`aws front door: ${service} request failed: ${String(error)}`);
        request.socket.destroy();
      });
    };
    const server = createServer(dispatch(false));
    server.on('checkContinue', dispatch(true));
    return { key, server };
  });

  try {
    await Promise.all(servers.map(({ key, server }) => listen(server, options.ports?.[key] ?? 0)));
  } catch (error) {
    await Promise.all(servers.map(({ server }) => closeServer(server)));
    agent.destroy();
    throw error;
  }
  const endpoint = (key: keyof Endpoints) =>
    `http://localhost:${(servers.find((entry) => entry.key === key)?.server.address() as AddressInfo).port}`;

  return {
    endpoints: { dynamodb: endpoint('dynamodb'), s3: endpoint('s3'), cognito: endpoint('cognito') },
    async close() {
      await Promise.all(servers.map(({ server }) => closeServer(server)));
      agent.destroy();
    },
  };
}

/** Only loopback names: a page of another site that resolves its own name to 127.0.0.1 is refused. */
function isLocalHost(host: string | undefined): boolean {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return name === 'localhost' || name === '127.0.0.1';
}

/** The whole body, or undefined past the size limit. */
async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
