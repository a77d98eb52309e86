import { vi } from 'vitest';

/** An answer of the fake server: a status and a JSON body. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}
type Handler = FakeAnswer | ((request: Request) => FakeAnswer | Promise<FakeAnswer>);

/**
 * Replaces `fetch` for one test with a fake server: handlers keyed by "METHOD /path" (no query).
 * Unknown requests answer 404. Returns the spy, whose calls are the `Request`s made.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input instanceof Request ? input.url : input), 'http://localhost'), init);
    const { pathname } = new URL(request.url);
    const handler = handlers[`${request.method} ${pathname}`];
    const answer = typeof handler === 'function' ? await handler(request) : (handler ?? { status: 404, body: { error: 'not found' } });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** The requests the fake server received, as "METHOD /path?query". */
export const requestsOf = (spy: ReturnType<typeof mockFetch>): string[] =>
  spy.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
  });
