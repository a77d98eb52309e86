// The steps of `npm run smoke`: a deployed portal walked through as its SPA walks it (config, login,
// user data, dashboards, one view, logout) plus its security headers and the uploads bucket's privacy.
// Each step shares one context (the cookie jar, the access token) and runs under a timeout of its own,
// so a hung deploy fails at a named step instead of hanging.
import type { RuntimeConfig } from '#shared/api-types.ts';
import { API_PREFIX, AUTH, THEME_COLOURS } from '#shared/constants.ts';
import type { ResponseOf } from '#shared/contract/contracts.ts';
import { buildPath, ROUTES, type RouteId } from '#shared/routes.ts';

export interface SmokeOptions {
  /** The portal's address; only its origin counts (the SPA, /api and /uploads share it). */
  url: string;
  email: string;
  password: string;
  /** A business's subdomain whose public branding is read too. */
  subdomain?: string;
  /** Per step; 15 s by default, room for a cold Lambda and a Cognito round trip. */
  timeoutMs?: number;
}

/** What the steps share, as a browser tab would: its cookies, the config it loaded, its token. */
export interface SmokeContext {
  readonly options: SmokeOptions;
  readonly origin: string;
  readonly cookies: CookieJar;
  /** The running step's deadline. */
  signal: AbortSignal;
  config?: RuntimeConfig;
  accessToken?: string;
  dashboardId?: string;
}

export interface SmokeStep {
  name: string;
  /** Why the step does not apply to this run, when it does not. */
  skip?: (context: SmokeContext) => string | undefined;
  run: (context: SmokeContext) => Promise<void>;
}

export type StepResult = { name: string; status: 'ok'; ms: number } | { name: string; status: 'skip' | 'fail'; reason: string };

/** A check that did not hold: the message is what the operator reads after the step's name. */
export class SmokeFailure extends Error {}

/**
 * The few cookie rules a browser applies here: a cookie is sent back on paths under its `Path` and
 * forgotten when the server sets it empty or expired (`Max-Age=0`).
 */
export class CookieJar {
  readonly #cookies = new Map<string, { value: string; path: string }>();

  store(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const [name, value = ''] = splitOnce(pair, '=');
      const attribute = (key: string) => attributes.map((part) => splitOnce(part, '=')).find(([k]) => k.toLowerCase() === key)?.[1];
      const expired = Number(attribute('max-age') ?? 1) <= 0 || Date.parse(attribute('expires') ?? '') <= Date.now();
      if (!value || expired) this.#cookies.delete(name);
      else this.#cookies.set(name, { value, path: attribute('path') ?? '/' });
    }
  }

  get(name: string): string | undefined {
    return this.#cookies.get(name)?.value;
  }

  /** The `Cookie` header a browser sends with a request for `path`. */
  headerFor(path: string): string | undefined {
    const sent = [...this.#cookies].filter(
      ([, { path: scope }]) => path === scope || path.startsWith(scope.endsWith('/') ? scope : `${scope}/`),
    );
    return sent.length ? sent.map(([name, { value }]) => `${name}=${value}`).join('; ') : undefined;
  }
}

const splitOnce = (text: string, separator: string): [string, string | undefined] => {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
};

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

interface Call {
  method?: string;
  body?: unknown;
  token?: string;
  /** Sent instead of the jar's cookies. */
  cookie?: string;
  accept?: string;
}

/**
 * One request as the SPA's page sends it: same-origin fetch metadata, `Origin` on a write, the jar's
 * cookies, and the jar updated from the answer. Network errors and the deadline become a failure that
 * names the request.
 */
async function send(context: SmokeContext, url: URL, call: Call = {}): Promise<Answer> {
  const method = call.method ?? 'GET';
  const headers: Record<string, string> = { accept: call.accept ?? 'application/json', 'sec-fetch-site': 'same-origin' };
  if (method !== 'GET' && method !== 'HEAD') headers.origin = context.origin;
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const sameOrigin = url.origin === context.origin;
  const cookie = call.cookie ?? (sameOrigin ? context.cookies.headerFor(url.pathname) : undefined);
  if (cookie) headers.cookie = cookie;
  const request = `${method} ${url.pathname}${url.search}`;
  try {
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    const response = await fetch(url, { method, headers, body, signal: context.signal });
    if (sameOrigin) context.cookies.store(response.headers);
    return { status: response.status, headers: response.headers, text: await response.text() };
  } catch (error) {
    const { name, message, cause } = error as Error & { cause?: { code?: string; message?: string } };
    if (name === 'TimeoutError') throw new SmokeFailure(`${request}: no answer within ${timeoutOf(context.options) / 1000} s`);
    throw new SmokeFailure(`${request}: cannot reach ${url.host} (${cause?.code ?? cause?.message ?? message})`);
  }
}

