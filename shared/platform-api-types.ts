// Response types of the platform administrator's routes (reports, businesses, a business's
// dashboards), kept apart from shared/api-types.ts so each file stays one screenful of shapes.
import type { RecentUsage } from './insights-api-types.ts';
import type { DashboardEditResponse, NamedItem, Pagination, ThemeColours } from './api-types.ts';

// ---- the report catalogue (admin) ----
export interface ReportListItem {
  id: string;
  name: string;
  /** Dashboards that name the report (kept on the report by every dashboard write). */
  dashboard_count: number;
}
export interface ReportListResponse {
  reports: ReportListItem[];
}
export interface ReportFields {
  id: string;
  name: string;
  summary: string;
  /** Sanitised HTML, as stored. */
  description: string;
}
export interface ReportEditResponse {
  report: ReportFields;
  /** False while dashboards name the report. */
  can_delete: boolean;
}
export interface CreateReportResponse {
  success: true;
  report: { id: string };
}

// ---- the client businesses (admin) ----
/** Money travels as a decimal string with two places: `"1234.56"` (stored as integer cents). */
export type MoneyString = string;

export interface BusinessListItem {
  id: string;
  name: string;
  main_contact_name: string;
  /** Active users (seats taken). */
  current_user_count: number;
  /** The user limit (0: no limit). */
  user_count: number;
  dashboard_count: number;
  /** Ticket mensal. */
  pricing: MoneyString;
  /** Active users and views of the last 30 days (INSIGHTS.recentDays), from the daily usage counters. */
  recent_usage: RecentUsage;
}
export interface BusinessListResponse {
  businesses: BusinessListItem[];
}
/** A theme a business may wear, with its colours for the select's swatches. */
export interface ThemeOption extends ThemeColours {
  id: string;
  name: string;
}
export interface BusinessNewResponse {
  themes: ThemeOption[];
}
/** Every field of the business form (spec section 3), as the edit mode shows it. */
export interface BusinessFields {
  id: string;
  name: string;
  /** Masked: 99.999.999/9999-99. */
  cnpj: string;
  subdomain: string;
  main_contact_email: string;
  main_contact_first_name: string;
  main_contact_last_name: string;
  /** Masked: (99) 99999-9999, or (99) 9999-9999 for a landline. */
  main_contact_phone_number: string;
  service_description: string;
  pricing: MoneyString;
  user_count: number;
  theme_id: string;
  logo_pic: string | null;
}
export interface BusinessEditResponse {
  business: BusinessFields;
  themes: ThemeOption[];
}
export interface CreateBusinessResponse {
  success: true;
  business: { id: string };
}
/** The panel's users tab: who the business's users are, read-only. */
export interface BusinessUserItem {
  id: string;
  name: string;
  email: string;
  customer_admin: boolean;
  /** ISO 8601 (the main contact's is the business's creation); null when not recorded. */
  invited_at: string | null;
}
export interface BusinessUserListResponse {
  business: NamedItem;
  users: BusinessUserItem[];
  pagination: Pagination;
}

// ---- one business's dashboards, managed by the admin ----
/** A report of the catalogue, as the dashboard form offers it (choosing one fills the empty fields). */
export interface ReportOption {
  id: string;
  name: string;
  summary: string;
  description: string;
}
export interface BusinessDashboardListItem {
  id: string;
  name: string;
  summary: string;
  preview_pic: string | null;
  report_name: string | null;
}
export interface BusinessDashboardListResponse {
  business: NamedItem;
  dashboards: BusinessDashboardListItem[];
}
export interface BusinessDashboardNewResponse {
  business: NamedItem;
  reports: ReportOption[];
}
export interface BusinessDashboardEditResponse {
  business: NamedItem;
  dashboard: DashboardEditResponse['dashboard'] & { report_id: string | null };
  reports: ReportOption[];
}
