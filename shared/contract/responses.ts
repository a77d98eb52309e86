// Every route's response schema, keyed like the route table (`shared/routes.ts`): a route missing
// here, or one here that the table lacks, is a type error. Only the local stack (which checks every
// answer against it) and the OpenAPI document import it at run time; the Lambdas and the SPA take
// its types only (`ResponseOf` in contracts.ts), so no bundle carries these schemas.
import type * as z from 'zod/mini';
import type { RouteId } from '../routes.ts';
import { accountsResponses } from './accounts/responses.ts';
import { activityResponses } from './activity/responses.ts';
import { adminBusinessDashboardsResponses } from './admin-business-dashboards/responses.ts';
import { adminBusinessesResponses } from './admin-businesses/responses.ts';
import { adminReportsResponses } from './admin-reports/responses.ts';
import { adminThemesResponses } from './admin-themes/responses.ts';
import { authResponses } from './auth/responses.ts';
import { bookmarksResponses } from './bookmarks/responses.ts';
import { brandingResponses } from './branding/responses.ts';
import { dashboardsResponses } from './dashboards/responses.ts';
import { insightsResponses } from './insights/responses.ts';
import { rolesResponses } from './roles/responses.ts';
import { uploadsResponses } from './uploads/responses.ts';
import { userDataResponses } from './user-data/responses.ts';
import { usersResponses } from './users/responses.ts';
import { viewsResponses } from './views/responses.ts';

export const RESPONSES = {
  ...authResponses,
  ...brandingResponses,
  ...userDataResponses,
  ...dashboardsResponses,
  ...bookmarksResponses,
  ...viewsResponses,
  ...uploadsResponses,
  ...accountsResponses,
  ...rolesResponses,
  ...usersResponses,
  ...adminThemesResponses,
  ...adminReportsResponses,
  ...adminBusinessesResponses,
  ...adminBusinessDashboardsResponses,
  ...insightsResponses,
  ...activityResponses,
} satisfies { [Id in RouteId]: z.ZodMiniType };

// …and no response of a route the table lacks.
type RoutelessResponses = Exclude<keyof typeof RESPONSES, RouteId>;
export const everyResponseHasARoute: [RoutelessResponses] extends [never] ? true : RoutelessResponses = true;

/** The routes whose success is 201 (a create that made a new entity); every other route answers 200. */
const CREATED = new Set<RouteId>([
  'createDashboard',
  'createUpload',
  'createRole',
  'createUser',
  'createTheme',
  'createReport',
  'createBusiness',
  'createBusinessDashboard',
]);

/** The status of a route's success: the local stack holds each answer to it, docs/openapi.json states it. */
export const successStatusOf = (routeId: RouteId): 200 | 201 => (CREATED.has(routeId) ? 201 : 200);
