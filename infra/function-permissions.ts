// What each resource's Lambda may touch, in one map keyed by resource. Adding a resource to RESOURCES
// in shared/routes.ts without a line here is a type error; so is a line for a resource that does not exist.
import type { Resource } from '#shared/routes.ts';

export type TableAccess = 'none' | 'read' | 'readWrite';
export type BucketAccess = 'read' | 'readWrite';

/** Cognito admin actions that need IAM. The public-client calls (InitiateAuth, ForgotPassword...) need none. */
export type CognitoAdminAction =
  | 'AdminCreateUser'
  | 'AdminGetUser'
  | 'AdminDeleteUser'
  | 'AdminDisableUser'
  | 'AdminEnableUser'
  | 'AdminUpdateUserAttributes'
  | 'AdminUserGlobalSignOut';

export interface FunctionNeeds {
  table: TableAccess;
  /** The uploads bucket itself (presigning, checking what arrived). */
  uploadsBucket?: BucketAccess;
  /** Only the public base URL of uploads, to turn stored keys into picture URLs. */
  uploadsBaseUrl?: true;
  /** Pool and client ids as environment variables, plus any admin actions granted on the pool. */
  userPool?: readonly CognitoAdminAction[];
  /** Longer than the default 10 s, for a route whose work grows with the business. */
  timeoutSeconds?: number;
}

export const FUNCTION_PERMISSIONS = {
  // Talks to Cognito as the public client (no IAM), and reads the profile to refuse disabled users.
  auth: { table: 'read', userPool: [] },
  branding: { table: 'read', uploadsBaseUrl: true },
  'user-data': { table: 'read', uploadsBaseUrl: true },
  // Opening a dashboard writes its view record; saving one claims its preview and deletes a replaced one.
  dashboards: { table: 'readWrite', uploadsBucket: 'readWrite', uploadsBaseUrl: true },
  bookmarks: { table: 'readWrite' },
  views: { table: 'readWrite' },
  // Reads the caller (and, for the admin, the business); signs PUTs, which carry this role's PutObject.
  uploads: { table: 'read', uploadsBucket: 'readWrite' },
  // Renames the caller's own profile; changes the password as the public client with the caller's own
  // token (ChangePassword, GlobalSignOut, RevokeToken need no IAM): the client id only.
  accounts: { table: 'readWrite', userPool: [] },
  // Writes roles and the user side of their memberships (one UpdateItem per member who joins or
  // leaves: a role of 1,000 members takes well under a second on AWS; the margin is for cold tables).
  roles: { table: 'readWrite', timeoutSeconds: 30 },
  // Invites (AdminCreateUser; AdminGetUser/AdminDeleteUser to finish or undo a half-done invitation) and
  // deactivates (AdminDisableUser, AdminUserGlobalSignOut) collaborators.
  users: {
    table: 'readWrite',
    userPool: ['AdminCreateUser', 'AdminGetUser', 'AdminDeleteUser', 'AdminDisableUser', 'AdminUserGlobalSignOut'],
  },
  // The platform's themes (admin only).
  'admin-themes': { table: 'readWrite' },
  // The report catalogue (admin only); descriptions are sanitised HTML, no files.
  'admin-reports': { table: 'readWrite' },
  // Creates businesses (claims the logo upload, invites the main contact: AdminCreateUser, and
  // AdminGetUser/AdminDeleteUser to take over or undo an account a failed creation left) and edits them.
  'admin-businesses': {
    table: 'readWrite',
    uploadsBucket: 'readWrite',
    uploadsBaseUrl: true,
    userPool: ['AdminCreateUser', 'AdminGetUser', 'AdminDeleteUser'],
  },
  // Any business's dashboards (admin): the dashboards Lambda's writes plus the report counts.
  'admin-business-dashboards': { table: 'readWrite', uploadsBucket: 'readWrite', uploadsBaseUrl: true },
} as const satisfies Record<Resource, FunctionNeeds>;
