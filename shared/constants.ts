// Names that web, functions and infra must agree on. Change them here only.

// Environment variables of the functions: one constant each, so that a Lambda's bundle holds the names
// its own code reads and no other (tests/infra/function-environment.test.ts reads them out of each
// bundle and compares them with what the function's template declares).

/** The single table's name. */
export const TABLE_NAME_VAR = 'PORTAL_TABLE_NAME';
/** The uploads bucket's name. */
export const UPLOADS_BUCKET_VAR = 'PORTAL_UPLOADS_BUCKET';
export const USER_POOL_ID_VAR = 'PORTAL_USER_POOL_ID';
export const USER_POOL_CLIENT_ID_VAR = 'PORTAL_USER_POOL_CLIENT_ID';
/** Base URL under which uploaded files are served (CloudFront `/uploads` or the local gateway). */
export const UPLOADS_BASE_URL_VAR = 'PORTAL_UPLOADS_BASE_URL';
/** The portal's own origins, comma-separated (`https://portal.example.com,https://demo.portal.example.com`): no iframe may point at them. */
export const PORTAL_ORIGINS_VAR = 'PORTAL_ORIGINS';
/**
 * Where a business's own portal is: `https://{subdomain}.portal.example.com` with a domain, else
 * `https://<host>/?empresa={subdomain}` (shared/business-address.ts); named in invitation e-mails.
 */
export const BUSINESS_URL_VAR = 'PORTAL_BUSINESS_URL';
/** `true` where a dashboard may frame a plain-http page (the local stage's setting); anything else, or unset, is strict. */
export const IFRAME_HTTP_ALLOWED_VAR = 'PORTAL_IFRAME_HTTP_ALLOWED';
/** The auth Lambda's HMAC key that binds a new-password challenge to the browser it was sent to. */
export const AUTH_CHALLENGE_KEY_VAR = 'PORTAL_AUTH_CHALLENGE_KEY';
/** Days an activity trail entry is kept before DynamoDB's TTL deletes it (set per stage). */
export const ACTIVITY_RETENTION_DAYS_VAR = 'PORTAL_ACTIVITY_RETENTION_DAYS';

/** The same names as one map, for infra and tests; functions import the single constants above. */
export const ENV = {
  tableName: TABLE_NAME_VAR,
  uploadsBucket: UPLOADS_BUCKET_VAR,
  userPoolId: USER_POOL_ID_VAR,
  userPoolClientId: USER_POOL_CLIENT_ID_VAR,
  uploadsBaseUrl: UPLOADS_BASE_URL_VAR,
  portalOrigins: PORTAL_ORIGINS_VAR,
  businessUrl: BUSINESS_URL_VAR,
  iframeHttpAllowed: IFRAME_HTTP_ALLOWED_VAR,
  authChallengeKey: AUTH_CHALLENGE_KEY_VAR,
  activityRetentionDays: ACTIVITY_RETENTION_DAYS_VAR,
} as const;