/** The JSON of a 2xx answer; otherwise the status and the API's own message (`error`, or API Gateway's `message`). */
function jsonOf<T>(answer: Answer, request: string): T {
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    body = undefined;
  }
  if (answer.status < 200 || answer.status > 299) {
    const said = body as { error?: unknown; message?: unknown } | undefined;
    const message = typeof said?.error === 'string' ? said.error : typeof said?.message === 'string' ? said.message : answer.text.slice(0, 200);
    throw new SmokeFailure(`${answer.status} ${message}`.trim());
  }
  if (body === undefined) throw new SmokeFailure(`${request} answered ${answer.status} without JSON`);
  return body as T;
}

const timeoutOf = (options: SmokeOptions) => options.timeoutMs ?? 15_000;

/** A route's URL under the API base the portal's config.json names, as the SPA's api-client builds it. */
function apiUrl(context: SmokeContext, id: RouteId, params?: Record<string, string>, query: Record<string, string> = {}): URL {
  const base = (context.config?.apiBaseUrl ?? API_PREFIX).replace(/\/+$/, '').replace(new RegExp(`${API_PREFIX}$`), '');
  const url = new URL(`${base}${buildPath(id, params)}`, context.origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}

async function callApi<Id extends RouteId>(
  context: SmokeContext,
  id: Id,
  request: { params?: Record<string, string>; query?: Record<string, string>; token?: string } = {},
): Promise<ResponseOf<Id>> {
  const url = apiUrl(context, id, request.params, request.query);
  const method = ROUTES[id].method;
  return jsonOf(await send(context, url, { method, token: request.token }), `${method} ${url.pathname}`);
}

/** The portal's own session routes (login, refresh, logout) are on the page's origin, like the SPA's originRequest. */
const originUrl = (context: SmokeContext, id: RouteId) => new URL(buildPath(id), context.origin);

function signedIn(context: SmokeContext): string {
  if (!context.accessToken) throw new SmokeFailure('no session: the login step did not run');
  return context.accessToken;
}

/** CSP with `frame-ancestors 'none'`, HSTS with a max-age, `nosniff`: every miss, in one message. */
export function securityHeaderProblems(headers: Headers): string[] {
  const problems: string[] = [];
  const csp = headers.get('content-security-policy');
  const frameAncestors = csp
    ?.split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name.toLowerCase() === 'frame-ancestors');
  if (!csp) problems.push('no Content-Security-Policy');
  else if (frameAncestors?.slice(1).join(' ') !== "'none'") problems.push(`Content-Security-Policy without frame-ancestors 'none'`);
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(headers.get('strict-transport-security') ?? '')?.[1];
  if (!maxAge || Number(maxAge) <= 0) problems.push('no Strict-Transport-Security with a max-age');
  if (headers.get('x-content-type-options')?.trim().toLowerCase() !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  return problems;
}

function expectSecurityHeaders(headers: Headers): void {
  const problems = securityHeaderProblems(headers);
  if (problems.length) throw new SmokeFailure(problems.join('; '));
}

const CONFIG_FIELDS = ['apiBaseUrl', 'region', 'userPoolId', 'userPoolClientId'] as const;

export const SMOKE_STEPS: readonly SmokeStep[] = [
  {
    name: 'config',
    run: async (context) => {
      const url = new URL('/config.json', context.origin);
      const config = jsonOf<Partial<RuntimeConfig>>(await send(context, url), `GET ${url.pathname}`);
      const missing = CONFIG_FIELDS.filter((field) => typeof config[field] !== 'string' || !config[field]);
      if (missing.length) throw new SmokeFailure(`config.json has no ${missing.join(', ')}`);
      context.config = config as RuntimeConfig;
    },
  },
  {
    name: 'page headers',
    run: async (context) => {
      const page = await send(context, new URL('/', context.origin), { accept: 'text/html' });
      const type = page.headers.get('content-type') ?? '';
      if (page.status !== 200 || !type.startsWith('text/html'))
        throw new SmokeFailure(`GET / answered ${page.status} ${type}, not the SPA's page`);
      expectSecurityHeaders(page.headers);
    },
  },
  {
    // Answered with a listing, every stored picture's name would be public.
    name: 'uploads',
    run: async (context) => {
      for (const path of ['/uploads/', '/uploads/?list-type=2']) {
        const answer = await send(context, new URL(path, context.origin), { accept: '*/*' });
        if (answer.text.includes('<ListBucketResult'))
          throw new SmokeFailure(`GET ${path} lists the bucket (${answer.status} ListBucketResult)`);
        if (answer.status !== 403 && answer.status !== 404) throw new SmokeFailure(`GET ${path} answered ${answer.status}, not 403 or 404`);
      }
    },
  },
  {
    name: 'branding',
    skip: ({ options }) => (options.subdomain ? undefined : 'no --subdomain'),
    run: async (context) => {
      const branding = await callApi(context, 'branding', { query: { subdomain: context.options.subdomain ?? '' } });
      const colours = THEME_COLOURS.filter((colour) => typeof branding.theme?.[colour] !== 'string');
      if (typeof branding.name !== 'string' || colours.length)
        throw new SmokeFailure(`branding without a name or colours (${colours.join(', ')})`);
    },
  },
  {
    name: 'login',
    run: async (context) => {
      const { email, password } = context.options;
      const url = originUrl(context, 'authLogin');
      const answer = await send(context, url, { method: 'POST', body: { email, password } });
      const session = jsonOf<ResponseOf<'authLogin'>>(answer, `POST ${url.pathname}`);
      if ('challenge' in session)
        throw new SmokeFailure(`${email} must choose a password first (${session.challenge}): sign in once in the portal`);
      if (!session.accessToken) throw new SmokeFailure('the answer has no access token');
      if (!context.cookies.get(AUTH.refreshCookie)) throw new SmokeFailure(`the answer set no ${AUTH.refreshCookie} cookie`);
      context.accessToken = session.accessToken;
    },
  },
  {
    name: 'user data',
    run: async (context) => {
      const user = await callApi(context, 'userData', { token: signedIn(context) });
      if (user.email?.toLowerCase() !== context.options.email.toLowerCase()) throw new SmokeFailure(`answered the data of ${user.email}`);
    },
  },
  {
    name: 'api headers',
    run: async (context) => {
      const url = apiUrl(context, 'userData');
      const answer = await send(context, url, { token: signedIn(context) });
      jsonOf(answer, `GET ${url.pathname}`);
      expectSecurityHeaders(answer.headers);
    },
  },
  {
    name: 'dashboards',
    run: async (context) => {
      const list = await callApi(context, 'listDashboards', { token: signedIn(context) });
      if (!Array.isArray(list.dashboards)) throw new SmokeFailure('the answer has no dashboards list');
      context.dashboardId = list.dashboards[0]?.id;
    },
  },
  {
    // What the dashboard page does: its GET starts a view, leaving the page ends it.
    name: 'view',
    run: async (context) => {
      const token = signedIn(context);
      if (!context.dashboardId) throw new SmokeFailure(`${context.options.email} sees no dashboard: a smoke user must see one`);
      const shown = await callApi(context, 'showDashboard', { params: { id: context.dashboardId }, token });
      if (!shown.view?.id) throw new SmokeFailure(`GET dashboard ${context.dashboardId} started no view`);
      await callApi(context, 'endView', { params: { id: shown.view.id }, token });
    },
  },
  {
    name: 'logout',
    run: async (context) => {
      const sessionCookie = context.cookies.headerFor(AUTH.cookiePath);
      if (!context.cookies.get(AUTH.refreshCookie) || !sessionCookie) throw new SmokeFailure('no refresh cookie: the login step did not run');
      const url = originUrl(context, 'logout');
      jsonOf(await send(context, url), `GET ${url.pathname}`);
      if (context.cookies.get(AUTH.refreshCookie)) throw new SmokeFailure(`the answer did not clear the ${AUTH.refreshCookie} cookie`);
      // Logout answers 200 even without a session, so what shows it ended one is the spent cookie.
      const refresh = await send(context, originUrl(context, 'authRefresh'), { method: 'POST', cookie: sessionCookie });
      if (refresh.status !== 401) throw new SmokeFailure(`the refresh cookie still answers ${refresh.status} after logout`);
      context.accessToken = undefined;
    },
  },
];

/** Runs the steps in order, reporting each as it ends; stops at the first failure. Resolves whether all passed. */
export async function runSmoke(options: SmokeOptions, report: (result: StepResult) => void, steps = SMOKE_STEPS): Promise<boolean> {
  const context: SmokeContext = { options, origin: new URL(options.url).origin, cookies: new CookieJar(), signal: AbortSignal.abort() };
  for (const step of steps) {
    const skipped = step.skip?.(context);
    if (skipped) {
      report({ name: step.name, status: 'skip', reason: skipped });
      continue;
    }
    const started = performance.now();
    context.signal = AbortSignal.timeout(timeoutOf(options));
    try {
      await step.run(context);
      report({ name: step.name, status: 'ok', ms: Math.round(performance.now() - started) });
    } catch (error) {
      report({ name: step.name, status: 'fail', reason: error instanceof SmokeFailure ? error.message : String(error) });
      return false;
    }
  }
  return true;
}
