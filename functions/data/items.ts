// A stored record plus every key it is found by: the one place that decides which indexes an entity
// joins. Repositories and the demo seed both write through these.
import { keys } from './keys.ts';
import {
  fullName,
  type BookmarkRecord,
  type BusinessRecord,
  type DashboardRecord,
  type ReportRecord,
  type RoleRecord,
  type ThemeRecord,
  type UserRecord,
} from './records.ts';

export const businessItem = (business: BusinessRecord) => ({
  ...keys.business(business.id),
  ...keys.businessListEntry(business.id, business.name),
  ...business,
});

export const subdomainItem = (subdomain: string, businessId: string) => ({
  ...keys.subdomain(subdomain),
  type: 'subdomain' as const,
  businessId,
});

export const themeItem = (theme: ThemeRecord) => ({
  ...keys.theme(theme.id),
  ...keys.themeListEntry(theme.id, theme.name),
  ...theme,
});

export const reportItem = (report: ReportRecord) => ({
  ...report,
  ...keys.report(report.id),
  ...keys.reportListEntry(report.id, report.name),
});

/** The Directory entry of a tenant user: the active list, or the inactive one while deactivated. */
const listEntryOf = (businessId: string, user: UserRecord) =>
  (user.disabled ? keys.inactiveUserListEntry : keys.userListEntry)(businessId, user.id, fullName(user), user.email);

/** A user; a tenant user is in its business's user list, or in its inactive list once deactivated. */
export const userItem = (user: UserRecord) => ({
  ...user,
  ...keys.user(user.businessId, user.id),
  ...keys.identityEntry(user.id),
  ...(user.businessId ? listEntryOf(user.businessId, user) : {}),
});

/**
 * The claim of a Cognito identity by its one profile: `profile` is the partition the profile lives in
 * (`BIZ#<id>` or `PLATFORM`), which the claim's condition compares (user-writes.ts).
 */
export const identityItem = (userId: string, businessId: string | null) => ({
  ...keys.identity(userId),
  type: 'identity' as const,
  userId,
  businessId,
  profile: keys.user(businessId, userId).PK,
});

export const emailItem = (email: string, userId: string, businessId: string | null) => ({
  ...keys.email(email),
  type: 'email' as const,
  userId,
  businessId,
});

export const roleItem = (role: RoleRecord) => ({
  ...keys.role(role.businessId, role.id),
  ...role,
});

// Keys last: a record read back from the table carries its old keys (an old name's Directory entry).
export const dashboardItem = (dashboard: DashboardRecord) => ({
  ...dashboard,
  ...keys.dashboard(dashboard.businessId, dashboard.id),
  ...keys.dashboardDirectoryEntry(dashboard.businessId, dashboard.id, dashboard.name),
});

export const bookmarkItem = (bookmark: BookmarkRecord) => ({
  ...keys.bookmark(bookmark.businessId, bookmark.userId, bookmark.dashboardId),
  ...keys.bookmarkOfDashboardEntry(bookmark.businessId, bookmark.dashboardId, bookmark.userId),
  ...bookmark,
});
