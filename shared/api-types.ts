// Request and response bodies of the HTTP API, shared by the handlers and the SPA.
import type { Access } from './access.ts';
import type { ThemeColour } from './constants.ts';

/** Six colours as hex without `#` (the interface prepends it). */
export type ThemeColours = Record<ThemeColour, string>;

/** `GET /config.json` on the portal's origin: generated from the stack's outputs. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /**
   * Where a business's own portal is: `https://{subdomain}.portal.example.com`, or on a portal with no
   * domain of its own `https://<host>/?empresa={subdomain}` (shared/business-address.ts).
   */
  businessUrl?: string;
  /** Only where Cognito is not AWS's own. */
  cognitoEndpoint?: string;
}

/** Messages per field, nested as the request nests its fields: `{ name: [...] }`, `{ user: { email: [...] } }`. */
export interface FieldErrors {
  [field: string]: string[] | FieldErrors;
}

/** A validation failure (HTTP 422). */
export interface ValidationErrorResponse {
  success: false;
  errors: FieldErrors;
}

/** Any other client error (400, 401, 403, 404, 409, 413, 415, 429): a message the client may show. */
export interface MessageErrorResponse {
  error: string;
}

/** Any error answer. */
export type ErrorResponse = Partial<ValidationErrorResponse> & Partial<MessageErrorResponse>;

// ---- auth (portal-origin endpoints; the refresh token never leaves the httpOnly cookie) ----
export interface SessionResponse {
  accessToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
}
export interface NewPasswordChallengeResponse {
  challenge: 'NEW_PASSWORD_REQUIRED';
  session: string;
}
export type LoginResponse = SessionResponse | NewPasswordChallengeResponse;
export interface SuccessResponse {
  success: true;
}

// ---- branding (public) ----
export interface BrandingResponse {
  name: string;
  theme: ThemeColours;
  logo: string | null;
}

// ---- user data ----
export interface UserDataResponse {
  id: string;
  access: Access;
  policies: { scoped: boolean };
  theme: ThemeColours;
  logo: string | null;
  business_name: string | null;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
}

// ---- the caller's own account ----
export interface AccountEditResponse {
  user: { first_name: string; last_name: string; email: string };
}
export interface AccountUpdateResponse {
  success: true;
  /** A changed password ended every session: the SPA sends the user to sign in again. */
  password_changed: boolean;
}

// ---- dashboards, bookmarks, views ----
export interface Pagination {
  total_pages: number;
  current_page: number;
  first_page: number;
  last_page: number;
  prev_page: number | null;
  next_page: number | null;
  total_count: number;
}

export interface NamedItem {
  id: string;
  name: string;
}

export interface DashboardCard {
  id: string;
  name: string;
  summary: string;
  preview_pic: string | null;
  bookmark_id: string | null;
}

export interface DashboardListResponse {
  roles: NamedItem[];
  dashboards: DashboardCard[];
  pagination: Pagination;
}

export interface DashboardDetail extends DashboardCard {
  /** Sanitised HTML. */
  description: string;
  iframe_url: string;
  /** Names of the users who may see it; only for customer_admin. */
  visible_to_users?: string[];
}

/** `GET /dashboards/{id}/edit`: what the form edits; the description as stored (sanitised HTML). */
export interface DashboardEditResponse {
  dashboard: { id: string; name: string; summary: string; description: string; iframe_url: string; preview_pic: string | null };
}

export interface CreateDashboardResponse {
  success: true;
  dashboard: { id: string };
}

/** `POST /uploads`: where and how the browser PUTs the file, and the key a record will name it by. */
export interface CreateUploadResponse {
  upload: {
    key: string;
    /** Presigned PUT URL, valid `UPLOADS.urlSeconds`. */
    url: string;
    /** Headers the PUT must carry exactly as signed (`Content-Type`, `Content-Length`). */
    headers: Record<string, string>;
  };
}

export interface DashboardInfoResponse {
  dashboard: DashboardDetail;
}

export interface DashboardShowResponse {
  dashboard: DashboardDetail;
  view: { id: string; started_at: string };
}

export interface CreateBookmarkResponse {
  success: true;
  bookmark_id: string;
}

export type ViewEntityClass = 'user' | 'dashboard';

export interface ViewRecord {
  id: string;
  user_name: string;
  dashboard_name: string;
  started_at: string;
  finished_at: string | null;
  /** Seconds between start and end; null while the view is still open. */
  duration_interval: number | null;
}

export interface ViewListResponse {
  views: ViewRecord[];
  pagination: Pagination;
  entity: { class: ViewEntityClass; prefix: string; name: string };
}

// ---- access levels (roles) of the caller's business ----
export interface RoleListItem {
  id: string;
  name: string;
  /** One of ROLE_ICONS (shared/constants.ts). */
  icon: string;
  users_count: number;
  dashboards_count: number;
}
export interface RoleListResponse {
  roles: RoleListItem[];
}

/** What the role form picks from: the icon list, the business's active users and its dashboards, by name. */
export interface RoleFormOptions {
  icons: string[];
  users: NamedItem[];
  dashboards: NamedItem[];
}
export type RoleNewResponse = RoleFormOptions;

export interface RoleEditResponse extends RoleFormOptions {
  role: {
    id: string;
    name: string;
    icon: string;
    dashboard_ids: string[];
    user_ids: string[];
    /** In the order of dashboard_ids / user_ids (the delete modal lists them). */
    dashboard_names: string[];
    user_names: string[];
  };
}

export interface CreateRoleResponse {
  success: true;
  role: { id: string };
}

// ---- collaborators (users) of the caller's business ----
export interface UserListItem {
  id: string;
  name: string;
  email: string;
  customer_admin: boolean;
  roles: { name: string; icon: string }[];
  invited_by_name: string | null;
  /** ISO 8601. */
  invited_at: string | null;
}
export interface UserListResponse {
  users: UserListItem[];
  /** The business's roles for the filter, by name. */
  roles: NamedItem[];
  pagination: Pagination;
  /** Active users of the business (the seats taken). */
  current_user_count: number;
  /** The business's user limit (0: no limit). */
  business_user_count: number;
}

export interface UserNewResponse {
  roles: (NamedItem & { dashboard_names: string[] })[];
  user_limit_reached: boolean;
}

export interface UserEditResponse {
  user: { id: string; first_name: string; last_name: string; email: string; role_ids: string[]; customer_admin: boolean };
  /** The same list as `GET /users/new`, so the form needs one request. */
  roles: (NamedItem & { dashboard_names: string[] })[];
}

export interface CreateUserResponse {
  success: true;
  user: { id: string };
}

// ---- the platform's themes (admin) ----
/** A theme as the list and the form show it: its six colours, and the businesses that wear it (by name). */
export interface ThemeItem extends ThemeColours {
  id: string;
  name: string;
  business_names: string[];
}
export interface ThemeListResponse {
  themes: ThemeItem[];
}
export interface ThemeEditResponse {
  theme: ThemeItem;
}
export interface CreateThemeResponse {
  success: true;
  theme: { id: string };
}
