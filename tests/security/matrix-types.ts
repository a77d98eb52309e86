// The shape of one route's declaration in the authorization matrix (route-matrix.ts), and how a
// cell's expected outcome follows from it: nobody gets 401 and a caller outside the declared audience
// 403 whatever the ids (the audience is decided before any id is read); a caller inside gets what the
// route declares, per kind of id when the route takes ids.
import type { ApiAnswer } from '../support/stack.ts';
import type { Business, CallerName, Session } from './callers.ts';
import type { Throwaways } from './throwaways.ts';

/** 'ok' is any 2xx; a number is that exact status. */
export type Outcome = 'ok' | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

/** The caller's own business's object, another business's object, an id that names nothing. */
export const ID_KINDS = ['own', 'foreign', 'unknown'] as const;
export type IdKind = (typeof ID_KINDS)[number];
export type ByKind = Record<IdKind, Outcome>;

/** Who may call a route, as the matrix declares it (independently of the route table). */
export type Who = 'public' | 'everyUser' | 'tenantUsers' | 'customerAdmins' | 'uploaders' | 'platformAdmins';

export const MEMBERS: Record<Who, readonly CallerName[]> = {
  public: ['anonymous', 'customer', 'customerAdmin', 'otherAdmin', 'admin'],
  everyUser: ['customer', 'customerAdmin', 'otherAdmin', 'admin'],
  tenantUsers: ['customer', 'customerAdmin', 'otherAdmin'],
  customerAdmins: ['customerAdmin', 'otherAdmin'],
  uploaders: ['customerAdmin', 'otherAdmin', 'admin'],
  platformAdmins: ['admin'],
};

/** Path parameters, or the id a query or body names. */
export type Ids = Record<string, string>;

export interface World {
  session: Session;
  throwaways: Throwaways;
}

export interface IdSource {
  /** The ids of an object of `business`, for `caller` to use (a view is the caller's own). */
  of(business: Business, caller: CallerName, world: World): Promise<Ids>;
  /** Ids that name nothing. */
  unknown: Ids;
  /** A destructive route: every cell expected to succeed gets a new object; the others share one per business. */
  fresh?: boolean;
  /** The object belongs to a user, not only to a business: shared per caller. */
  perCaller?: boolean;
}

export interface CellRequest {
  params?: Ids;
  query?: Record<string, string>;
  body?: unknown;
}

export interface RouteCase {
  who: Who;
  /** Without ids, a route has one cell per caller. */
  ids?: IdSource;
  request(ids: Ids, caller: CallerName, world: World): CellRequest | Promise<CellRequest>;
  /** The outcome for callers inside the audience (per kind of id when the route takes ids)… */
  inside: Outcome | ByKind;
  /** …unless declared otherwise for one caller. */
  overrides?: Partial<Record<CallerName, Outcome | ByKind>>;
  /** Undoes what a 2xx answer made (a created object), so the demo data stays as it was. */
  undo?(made: { answer: ApiAnswer; caller: CallerName; ids: Ids; world: World }): Promise<ApiAnswer | void>;
  /** The route may end the caller's sessions (logout): it runs last, and everyone signs in again. */
  endsSessions?: boolean;
}

/** A tenant route: the caller's business's object answers `own`, another business's exactly like an unknown one. */
export const scoped = (own: Outcome = 'ok', missing: Outcome = 404): ByKind => ({ own, foreign: missing, unknown: missing });
/** A platform admin's route: any business's object (or any platform object) is theirs; an unknown one 404. */
export const anyBusiness: ByKind = { own: 'ok', foreign: 'ok', unknown: 404 };

export function expectedOutcome(route: RouteCase, caller: CallerName, kind: IdKind | undefined): Outcome {
  if (!MEMBERS[route.who].includes(caller)) return caller === 'anonymous' ? 401 : 403;
  const declared = route.overrides?.[caller] ?? route.inside;
  if (typeof declared !== 'object') return declared;
  if (!kind) throw new Error('an outcome per kind of id on a route without ids');
  return declared[kind];
}

export const isSuccess = (status: number) => status >= 200 && status < 300;

export const matches = (outcome: Outcome, status: number) => (outcome === 'ok' ? isSuccess(status) : status === outcome);
