// What each resource's Lambda may touch and which settings it reads, in one map keyed by resource.
// Adding a resource to RESOURCES in shared/routes.ts without a line here is a type error; so is a line
// for a resource that does not exist.
// The table actions are exactly the ones each Lambda's code sends (tests/infra/function-permissions.test.ts
// reads them from its bundle and fails on one granted and unused, or used and not granted).
import type { Resource } from '#shared/routes.ts';

/**
 * The DynamoDB actions a portal Lambda may be granted. No Scan: every request path is served by a key or
 * an index. No TransactWriteItems: IAM has no such action, it authorises each action of a transaction as
 * PutItem, UpdateItem, DeleteItem or ConditionCheckItem (DynamoDB developer guide, "Using IAM with
 * DynamoDB transactions").
 */
export type TableAction =
  | 'dynamodb:GetItem'
  | 'dynamodb:BatchGetItem'
  | 'dynamodb:Query'
  | 'dynamodb:PutItem'
  | 'dynamodb:UpdateItem'
  | 'dynamodb:DeleteItem'
  | 'dynamodb:BatchWriteItem'
  | 'dynamodb:ConditionCheckItem';
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
  /** The table actions granted on the table; Query is also granted on its indexes. Empty: no table. */
  table: readonly TableAction[];
  /** The uploads bucket itself (presigning, checking what arrived). */
  uploadsBucket?: BucketAccess;
  /** Only the public base URL of uploads, to turn stored keys into picture URLs. */
  uploadsBaseUrl?: true;
  /**
   * Cognito admin actions, granted on the pool, with the pool id they name. The public-client calls need
   * neither: only the client id, which every API function has.
   */
  userPool?: readonly [CognitoAdminAction, ...CognitoAdminAction[]];
  /** Names a business's own address (shared/business-address.ts): the invitation e-mails. */
  businessUrl?: true;
  /** Checks dashboards' iframe URLs (functions/domain/iframe-url.ts), by the stage's rule on plain http. */
  iframeUrls?: true;
  /** Longer than the default 10 s, for a route whose work grows with the business. */
  timeoutSeconds?: number;
}

const GET = 'dynamodb:GetItem';
const BATCH_GET = 'dynamodb:BatchGetItem';
const QUERY = 'dynamodb:Query';
const PUT = 'dynamodb:PutItem';
const UPDATE = 'dynamodb:UpdateItem';
const DELETE = 'dynamodb:DeleteItem';
const CONDITION_CHECK = 'dynamodb:ConditionCheckItem';

