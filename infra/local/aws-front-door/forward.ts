// Passing one request on to an emulator unchanged (method, path and query, headers, body) and its
// answer back as it comes, or sending the front door's own answer. An emulator that cannot be reached
// breaks the caller's connection, as a service that is down does, rather than answering in its name.
import { request as httpRequest, type Agent, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import type { Answer } from './denials.ts';

/** Hop-by-hop headers, never passed on; `expect` was answered here already. */
const HOP_HEADERS = new Set(['host', 'connection', 'keep-alive', 'proxy-connection', 'expect', 'upgrade', 'te', 'trailer', 'transfer-encoding']);

const withoutHopHeaders = (headers: IncomingHttpHeaders): IncomingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_HEADERS.has(name)));

export function send(response: ServerResponse, answer: Answer): void {
  response.writeHead(answer.status, { ...answer.headers, 'content-length': Buffer.byteLength(answer.body) });
  response.end(answer.body);
}

export interface Forwarding {
  upstream: URL;
  agent: Agent;
  request: IncomingMessage;
  response: ServerResponse;
  /** The body when it was read here; otherwise the request streams through. */
  body?: Buffer;
  /** The front door's own answer in place of an emulator's 404, when the caller may not learn of one. */
  replaceNotFound?: () => Answer | undefined;
  /** Awaited once the emulator answered, before the answer goes back (see FrontDoorOptions.afterCall). */
  afterAnswer?: () => Promise<void>;
  /** Handed the emulator's answer (status and whole body) once it went back, unchanged (see FrontDoorOptions.onAnswer). */
  observeAnswer?: (status: number, body: Buffer) => void;
}

export function forward({ upstream, agent, request, response, body, replaceNotFound, afterAnswer, observeAnswer }: Forwarding): void {
  const breakConnection = () => request.socket.destroy();
  const headers = withoutHopHeaders(request.headers);
  // A streamed body keeps its framing: a length when the caller gave one, chunks otherwise.
  if (!body && request.headers['transfer-encoding']) headers['transfer-encoding'] = request.headers['transfer-encoding'];
  if (body) headers['content-length'] = String(body.length);
  const outgoing = httpRequest({
    protocol: upstream.protocol,
    hostname: upstream.hostname,
    port: upstream.port,
    method: request.method,
    path: request.url,
    headers: { ...headers, host: upstream.host },
    agent,
  });
  outgoing.on('error', breakConnection);
  outgoing.on('response', (answer) => {
    const deliver = () => {
      const replacement = answer.statusCode === 404 ? replaceNotFound?.() : undefined;
      if (replacement) {
        answer.resume();
        return send(response, replacement);
      }
      response.writeHead(answer.statusCode ?? 502, withoutHopHeaders(answer.headers));
      if (observeAnswer) {
        // A copy of the chunks as they pass; the answer itself streams on as before.
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => observeAnswer(answer.statusCode ?? 502, Buffer.concat(chunks)));
      }
      pipeline(answer, response, (error) => error && breakConnection());
    };
    if (!afterAnswer) return deliver();
    answer.pause();
    afterAnswer().then(deliver, breakConnection);
  });
  if (body) outgoing.end(body);
  else pipeline(request, outgoing, (error) => error && outgoing.destroy());
}
