/** A full page load at the portal's root: the session has ended, so the app starts again from the login. */
export function reloadAtRoot(): void {
  window.location.assign('/');
}
