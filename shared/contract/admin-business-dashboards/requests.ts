// One business's dashboards, managed by the platform admin: the customer_admin's form (same fields,
// same rules, same upload flow, errors keyed by field) plus `report_id`, the report of the catalogue
// the dashboard belongs to (null or left out: none). A business or dashboard id that names nothing is
// the same 404 whichever it is.
import * as z from 'zod/mini';
import { MESSAGES } from '../../messages.ts';
import { BUSINESS_MESSAGES } from '../../platform-messages.ts';
import { businessPath } from '../admin-businesses/requests.ts';
import { dashboardFields } from '../dashboards/requests.ts';
import { idField } from '../fields.ts';

const dashboardPath = z.object({ business_id: idField, id: idField });

const body = z.object({
  dashboard: z.object({
    ...dashboardFields,
    report_id: z._default(z.nullable(idField), null),
  }),
});

export const adminBusinessDashboardsContracts = {
  listBusinessDashboards: { params: businessPath, notFound: BUSINESS_MESSAGES.notFound },
  newBusinessDashboard: { params: businessPath, notFound: BUSINESS_MESSAGES.notFound },
  editBusinessDashboard: {
    params: dashboardPath,
    notFound: MESSAGES.errors.dashboardNotFound,
  },
  createBusinessDashboard: {
    params: businessPath,
    notFound: BUSINESS_MESSAGES.notFound,
    body,
    fieldErrorsUnder: 'dashboard',
  },
  updateBusinessDashboard: {
    params: dashboardPath,
    notFound: MESSAGES.errors.dashboardNotFound,
    body,
    fieldErrorsUnder: 'dashboard',
  },
  deleteBusinessDashboard: { params: dashboardPath, notFound: MESSAGES.errors.dashboardNotFound },
};
