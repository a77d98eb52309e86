// One business's dashboards, managed by the platform admin: the customer_admin's form (same fields,
// same rules, same upload flow, errors keyed by field) plus `report_id`, the report of the catalogue
// the dashboard belongs to (null or left out: none). A business or dashboard id that names nothing is
// the same 404 whichever it is.
import * as z from 'zod/mini';
import type { BusinessDashboardEditResponse, BusinessDashboardListResponse, BusinessDashboardNewResponse } from '../platform-api-types.ts';
import type { CreateDashboardResponse, SuccessResponse } from '../api-types.ts';
import { MESSAGES } from '../messages.ts';
import { BUSINESS_MESSAGES } from '../platform-messages.ts';
import { businessPath } from './admin-businesses.ts';
import { dashboardFields } from './dashboards.ts';
import { idField } from './fields.ts';
import { responds } from './route-contract.ts';

const dashboardPath = z.object({ business_id: idField, id: idField });

const body = z.object({
  dashboard: z.object({
    ...dashboardFields,
    report_id: z._default(z.nullable(idField), null),
  }),
});

export const adminBusinessDashboardsContracts = {
  listBusinessDashboards: { params: businessPath, notFound: BUSINESS_MESSAGES.notFound, response: responds<BusinessDashboardListResponse>() },
  newBusinessDashboard: { params: businessPath, notFound: BUSINESS_MESSAGES.notFound, response: responds<BusinessDashboardNewResponse>() },
  editBusinessDashboard: {
    params: dashboardPath,
    notFound: MESSAGES.errors.dashboardNotFound,
    response: responds<BusinessDashboardEditResponse>(),
  },
  createBusinessDashboard: {
    params: businessPath,
    notFound: BUSINESS_MESSAGES.notFound,
    body,
    fieldErrorsUnder: 'dashboard',
    response: responds<CreateDashboardResponse>(),
  },
  updateBusinessDashboard: {
    params: dashboardPath,
    notFound: MESSAGES.errors.dashboardNotFound,
    body,
    fieldErrorsUnder: 'dashboard',
    response: responds<SuccessResponse>(),
  },
  deleteBusinessDashboard: { params: dashboardPath, notFound: MESSAGES.errors.dashboardNotFound, response: responds<SuccessResponse>() },
};
