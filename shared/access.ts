/** Access values of the spec. */
export const ACCESS = ['admin', 'customer', 'customer_admin'] as const;
export type Access = (typeof ACCESS)[number];

/** Who may call a route: a list of access values, or anyone (no token). */
export type Audience = readonly Access[] | 'public';

// Access groups, shared by the API route table (shared/routes.ts) and the SPA's (web/src/lib/client-routes.ts).
export const TENANT_USERS: readonly Access[] = ['customer', 'customer_admin'];
export const EVERY_USER: readonly Access[] = ACCESS;
export const CUSTOMER_ADMINS: readonly Access[] = ['customer_admin'];
export const PLATFORM_ADMINS: readonly Access[] = ['admin'];
/** Who uploads pictures: a customer_admin for their business (previews), the platform admin for any (logos too). */
export const FILE_UPLOADERS: readonly Access[] = ['customer_admin', 'admin'];

/** Who reads an activity trail: a customer_admin their business's, the platform admin any (and the platform's own). */
export const TRAIL_READERS: readonly Access[] = ['customer_admin', 'admin'];

/** Scoped users act inside one business; the platform admin is unscoped. */
export const isScoped = (access: Access): boolean => access !== 'admin';
