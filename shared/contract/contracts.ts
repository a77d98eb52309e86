// Every route's contract, keyed like the route table (`shared/routes.ts`): a route missing here, or
// one here that the table lacks, is a type error. Lambdas import their own resource's `requests.ts`
// to validate; the SPA imports this module's types only. A route's answer is typed from its response
// schema (responses.ts), imported as a type so that no bundle carries those schemas.
import type * as z from 'zod/mini';
import type { RouteId } from '../routes.ts';
import { accountsContracts } from './accounts/requests.ts';
import { activityContracts } from './activity/requests.ts';
import { adminBusinessDashboardsContracts } from './admin-business-dashboards/requests.ts';
import { adminBusinessesContracts } from './admin-businesses/requests.ts';
import { adminReportsContracts } from './admin-reports/requests.ts';
import { adminThemesContracts } from './admin-themes/requests.ts';
import { authContracts } from './auth/requests.ts';
import { bookmarksContracts } from './bookmarks/requests.ts';
import { brandingContracts } from './branding/requests.ts';
import { dashboardsContracts } from './dashboards/requests.ts';
import { insightsContracts } from './insights/requests.ts';
import type { RESPONSES } from './responses.ts';
import type { InputOfContract, RequestOfContract, RouteContract } from './route-contract.ts';
import { rolesContracts } from './roles/requests.ts';
import { uploadsContracts } from './uploads/requests.ts';
import { userDataContracts } from './user-data/requests.ts';
import { usersContracts } from './users/requests.ts';
import { viewsContracts } from './views/requests.ts';

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
export type ResponseOf<Id extends RouteId> = z.output<(typeof RESPONSES)[Id]>;