/** Key attribute and index names of the single table. */
export const TABLE = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /** Overloaded index, all attributes: identity lookup, views by user, platform-wide lists. */
  gsi1: { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
  /** Overloaded index, all attributes: views by dashboard, users of a business by name. */
  gsi2: { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  /** Lean index of a business's dashboards sorted by searchable name (only the name projected). */
  directory: { name: 'Directory', partitionKey: 'DirPK', sortKey: 'DirSK', projected: ['name'] },
  /** Epoch seconds after which DynamoDB may delete an item (short-lived counters such as sign-in attempts). */
  timeToLiveAttribute: 'expiresAt',
} as const;

export const API_PREFIX = '/api/v1';

/** Page sizes of paginated lists. */
export const PAGE_SIZE = {
  dashboards: 12,
  views: 20,
  users: 20,
  /** The users tab of the admin's business panel. */
  businessUsers: 20,
} as const;

/** Pagination shows up to this many pages each side of the current one. */
export const PAGINATION_SIDE_PAGES = 5;

export const AUTH = {
  /** Lifetime of the Cognito access token (the SPA refreshes it a minute before). */
  accessTokenMinutes: 15,
  refreshTokenDays: 30,
  /**
   * Each refresh hands out a new refresh token (rotation); the one it replaces still works this long, for
   * a refresh retried after a lost answer. The pool's app client, on AWS and in the local emulator.
   */
  refreshRotationGraceSeconds: 10,
  refreshBeforeExpirySeconds: 60,
  /** httpOnly cookie that carries the refresh token on the portal's own origin. */
  refreshCookie: 'portal_refresh',
  /** Path of the refresh cookie: only the API's own requests carry it. */
  cookiePath: '/api/v1',
  /** Readable cookie beside the refresh cookie (never a token): the SPA asks for a session only when it is there. */
  sessionHintCookie: 'portal_signed_in',
} as const;

export const VIEWS = {
  /** The dashboard page pings its open view this often. */
  heartbeatSeconds: 60,
  /** An open view not pinged for this long counts as ended at its last ping. */
  staleAfterSeconds: 180,
} as const;

/**
 * What the views Lambda holds watched time to. Apart from VIEWS, which the SPA carries, so its bundle
 * does not carry these.
 */
export const VIEW_LIMITS = {
  /**
   * A ping (or the end) counts at most VIEWS.heartbeatSeconds + this since the view's previous one: a
   * timer or a request a little late still counts whole, a tab asleep for an hour does not.
   */
  pingGraceSeconds: 30,
  /** Views one user may have open at once (tabs); opening one more ends the one pinged longest ago. */
  maxOpenPerUser: 5,
} as const;

export const UI = {
  snackbarMs: 5000,
  snackbarRemoveAfterMs: 10000,
  filterDebounceMs: 500,
  /** How long the account form's notice of a new password shows before the login page asks for it. */
  passwordChangeNoticeMs: 1000,
  dashboardGridColumns: 3,
  viewDateFormat: 'DD/MM/YYYY HH:mm:ss',
} as const;

/** Limits on request input, checked before any work is done. */
export const INPUT_LIMITS = {
  nameFilter: 100,
  id: 64,
  email: 254,
  password: 256,
  bodyBytes: 64 * 1024,
  /** An upload's object key as the API hands it out. */
  uploadKey: 200,
  dashboardName: 120,
  dashboardSummary: 300,
  /** A dashboard's description, as HTML before sanitising. */
  dashboardDescription: 20_000,
  /** A user's first or last name. */
  personName: 60,
  roleName: 80,
  themeName: 80,
  /** A role may hold every dashboard and every user of a business (2,000 and 1,000 at the scale we design for). */
  roleDashboards: 5000,
  roleUsers: 2500,
  /**
   * Roles of one user: each is a member entry on a role item, written in the same transaction as the
   * user (DynamoDB takes 100 actions per transaction; the user, its e-mail and identity claims, its
   * business and the activity entry take 5).
   */
  userRoles: 90,
  /** A role body names thousands of ids (2,000 dashboards and 1,000 users are about 120 KB). */
  roleBodyBytes: 512 * 1024,
  reportName: 120,
  reportSummary: 300,
  /** A report's description, as HTML before sanitising (like a dashboard's). */
  reportDescription: 20_000,
  businessName: 120,
  serviceDescription: 2_000,
  /** A DNS label: 63 characters at most. */
  subdomain: 63,
  /** The user limit of a business. */
  userCount: 100_000,
  /** Ticket mensal, in cents: under ten million reais. */
  pricingCents: 999_999_999,
} as const;

/** The icons a role may take (names of the icon set the SPA draws), in the order the picker shows them. */
export const ROLE_ICONS = [
  'chart-bar',
  'chart-line',
  'chart-pie',
  'users',
  'briefcase',
  'building',
  'wallet',
  'truck',
  'factory',
  'package',
  'shopping-cart',
  'store',
  'target',
  'megaphone',
  'calculator',
  'clipboard',
  'shield',
  'star',
  'globe',
  'heart-pulse',
  'graduation-cap',
  'headphones',
  'landmark',
  'leaf',
] as const;
export type RoleIcon = (typeof ROLE_ICONS)[number];

/** Files the browser uploads to S3 with a presigned PUT (previews, logos). */
export const UPLOADS = {
  /** PNG, JPEG and WebP only: an SVG can carry script. */
  contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: { dashboard_preview: 2 * 1024 * 1024, business_logo: 512 * 1024 },
  /** How long a presigned PUT stays valid. */
  urlSeconds: 300,
  /** Uploaded objects wait here until a record takes them; a bucket lifecycle rule expires them after a day. */
  pendingPrefix: 'pending/',
  pendingExpiryDays: 1,
} as const;

/**
 * Days an upload's claim (`UPLOAD#<key>`) is kept: longer than any pending object lives (a day, plus the
 * days S3 may take to expire it), so an upload is never taken twice; then DynamoDB's TTL deletes it.
 * Apart from UPLOADS, which the SPA carries.
 */
export const UPLOAD_CLAIM_KEPT_DAYS = 7;
export type UploadPurpose = keyof typeof UPLOADS.maxBytes;
export type UploadContentType = (typeof UPLOADS.contentTypes)[number];

/** Colours of a theme, in the order the spec lists them. */
export const THEME_COLOURS = ['primary', 'primary2', 'secondary', 'secondary2', 'background', 'support'] as const;
export type ThemeColour = (typeof THEME_COLOURS)[number];
