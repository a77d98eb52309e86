import { originRequest } from '../route-request.ts';

// The portal's own auth endpoints live on the page's origin (the refresh token is an httpOnly cookie
// scoped to it), so these paths are relative, not prefixed by the API base URL.

/** Trades the refresh cookie for a new access token; 401 when there is no valid cookie. */
export const postRefresh = () => originRequest('authRefresh');

/** Revokes the refresh token and clears its cookie. */
export const getLogout = () => originRequest('logout');
