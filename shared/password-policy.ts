// The user pool's password policy, in one place: the CDK pool (infra/constructs/portal-auth.ts), the
// local pool (infra/local/provision.ts) and the portal's own check (contracts and the account's
// password change) all read it, since the Cognito emulator checks no policy at all.

export const PASSWORD_POLICY = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/** The characters Cognito counts as symbols (its documented list); a space counts too unless it leads or trails. */
const SYMBOL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/;
const hasSymbol = (password: string) => SYMBOL.test(password) || password.trim().includes(' ');

/** Whether a password passes the pool's policy as Cognito applies it (ASCII letters and digits). */
export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= PASSWORD_POLICY.minLength &&
    (!PASSWORD_POLICY.requireLowercase || /[a-z]/.test(password)) &&
    (!PASSWORD_POLICY.requireUppercase || /[A-Z]/.test(password)) &&
    (!PASSWORD_POLICY.requireDigits || /\d/.test(password)) &&
    (!PASSWORD_POLICY.requireSymbols || hasSymbol(password))
  );
}
