// Public login screens; not spec routes, so they are not in shared/client-routes.ts.
export const LOGIN_PATHS = {
  login: '/login',
  forgotPassword: '/login/forgot-password',
} as const;

/** Why the login page was opened; carried in history state, shown above the form. */
export type LoginNotice = 'sessionExpired' | 'passwordChanged';
export interface LoginLocationState {
  notice?: LoginNotice;
}

/** `/login?redirect=<path+query without the leading slash>`: the root rule brings the user back after login. */
export function loginHref(currentPathAndQuery: string): string {
  const redirect = currentPathAndQuery.replace(/^\/+/, '');
  return redirect ? `${LOGIN_PATHS.login}?${new URLSearchParams({ redirect })}` : LOGIN_PATHS.login;
}

/** Where to go once signed in: the root, which applies the spec's redirect rule. */
export function afterLoginHref(redirect: string | null): string {
  return redirect ? `/?${new URLSearchParams({ redirect })}` : '/';
}
