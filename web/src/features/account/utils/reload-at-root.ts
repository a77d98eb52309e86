/**
 * A full page load at the portal's root: the session has ended, so the app starts again from the login.
 * An object, so a test can spy on `atRoot` (jsdom cannot navigate) without mocking this module.
 */
export const pageReload = {
  atRoot(): void {
    window.location.assign('/');
  },
};
