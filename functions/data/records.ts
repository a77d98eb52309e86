// The shapes stored in the table (attributes besides the keys built by functions/data/keys.ts).
import type { Access } from '#shared/access.ts';
import type { ThemeColours } from '#shared/api-types.ts';
import type { RoleIcon } from '#shared/constants.ts';

export interface UserRecord {
  type: 'user';
  /** The Cognito `sub`. */
  id: string;
  /** null for the platform admins. */
  businessId: string | null;
  access: Access;
  firstName: string;
  lastName: string;
  email: string;
  roleIds: string[];
  disabled: boolean;
  invitedBy?: string | null;
  invitedByName?: string | null;
  invitedAt?: string | null;
  /** When an administrator deactivated the user (the profile stays for the history); removed by a reactivation. */
  deactivatedAt?: string | null;
  /**
   * True from an invitation until the person chooses their first password (the sign-in's new-password
   * step clears it); absent on profiles written before it existed and on the demo's, who chose theirs.
   */
  invitationPending?: boolean;
  /** When the last invitation e-mail was sent: the invitation, or the last one sent again. */
  invitationSentAt?: string | null;
  /** Epoch seconds: access tokens issued before it are refused (logout, password change, deactivation). */
  tokensValidAfter?: number | null;
  /** Epoch milliseconds: sessions opened before it are not refreshed (password change, reset). */
  sessionsValidAfter?: number | null;
  createdAt: string;
}

export interface BusinessRecord {
  type: 'business';
  id: string;
  name: string;
  subdomain: string;
  cnpj: string;
  mainContactEmail: string;
  mainContactFirstName: string;
  mainContactLastName: string;
  mainContactPhoneNumber: string;
  serviceDescription: string;
  /** Ticket mensal in integer cents (exact; the API shows it as `"1234.56"`). */
  pricingCents: number;
  /** The user limit (the spec's user_count). */
  userLimit: number;
  themeId: string;
  /** Key of the logo in the uploads bucket. */
  logoKey: string | null;
  /**
   * The business's active customer_admins, id → full name: "who may see a dashboard" reads their names
   * here instead of reading users, and the "last administrator" rule is a condition on its size. Kept
   * by every write of a user's access, deactivation or name, in the same transaction
   * (functions/data/user-writes.ts).
   */
  admins: Record<string, string>;
  /** Active users (seats taken): +1 by an invitation or a reactivation, −1 by a deactivation, in the same transaction. */
  activeUserCount: number;
  /** Its dashboards: +1 by a create, −1 by a delete, in the dashboard write's own transaction (dashboard-writes.ts). */
  dashboardCount: number;
  /** Bumped by every write of one of its roles (functions/data/roles-version.ts); absent until the first. */
  rolesVersion?: number;
  createdAt: string;
}

export interface SubdomainRecord {
  type: 'subdomain';
  businessId: string;
}

export interface ThemeRecord {
  type: 'theme';
  id: string;
  name: string;
  colours: ThemeColours;
  /**
   * The businesses that wear it, id → name: the list shows their names, and a delete is conditioned on
   * it being empty. Kept by every write of a business's theme, in the same transaction.
   */
  businesses: Record<string, string>;
}

export interface ReportRecord {
  type: 'report';
  id: string;
  name: string;
  summary: string;
  /** Sanitised HTML, as stored. */
  description: string;
  /**
   * Dashboards that name the report (their `reportId`): kept by every dashboard write in its own
   * transaction; a delete is conditioned on it being 0, so a dashboard tied at the same moment either
   * stops the delete or fails its own condition on the report existing.
   */
  dashboardCount: number;
}

export interface RoleRecord {
  type: 'role';
  id: string;
  businessId: string;
  name: string;
  /** Validated against ROLE_ICONS on every write. */
  icon: RoleIcon;
  dashboardIds: string[];
  /**
   * Members of the role, user id → full name. This side is the authority: a user holds a role only
   * while the role lists them here AND their own `roleIds` (the index that finds their roles) names it.
   * Names are kept here so "who may see a dashboard" needs no user reads.
   */
  members: Record<string, string>;
  /**
   * Bumped by every write of the role (and of its members), so a whole-role save conditioned on the
   * version it read never overwrites a change made in between.
   */
  version: number;
}

export interface DashboardRecord {
  type: 'dashboard';
  id: string;
  businessId: string;
  name: string;
  summary: string;
  /** Sanitised HTML: cleaned on the way in by putDashboard (functions/data/dashboards.ts), served as stored. */
  description: string;
  iframeUrl: string;
  previewKey: string | null;
  reportId: string | null;
  createdAt: string;
}

/** BIZ#<biz>/DIRECTORY_VERSION: changes with every dashboard create, rename or delete (see putDashboard). */
export interface DirectoryVersionRecord {
  type: 'directoryVersion';
  /** Incremented by each such write. */
  version: number;
  /** When the last such write happened (epoch ms, the writer's clock). */
  changedAt: number;
}

export interface BookmarkRecord {
  type: 'bookmark';
  businessId: string;
  userId: string;
  dashboardId: string;
  createdAt: string;
}

export interface ViewRecordItem {
  type: 'view';
  id: string;
  businessId: string;
  userId: string;
  dashboardId: string;
  userName: string;
  dashboardName: string;
  startedAt: string;
  /** Last heartbeat; a view unseen for VIEWS.staleAfterSeconds counts as ended here. */
  lastSeenAt: string;
  finishedAt: string | null;
  durationSeconds: number | null;
}

export const fullName = (user: Pick<UserRecord, 'firstName' | 'lastName'>): string => `${user.firstName} ${user.lastName}`.trim();
