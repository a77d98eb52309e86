import { API_PREFIX } from '#shared/constants.ts';
import type { RouteId } from '#shared/routes.ts';
import { ApiError } from './api-error.ts';
import { expireSession, refreshSession } from './auth/session.ts';
import { authorizationHeader } from './auth/session-store.ts';
import { callRoute, routeUrl, type RequestArgs, type RequestOf, type ResponseOf } from './route-request.ts';
import { getRuntimeConfig } from './runtime-config.ts';

export interface ApiCallOptions {
  signal?: AbortSignal;
  /** Public routes (branding) go without a token and without the refresh-on-401 dance. */
  anonymous?: boolean;
}

/** `config.apiBaseUrl` without the `/api/v1` prefix the route table already has, with or without it given. */
function apiBase(): string {
  return getRuntimeConfig()
    .apiBaseUrl.replace(/\/+$/, '')
    .replace(new RegExp(`${API_PREFIX}$`), '');
}

/** The full URL of a call of the API (for `fetch` with `keepalive`, where the client cannot go). */
export const apiUrl = <Id extends RouteId>(id: Id, ...[request]: RequestArgs<Id, never>): string => routeUrl(apiBase(), id, request);

/**
 * Calls one route of the API with the in-memory access token, typed by the route's contract. A 401
 * means the token went stale: it refreshes once and retries once; when the refresh fails the session
 * is over and the guard sends the user to the login page (keeping where they were).
 */
export async function apiRequest<Id extends RouteId>(
  id: Id,
  ...[request, options = {}]: RequestArgs<Id, ApiCallOptions>
): Promise<ResponseOf<Id>> {
  const send = () =>
    callRoute(id, request as RequestOf<Id> | undefined, {
      base: apiBase(),
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