export const FUNCTION_PERMISSIONS = {
  // Talks to Cognito as the public client, and finds the profile by its identity (a GSI Query) to refuse
  // disabled users. AdminGetUser: new-password only for an account still waiting for it;
  // AdminUserGlobalSignOut: a password reset ends every session (the caller holds no token of the account).
  // Counts sign-in attempts (Get, Update: no Delete, a success zeroes its pair), moves a profile's fences
  // and clears its pending invitation at the first password (Update) and reads an e-mail's claim (Get). Sign-ins and failed sign-ins are recorded in the activity
  // trail (Put, best effort).
  auth: { table: [GET, QUERY, PUT, UPDATE], userPool: ['AdminGetUser', 'AdminUserGlobalSignOut'] },
  // The caller's profile (Query), the business and its theme (GetItem).
  branding: { table: [GET, QUERY], uploadsBaseUrl: true },
  'user-data': { table: [GET, QUERY], uploadsBaseUrl: true },
  // Opening a dashboard numbers its view (Update) and writes it with its day's usage counters in one
  // transaction (Put, Update); saving or removing one is one transaction
  // with the counts (Put, Update, Delete), and removes its bookmarks; saving claims its preview.
  dashboards: { table: [GET, BATCH_GET, QUERY, PUT, UPDATE, DELETE], uploadsBucket: 'readWrite', uploadsBaseUrl: true, iframeUrls: true },
  // A bookmark is one item of the caller's: Put to add, Delete to remove; the list reads the dashboards.
  bookmarks: { table: [GET, BATCH_GET, QUERY, PUT, DELETE] },
  // Heartbeats and the end of a view read the caller's open views on their view counter (Get), then
  // update it with the usage counters of the day (and, for the end, the view) in one transaction
  // (Updates). A dashboard's history reads the open views' state on their users' counters (BatchGet).
  views: { table: [GET, BATCH_GET, QUERY, UPDATE] },
  // Reads the caller (and, for the admin, the business); signs PUTs, which carry this role's PutObject.
  uploads: { table: [GET, QUERY], uploadsBucket: 'readWrite' },
  // Renames the caller's own profile (a transaction of conditional Updates); changes the
  // password as the public client with the caller's own token (ChangePassword, GlobalSignOut,
  // RevokeToken need no IAM): nothing on the pool, the client id every API function has.
  // The change is recorded in the activity trail (Put).
  accounts: { table: [BATCH_GET, QUERY, PUT, UPDATE] },
  // Writes roles and the user side of their memberships (one UpdateItem per member who joins or
  // leaves: a role of 1,000 members takes well under a second on AWS; the margin is for cold tables).
  roles: { table: [GET, BATCH_GET, QUERY, PUT, UPDATE, DELETE, CONDITION_CHECK], timeoutSeconds: 30 },
  // Invites (AdminCreateUser; AdminGetUser/AdminDeleteUser to finish or undo a half-done invitation),
  // deactivates (AdminDisableUser, AdminUserGlobalSignOut) and reactivates (AdminEnableUser) collaborators,
  // and sends an invitation again (AdminGetUser, AdminCreateUser RESEND). Users are never deleted.
  users: {
    table: [GET, BATCH_GET, QUERY, PUT, UPDATE, CONDITION_CHECK],
    userPool: ['AdminCreateUser', 'AdminGetUser', 'AdminDeleteUser', 'AdminDisableUser', 'AdminEnableUser', 'AdminUserGlobalSignOut'],
    businessUrl: true,
  },
  // The platform's themes (admin only); each write and its activity entry (Put) are one transaction.
  'admin-themes': { table: [GET, QUERY, PUT, UPDATE, DELETE] },
  // The report catalogue (admin only); descriptions are sanitised HTML, no files. Each write and its
  // activity entry (Put) are one transaction.
  'admin-reports': { table: [GET, QUERY, PUT, UPDATE, DELETE] },
  // Creates businesses (claims the logo upload, invites the main contact: AdminCreateUser, and
  // AdminGetUser/AdminDeleteUser to take over or undo an account a failed creation left) and edits them
  // (a changed subdomain deletes its old claim in the same transaction). In a business's users tab,
  // reactivates people (AdminEnableUser) and sends invitations again (AdminGetUser, AdminCreateUser RESEND).
  'admin-businesses': {
    table: [GET, BATCH_GET, QUERY, PUT, UPDATE, DELETE],
    uploadsBucket: 'readWrite',
    uploadsBaseUrl: true,
    userPool: ['AdminCreateUser', 'AdminGetUser', 'AdminDeleteUser', 'AdminEnableUser'],
    businessUrl: true,
  },
  // Any business's dashboards (admin): the dashboards Lambda's writes plus the report counts.
  'admin-business-dashboards': {
    table: [GET, BATCH_GET, QUERY, PUT, UPDATE, DELETE],
    uploadsBucket: 'readWrite',
    uploadsBaseUrl: true,
    iframeUrls: true,
  },
  // Usage insights read a business's usage days, its dashboard and user directories and the business
  // list (Query), then the business with the ranked users' names (one BatchGet); nothing is written
  // here: the counters move with the views themselves.
  insights: { table: [BATCH_GET, QUERY] },
  // The activity trail: a business (GetItem, for 404), its entries and the people filter (Query; the
  // collaborators' names by BatchGet). Entries are written by the Lambdas whose writes they describe, never here.
  activity: { table: [GET, BATCH_GET, QUERY] },
} as const satisfies Record<Resource, FunctionNeeds>;
