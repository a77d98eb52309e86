import { originRequest } from '../route-request.ts';
import { authorizationHeader } from './session-store.ts';

// The portal's own auth endpoints live on the page's origin (the refresh token is an httpOnly cookie
// scoped to it), so these paths are relative, not prefixed by the API base URL.

/** Trades the refresh cookie for a new access token; 401 when there is no valid cookie. */
export const postRefresh = () => originRequest('authRefresh');

/**
 * Ends the session on the server: the access token it is sent with (the route is public, so the token is
 * named here) and the refresh cookie's token; the cookies are cleared.
 */
export const getLogout = () => originRequest('logout', undefined, { headers: authorizationHeader() });
