// One person's browser for the cost benchmark: it sends what the SPA sends (the access token, the refresh
// cookie on the auth routes, Origin and Sec-Fetch-Site as a browser sets them) and counts what CloudFront
// would see of it, by behaviour: `/api/*`, `/uploads/*`, and the SPA's files. The presigned PUT of a
// picture goes straight to S3 (the front door counts it), with the CORS preflight a browser sends first.
/** What every browser of the run sent and received through "CloudFront", summed. */
export interface ClientCounters {
  apiRequests: number;
  spaRequests: number;
  uploadRequests: number;
  bytesOut: number;
  /** Bytes CloudFront forwards to the API origin (the requests to `/api/*`, never cached). */
  bytesToOrigin: number;
  /** The SPA's shell (index.html, config.json) is `no-cache`: each load is a revalidation at the S3 origin. */
  shellOriginGets: number;
  /** The HTTP API's access log lines (one JSON line per request, infra/constructs/portal-api.ts). */
  accessLogBytes: number;
}

export const emptyCounters = (): ClientCounters => ({
  apiRequests: 0,
  spaRequests: 0,
  uploadRequests: 0,
  bytesOut: 0,
  bytesToOrigin: 0,
  shellOriginGets: 0,
  accessLogBytes: 0,
});

export interface Answer<T> {
  status: number;
  body: T;
}

/** CloudWatch Logs counts each event's bytes plus 26 of its own. */
export const LOG_EVENT_OVERHEAD_BYTES = 26;

/**
 * Request headers a browser sends that this client does not (user-agent, accept-language, sec-ch-ua…,
 * referer) and those CloudFront adds for its origin (Via, X-Amz-Cf-Id, X-Forwarded-For): an estimate.
 */
export const UNSENT_REQUEST_HEADER_BYTES = 600;

/** A request's size on the wire: its request line, its headers and its body. */
function requestBytes(method: string, url: URL, headers: Record<string, string>, body: string | undefined): number {
  const line = `${method} ${url.pathname}${url.search} HTTP/1.1\r\n`.length;
  const fields = Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 2);
  return line + fields + Buffer.byteLength(body ?? '') + UNSENT_REQUEST_HEADER_BYTES;
}

/** A response's size on the wire: its headers (as HTTP/1.1 writes them) and its body as sent. */
function wireBytes(response: Response, bodyBytes: number): number {
  let headers = 'HTTP/1.1 200 OK\r\n'.length + 2;
  response.headers.forEach((value, name) => (headers += name.length + value.length + 4));
  return headers + (Number(response.headers.get('content-length')) || bodyBytes);
}

/** The access log line API Gateway writes for a request: the format's fields, with typical values where the run has none. */
function accessLogLine(method: string, path: string, status: number, responseLength: number): number {
  const line = JSON.stringify({
    requestId: 'Vx2sKj4qGjQEMAw=',
    requestTime: '26/Nov/2026:14:03:27 +0000',
    ip: '200.155.101.27',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
    routeKey: `${method} ${path}`,
    status: String(status),
    responseLength: String(responseLength),
    latencyMs: '38',
    integrationLatencyMs: '36',
    integrationError: '-',
    authorizerError: '-',
    sub: '4f1c2d3e-5a6b-7c8d-9e0f-1a2b3c4d5e6f',
  });
  return line.length + LOG_EVENT_OVERHEAD_BYTES;
}

export class Browser {
  accessToken: string | undefined;
  private readonly cookies = new Map<string, string>();
  private readonly shown = new Set<string>();

  constructor(
    private readonly origin: string,
    private readonly counters: ClientCounters,
  ) {}

  /** A call of the API as apiRequest/originRequest make it; throws on an answer other than `expect`. */
  async api<T>(
    method: string,
    path: string,
    options: { body?: unknown; query?: Record<string, string>; anonymous?: boolean; expect?: number } = {},
  ): Promise<Answer<T>> {
    const url = new URL(path, this.origin);
    for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = { accept: 'application/json', 'sec-fetch-site': 'same-origin' };
    if (method !== 'GET') headers.origin = this.origin;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (this.accessToken && !options.anonymous) headers.authorization = `Bearer ${this.accessToken}`;
    // The refresh and challenge cookies are scoped to the API's path: every API call carries them.
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const response = await fetch(url, { method, headers, body });
    this.counters.bytesToOrigin += requestBytes(method, url, headers, body);
    this.keepCookies(response);
    const text = await response.text();
    const bytes = wireBytes(response, Buffer.byteLength(text));
    this.counters.apiRequests++;
    this.counters.bytesOut += bytes;
    this.counters.accessLogBytes += accessLogLine(method, url.pathname, response.status, Buffer.byteLength(text));
    const expected = options.expect ?? 200;
    if (response.status !== expected) throw new Error(`${method} ${url.pathname}: ${response.status} ${text.slice(0, 300)}`);
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  /** A page load's shell: index.html (the history fallback) and config.json, both revalidated at every load. */
  async shell(path: string): Promise<void> {
    for (const file of [path, '/config.json']) {
      await this.get(file, 'spa');
      this.counters.shellOriginGets++;
    }
  }

  /** The pictures a page shows (`/uploads/...`), each once: the page's document keeps them for the rest of its life. */
  async pictures(urls: (string | null)[]): Promise<void> {
    for (const url of urls) {
      if (!url || this.shown.has(url)) continue;
      this.shown.add(url);
      await this.get(url, 'uploads');
    }
  }

  /** The browser's own PUT of a picture to the presigned URL, after its CORS preflight. */
  async putPicture(url: string, headers: Record<string, string>, bytes: Buffer): Promise<void> {
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: this.origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    await preflight.arrayBuffer();
    const put = await fetch(url, { method: 'PUT', headers, body: new Uint8Array(bytes) });
    await put.arrayBuffer();
    if (!put.ok) throw new Error(`PUT of a picture: ${put.status}`);
  }

  private async get(path: string, behaviour: 'spa' | 'uploads'): Promise<void> {
    const response = await fetch(new URL(path, this.origin), { headers: { 'accept-encoding': 'br, gzip', 'sec-fetch-site': 'same-origin' } });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    this.counters[behaviour === 'spa' ? 'spaRequests' : 'uploadRequests']++;
    this.counters.bytesOut += wireBytes(response, body.byteLength);
  }

  private keepCookies(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value.join('=') === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
  }
}
