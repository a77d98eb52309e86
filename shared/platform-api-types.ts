// Compatibility barrel: the response types of the platform administrator's routes, inferred from the
// response schemas in shared/contract/<resource>/responses.ts. Types only, so importing it bundles no zod.
export type {
  ReportListItem,
  ReportListResponse,
  ReportFields,
  ReportEditResponse,
  CreateReportResponse,
} from './contract/admin-reports/responses.ts';
export type {
  MoneyString,
  BusinessListItem,
  BusinessListResponse,
  ThemeOption,
  BusinessNewResponse,
  BusinessFields,
  BusinessEditResponse,
  CreateBusinessResponse,
  BusinessUserItem,
  BusinessUserListResponse,
} from './contract/admin-businesses/responses.ts';
export type {
  ReportOption,
  BusinessDashboardListItem,
  BusinessDashboardListResponse,
  BusinessDashboardNewResponse,
  BusinessDashboardEditResponse,
} from './contract/admin-business-dashboards/responses.ts';
