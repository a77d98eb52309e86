// Every route's contract, keyed like the route table (`shared/routes.ts`): a route missing here, or
// one here that the table lacks, is a type error. Lambdas import this module to validate; the SPA
// imports its types only.
import type { RouteId } from '../routes.ts';
import { accountsContracts } from './accounts.ts';
import { activityContracts } from './activity.ts';
import { adminBusinessDashboardsContracts } from './admin-business-dashboards.ts';
import { adminBusinessesContracts } from './admin-businesses.ts';
import { adminReportsContracts } from './admin-reports.ts';
import { adminThemesContracts } from './admin-themes.ts';
import { authContracts } from './auth.ts';
import { bookmarksContracts } from './bookmarks.ts';
import { brandingContracts } from './branding.ts';
import { dashboardsContracts } from './dashboards.ts';
import { insightsContracts } from './insights.ts';
import type { InputOfContract, RequestOfContract, ResponseOfContract, RouteContract } from './route-contract.ts';
import { rolesContracts } from './roles.ts';
import { uploadsContracts } from './uploads.ts';
import { userDataContracts } from './user-data.ts';
import { usersContracts } from './users.ts';
import { viewsContracts } from './views.ts';

export const CONTRACTS = {
  ...authContracts,
  ...brandingContracts,
  ...userDataContracts,
  ...dashboardsContracts,
  ...bookmarksContracts,
  ...viewsContracts,
  ...uploadsContracts,
  ...accountsContracts,
  ...rolesContracts,
  ...usersContracts,
  ...adminThemesContracts,
  ...adminReportsContracts,
  ...adminBusinessesContracts,
  ...adminBusinessDashboardsContracts,
  ...insightsContracts,
  ...activityContracts,
} satisfies { [Id in RouteId]: RouteContract };

// …and no contract of a route the table lacks.
type RoutelessContracts = Exclude<keyof typeof CONTRACTS, RouteId>;
export const everyContractHasARoute: [RoutelessContracts] extends [never] ? true : RoutelessContracts = true;

export type Contracts = typeof CONTRACTS;

/** What the SPA sends to a route (path parameters, query, body: whichever the route takes). */
export type RequestOf<Id extends RouteId> = RequestOfContract<Contracts[Id]>;
/** What a route's implementation receives once validated. */
export type InputOf<Id extends RouteId> = InputOfContract<Contracts[Id]>;
/** What a route answers. */
export type ResponseOf<Id extends RouteId> = ResponseOfContract<Contracts[Id]>;
