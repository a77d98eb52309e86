// Compatibility barrel: the response types are inferred from the response schemas in shared/contract/
// (`<resource>/responses.ts`, errors.ts, runtime-config.ts). Types only, so importing it bundles no zod.
export type { ThemeColours, Pagination, NamedItem, SuccessResponse } from './contract/common-responses.ts';
export type { RuntimeConfig } from './contract/runtime-config.ts';
export type { FieldErrors, ValidationErrorResponse, MessageErrorResponse, ErrorResponse } from './contract/errors.ts';
export type { SessionResponse, NewPasswordChallengeResponse, LoginResponse } from './contract/auth/responses.ts';
export type { BrandingResponse } from './contract/branding/responses.ts';
export type { UserDataResponse } from './contract/user-data/responses.ts';
export type { AccountEditResponse, AccountUpdateResponse } from './contract/accounts/responses.ts';
export type {
  DashboardCard,
  DashboardListResponse,
  DashboardDetail,
  DashboardEditResponse,
  CreateDashboardResponse,
  DashboardInfoResponse,
  DashboardShowResponse,
} from './contract/dashboards/responses.ts';
export type { CreateUploadResponse } from './contract/uploads/responses.ts';
export type { CreateBookmarkResponse } from './contract/bookmarks/responses.ts';
export type { ViewEntityClass, ViewRecord, ViewListResponse } from './contract/views/responses.ts';
export type {
  RoleListItem,
  RoleListResponse,
  RoleFormOptions,
  RoleNewResponse,
  RoleEditResponse,
  CreateRoleResponse,
} from './contract/roles/responses.ts';
export type { UserListItem, UserListResponse, UserNewResponse, UserEditResponse, CreateUserResponse } from './contract/users/responses.ts';
export type { ThemeItem, ThemeListResponse, ThemeEditResponse, CreateThemeResponse } from './contract/admin-themes/responses.ts';
