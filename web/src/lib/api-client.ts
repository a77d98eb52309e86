import { API_PREFIX } from '../../../shared/constants.ts';
import { buildPath, ROUTES, type RouteId } from '../../../shared/routes.ts';
import { ApiError } from './api-error.ts';
import { expireSession, refreshSession } from './auth/session.ts';
import { sessionStore } from './auth/session-store.ts';
import { fetchJson } from './http.ts';
import { getRuntimeConfig } from './runtime-config.ts';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  /** Values for the route's `{param}` segments. */
  params?: Record<string, string>;
  /** Query string; null, undefined and '' are left out. */
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Public routes (branding) go without a token and without the refresh-on-401 dance. */
  anonymous?: boolean;
}

/** `config.apiBaseUrl` + the route table path + query. */
export function apiUrl(id: RouteId, options: Pick<ApiRequestOptions, 'params' | 'query'> = {}): string {
  // Tolerate a base URL given with or without the `/api/v1` prefix the route table already has.
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '').replace(new RegExp(`${API_PREFIX}$`), '');
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  }
  const search = query.size > 0 ? `?${query}` : '';
  return `${base}${buildPath(id, options.params)}${search}`;
}

/**
 * Calls one route of the API with the in-memory access token. A 401 means the token went stale: it
 * refreshes once and retries once; when the refresh fails the session is over and the guard sends
 * the user to the login page (keeping where they were).
 */
export async function apiRequest<T>(id: RouteId, options: ApiRequestOptions = {}): Promise<T> {
  const url = apiUrl(id, options);
  const send = () =>
    fetchJson<T>(url, {
      method: ROUTES[id].method,
      body: options.body,
      signal: options.signal,
      headers: options.anonymous ? {} : authorizationHeader(),
    });

  if (options.anonymous) return send();
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    if (!(await refreshSession())) {
      expireSession();
      throw error;
    }
    return send();
  }
}

function authorizationHeader(): Record<string, string> {
  const token = sessionStore.getState().accessToken;
  return token ? { Authorization: `Bearer ${token}` } : {};
}
