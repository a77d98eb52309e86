// The SWR cache keys of the admin's answers about one business's dashboards, apart from their fetchers
// (as dashboard-keys.ts): the panel's tab and the form's writes both reach them.

/** The business's dashboards (`GET /admin/businesses/{business_id}/dashboards`). */
export const businessDashboardsKey = (businessId: string) => ['admin-business-dashboards', businessId] as const;

/** The new form's data: the business and the reports catalogue (`GET …/dashboards/new`). */
export const businessDashboardNewKey = (businessId: string) => ['admin-business-dashboard-new', businessId] as const;

/** The edit form's data of one dashboard (`GET …/dashboards/{id}/edit`). */
export const businessDashboardEditKey = (businessId: string, id: string) => ['admin-business-dashboard-edit', businessId, id] as const;
