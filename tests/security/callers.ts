// The five callers of the authorization matrix and the fuzzing: nobody, the demo business's customer
// and customer_admin, the other business's customer_admin, and the platform admin. Their tokens are
// held in one session object so a route that ends sessions (logout) can be followed by a new login.
import { DEMO_USERS } from '#infra/local/seed/demo-data.ts';
import { loginAs, userIdOf } from '../support/stack.ts';

export const CALLERS = ['anonymous', 'customer', 'customerAdmin', 'otherAdmin', 'admin'] as const;
export type CallerName = (typeof CALLERS)[number];
export type SignedCaller = Exclude<CallerName, 'anonymous'>;

/** The two seeded businesses: the callers' own (`demo`) and the other one (`outra`). */
export type Business = 'demo' | 'outra';
export const BUSINESS_ID: Record<Business, string> = { demo: 'biz-demo', outra: 'biz-outra' };
export const otherBusiness = (business: Business): Business => (business === 'demo' ? 'outra' : 'demo');

export const ACCOUNT: Record<SignedCaller, string> = {
  customer: 'cliente@demo.local',
  customerAdmin: 'gestor@demo.local',
  otherAdmin: 'gestor@outra.local',
  admin: 'admin@portal.local',
};

/**
 * Whose objects are a caller's "own ids": the demo business's for everyone but the other business's
 * customer_admin (the platform admin and nobody have no business; the demo's stand in).
 */
export const HOME: Record<CallerName, Business> = {
  anonymous: 'demo',
  customer: 'demo',
  customerAdmin: 'demo',
  otherAdmin: 'outra',
  admin: 'demo',
};

/** The callers that act inside one business: a 2xx on another business's id is a cross-tenant success. */
export const TENANT_CALLERS: readonly CallerName[] = ['customer', 'customerAdmin', 'otherAdmin'];

/** The customer_admin of each business: who creates that business's throwaway objects. */
export const MANAGER_OF: Record<Business, SignedCaller> = { demo: 'customerAdmin', outra: 'otherAdmin' };

/** A seeded user's names as the seed writes them (an account update sends them back unchanged). */
export function seededNames(caller: SignedCaller): { first_name: string; last_name: string } {
  const user = DEMO_USERS.find((candidate) => candidate.email === ACCOUNT[caller]);
  if (!user) throw new Error(`no seeded user ${ACCOUNT[caller]}`);
  return { first_name: user.firstName, last_name: user.lastName };
}

export interface Session {
  token(caller: CallerName): string | undefined;
  userId(caller: SignedCaller): string;
  /** Logs every caller in again (after a route that may end their sessions). */
  signIn(): Promise<void>;
}

export async function openSession(callers: readonly SignedCaller[] = ['customer', 'customerAdmin', 'otherAdmin', 'admin']): Promise<Session> {
  const tokens = new Map<CallerName, string>();
  const ids = new Map<SignedCaller, string>();
  const signIn = async () => {
    const signed = await Promise.all(callers.map(async (caller) => [caller, await loginAs(ACCOUNT[caller])] as const));
    for (const [caller, token] of signed) tokens.set(caller, token);
  };
  await signIn();
  for (const caller of callers) ids.set(caller, await userIdOf(ACCOUNT[caller]));
  return {
    token: (caller) => tokens.get(caller),
    userId: (caller) => {
      const id = ids.get(caller);
      if (!id) throw new Error(`${caller} is not signed in`);
      return id;
    },
    signIn,
  };
}
