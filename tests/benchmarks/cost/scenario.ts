// The scripted month of one client company, and how many of each action it has. The SPA's own timings
// come from shared/constants.ts: a heartbeat every VIEWS.heartbeatSeconds while a dashboard is open
// (use-dashboard-view.ts), a token refresh a minute before the 15-minute access token expires
// (lib/auth/session.ts). What the SPA sends for each action is in journeys.ts.
import { AUTH, VIEWS } from '#shared/constants.ts';

export const MONTH = {
  users: 50,
  workingDays: 21,
  weeks: 4.3,
  viewsPerUserPerDay: 20,
  /** A working day's views by how long the dashboard stays open: a glance, a read, a working session. */
  viewLengths: [
    { seconds: 150, perDay: 8 },
    { seconds: 330, perDay: 8 },
    { seconds: 930, perDay: 4 },
  ],
  /** How long the portal's tab stays open on a working day (the SPA refreshes its token meanwhile). */
  tabOpenMinutesPerDay: 240,
  /** Each working day starts with a page load and a sign-in (a kept refresh cookie would spare some). */
  signInsPerUserPerDay: 1,
  /** Info modals opened from a card. */
  infoPerUserPerDay: 1,
  /** Favourites added or removed. */
  favouriteTogglesPerUserPerWeek: 1,
  /** One administrator opens Indicadores de uso (30 days, the default period). */
  insightsVisitsPerWeek: 1,
  /** Deploys of a new web build: each browser then downloads the hashed assets again. */
  deploysPerMonth: 2,
  /** The administrators' writes and reads of a month. */
  admin: {
    publishDashboard: 2,
    editDashboard: 3,
    inviteCollaborator: 1,
    changeAccess: 2,
    deactivateCollaborator: 1,
    editRole: 1,
    activityPage: 2,
    viewHistory: 2,
  },
} as const;

/** The heartbeats a view of `seconds` sends: one each `interval` seconds while open (a setInterval). */
export const heartbeatsOf = (seconds: number, interval: number = VIEWS.heartbeatSeconds): number => Math.floor(seconds / interval);

/** The SPA refreshes this often while the tab is open (lib/auth/session.ts: scheduleRefresh). */
const refreshEveryMinutes = (accessTokenMinutes: number) => accessTokenMinutes - AUTH.refreshBeforeExpirySeconds / 60;
export const REFRESH_EVERY_MINUTES = refreshEveryMinutes(AUTH.accessTokenMinutes);

const userDays = MONTH.users * MONTH.workingDays;
const heartbeatsPerUserDay = (interval: number = VIEWS.heartbeatSeconds) =>
  MONTH.viewLengths.reduce((sum, view) => sum + view.perDay * heartbeatsOf(view.seconds, interval), 0);

/** The month's heartbeats were the SPA to ping every `interval` seconds. */
export const heartbeatsPerMonth = (interval: number): number => userDays * heartbeatsPerUserDay(interval);

/** The month's token refreshes were the access token to last `minutes`. */
export const refreshesPerMonth = (minutes: number): number => userDays * Math.floor(MONTH.tabOpenMinutesPerDay / refreshEveryMinutes(minutes));
const viewSecondsPerUserDay = MONTH.viewLengths.reduce((sum, view) => sum + view.perDay * view.seconds, 0);

/** How many of each action the month has. */
export const PER_MONTH = {
  /** Page load, branding, sign-in, user data, the list's first page, the logo and the list's pictures. */
  signIn: userDays * MONTH.signInsPerUserPerDay,
  /** GET /dashboards/{id}: the show page (it starts the view). */
  openView: userDays * MONTH.viewsPerUserPerDay,
  heartbeat: heartbeatsPerMonth(VIEWS.heartbeatSeconds),
  /** DELETE /views/{id} as the show page goes away. */
  endView: userDays * MONTH.viewsPerUserPerDay,
  /** The list the user comes back to after each view (SWR revalidates it on mount); half of them favourites only. */
  backToList: userDays * MONTH.viewsPerUserPerDay,
  refresh: refreshesPerMonth(AUTH.accessTokenMinutes),
  info: userDays * MONTH.infoPerUserPerDay,
  favourite: MONTH.users * MONTH.weeks * MONTH.favouriteTogglesPerUserPerWeek,
  insights: MONTH.weeks * MONTH.insightsVisitsPerWeek,
  ...MONTH.admin,
} as const;

export type ActionName = keyof typeof PER_MONTH;

/** How many of each action the run measures. */
export const SAMPLE_SIZE: Record<ActionName, number> = {
  signIn: MONTH.users,
  openView: 5 * MONTH.users,
  heartbeat: 10 * MONTH.users,
  endView: 5 * MONTH.users,
  backToList: 5 * MONTH.users,
  refresh: 2 * MONTH.users,
  info: MONTH.users,
  favourite: MONTH.users,
  insights: 4,
  publishDashboard: 1,
  editDashboard: 1,
  inviteCollaborator: 1,
  changeAccess: 1,
  deactivateCollaborator: 1,
  editRole: 1,
  activityPage: 1,
  viewHistory: 1,
};

/** What a working day of one user looks like, for the insights history and the printout. */
export const USER_DAY = {
  views: MONTH.viewsPerUserPerDay,
  heartbeats: heartbeatsPerUserDay(),
  viewSeconds: viewSecondsPerUserDay,
  refreshes: Math.floor(MONTH.tabOpenMinutesPerDay / REFRESH_EVERY_MINUTES),
};
