import { toApiError } from './api-error.ts';

export interface JsonRequest {
  method: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * One JSON round trip. Same-origin credentials so the portal's httpOnly refresh cookie travels with
 * the auth endpoints; a non-2xx answer is thrown as an `ApiError`.
 */
export async function fetchJson<T>(url: string, request: JsonRequest): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method: request.method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    credentials: 'same-origin',
    signal: request.signal,
  });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
