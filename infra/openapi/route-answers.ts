// Which error answers each route can give, for docs/openapi.json: the common rules of docs/api.md
// (a body can be malformed, too large or of another type; a path id can name nothing; a token can be
// refused…) and, where a route's implementation gives more, the routes that do (read from functions/).
import type { RouteContract } from '#shared/contract/route-contract.ts';
import { ROUTES, type RouteId } from '#shared/routes.ts';

/** Public auth routes that refuse credentials, a challenge or a session with 401. */
const PUBLIC_401: readonly RouteId[] = ['authLogin', 'authNewPassword', 'authRefresh', 'authConfirmForgotPassword', 'logout'];

/** Routes that answer 404 for an id outside the path: in the query, the body, or the caller's business gone. */
const EXTRA_404: readonly RouteId[] = ['branding', 'createBookmark', 'listViews', 'createUpload', 'createDashboard'];

/** Writes that can lose a race three times running, and deletes of what is still in use. */
const CONFLICTS: readonly RouteId[] = [
  'createRole',
  'updateRole',
  'createUser',
  'updateUser',
  'deleteUser',
  'deleteTheme',
  'deleteReport',
  'createBusiness',
  'updateBusiness',
  'updateBusinessDashboard',
];

/** Rules checked by the route itself, with no body or query to validate (DELETE of oneself). */
const EXTRA_422: readonly RouteId[] = ['deleteUser'];

/** Attempt limits: passwords, reset codes and e-mails (functions/domain/attempt-limits.ts), invitations. */
export const RATE_LIMITED: readonly RouteId[] = [
  'authLogin',
  'authNewPassword',
  'authForgotPassword',
  'authConfirmForgotPassword',
  'updateAccount',
  'createUser',
];

/** The error statuses of a route, in order. */
export function errorStatusesOf(id: RouteId, contract: RouteContract): number[] {
  const route = ROUTES[id];
  const isPublic = route.audience === 'public';
  const statuses = new Set<number>([500, 503]);
  if (contract.body) [400, 413, 415, 422].forEach((status) => statuses.add(status));
  if (contract.query || EXTRA_422.includes(id)) statuses.add(422);
  if (contract.params || EXTRA_404.includes(id)) statuses.add(404);
  if (!isPublic || PUBLIC_401.includes(id)) statuses.add(401);
  // The session routes answer only the portal's own pages (functions/http/request-guards.ts).
  if (!isPublic || route.resource === 'auth') statuses.add(403);
  if (CONFLICTS.includes(id)) statuses.add(409);
  if (RATE_LIMITED.includes(id)) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** The error answers, each once in `components.responses`, by name: status and meaning (docs/api.md, "Answers"). */
export const ERROR_RESPONSES = {
  BadRequest: { status: 400, description: 'Malformed JSON, or a request the API cannot read at all.' },
  Unauthorized: { status: 401, description: 'No token, a bad or expired one, an unknown or disabled user, or a session ended by a fence.' },
  CredentialsRefused: { status: 401, description: 'Credentials, challenge or session refused (an auth route).' },
  Forbidden: {
    status: 403,
    description: 'An access level that may not call the route; on the auth routes, a request that did not come from the portal’s own pages.',
  },
  NotFound: { status: 404, description: 'An unknown id, another business’s id (answered the same), or a malformed path id.' },
  Conflict: { status: 409, description: 'A write that kept losing a race with others, or an entity still in use.' },
  PayloadTooLarge: { status: 413, description: 'A body over the route’s limit (64 KiB unless its contract says more).' },
  UnsupportedMediaType: { status: 415, description: 'A body that is not `application/json`.' },
  ValidationFailed: {
    status: 422,
    description: 'A validation failure: Portuguese messages per field, nested as the body nests them; `_` for the whole request.',
  },
  TooManyRequests: { status: 429, description: 'Too many attempts or invitations; the message says how long to wait.' },
  InternalError: { status: 500, description: 'Anything unexpected; never a stack or an SDK message.' },
  ServiceUnavailable: {
    status: 503,
    description: 'A service the portal needs is unavailable or throttling; `Retry-After` says when to try again.',
  },
} as const;
export type ErrorResponseName = keyof typeof ERROR_RESPONSES;

/** The component answering `status` on a route (a public route's 401 is the auth routes' own). */
export function errorResponseName(status: number, isPublic: boolean): ErrorResponseName {
  if (status === 401) return isPublic ? 'CredentialsRefused' : 'Unauthorized';
  const names = Object.keys(ERROR_RESPONSES) as ErrorResponseName[];
  return names.find((name) => ERROR_RESPONSES[name].status === status)!;
}

/** How the auth routes use their cookies (functions/auth/, functions/lib/refresh-cookie.ts). */
export const AUTH_NOTES: Partial<Record<RouteId, string>> = {
  authLogin:
    'A session sets the httpOnly `portal_refresh` cookie (the refresh token, path `/api/v1`), the readable `portal_signed_in` hint and `portal_session_start`; an invited user’s first sign-in answers the new-password challenge instead and sets `portal_challenge`, binding it to this browser.',
  authNewPassword: 'Needs the `portal_challenge` cookie set by the sign-in that answered the challenge; opens a session as `authLogin` does.',
  authRefresh: 'Reads the `portal_refresh` cookie alone (no token) and rotates it; a refused session clears the cookies.',
  logout: 'Ends the session of the bearer token it comes with and of the `portal_refresh` cookie, and clears the session cookies.',
};
