// The viewer's dashboards: the filtered, paged list, the show page (which starts a view) and the info
// modal opened from a card (which does not).
import * as z from 'zod/mini';
import type { DashboardInfoResponse, DashboardListResponse, DashboardShowResponse } from '../api-types.ts';
import { INPUT_LIMITS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { emptyAsMissing, idField, idPath, pageField } from './fields.ts';
import { responds } from './route-contract.ts';

/** `GET /dashboards?page&name&role_id&bookmark`; `bookmark=true|1` keeps favourites only. */
const listQuery = z.object({
  page: pageField,
  name: emptyAsMissing(z.string().check(z.trim(), z.maxLength(INPUT_LIMITS.nameFilter))),
  role_id: emptyAsMissing(idField),
  bookmark: z.pipe(
    z.optional(z.enum(['true', '1', 'false', '0', ''])),
    z.transform((value) => value === 'true' || value === '1'),
  ),
});

const notFound = MESSAGES.errors.dashboardNotFound;

export const dashboardsContracts = {
  listDashboards: { query: listQuery, response: responds<DashboardListResponse>() },
  showDashboard: { params: idPath, notFound, response: responds<DashboardShowResponse>() },
  dashboardInfo: { params: idPath, notFound, response: responds<DashboardInfoResponse>() },
};
