// Every key of the single table is built here; handlers never spell a key string.
// Tenant-owned partitions lead with BIZ#<businessId>. See docs/data-model.md for the access patterns.
import { TABLE } from '#shared/constants.ts';
import { searchText } from '#shared/search-text.ts';

const { partitionKey: PK, sortKey: SK, gsi1, gsi2, directory } = TABLE;

/** The sign-in steps whose failures are counted: password, reset code, reset e-mail sent. */
export type AttemptFlow = 'login' | 'reset' | 'forgot';

/** Zero-padded so that string order is numeric order (view sequence numbers). */
export const padSequence = (n: number): string => String(n).padStart(12, '0');

const biz = (businessId: string) => `BIZ#${businessId}`;
/** A user list's sort key: name order, then the e-mail, then the id (ids never hold `#`). */
const userListSortKey = (userId: string, name: string, email: string) => `${searchText(name)}#${email.toLowerCase()}#${userId}`;
/** A business's partition, or the platform's for what belongs to no business. */
const activityScope = (businessId: string | null) => (businessId ? biz(businessId) : 'PLATFORM');

export const keys = {
  business: (businessId: string) => ({ [PK]: biz(businessId), [SK]: 'BUSINESS' }),
  /** Index entry listing every business by name (platform admin only). */
  businessListEntry: (businessId: string, name: string) => ({
    [gsi1.partitionKey]: 'BUSINESSES',
    [gsi1.sortKey]: `${searchText(name)}#${businessId}`,
  }),
  /** Query of every business in name order (the entries written by businessListEntry). */
  businessListQuery: () => ({ indexName: gsi1.name, partitionKey: gsi1.partitionKey, value: 'BUSINESSES' }),
  /**
   * Claims a pending upload (its key, `pending/<owner>/<purpose>/<random>.<ext>`) for the one record whose
   * write takes it: put with attribute_not_exists in that write's transaction.
   */
  uploadClaim: (pendingKey: string) => ({ [PK]: `UPLOAD#${pendingKey}`, [SK]: 'UPLOAD' }),
  /** Claims a subdomain for one business; also the public branding lookup. */
  subdomain: (subdomain: string) => ({ [PK]: `SUBDOMAIN#${subdomain.toLowerCase()}`, [SK]: 'SUBDOMAIN' }),

  theme: (themeId: string) => ({ [PK]: `THEME#${themeId}`, [SK]: 'THEME' }),
  themeListEntry: (themeId: string, name: string) => ({
    [gsi1.partitionKey]: 'THEMES',
    [gsi1.sortKey]: `${searchText(name)}#${themeId}`,
  }),
  /** Query of every theme in name order (the entries written by themeListEntry). */
  themeListQuery: () => ({ indexName: gsi1.name, partitionKey: gsi1.partitionKey, value: 'THEMES' }),

  report: (reportId: string) => ({ [PK]: `REPORT#${reportId}`, [SK]: 'REPORT' }),
  reportListEntry: (reportId: string, name: string) => ({
    [gsi1.partitionKey]: 'REPORTS',
    [gsi1.sortKey]: `${searchText(name)}#${reportId}`,
  }),
  /** Query of every report in name order (the entries written by reportListEntry). */
  reportListQuery: () => ({ indexName: gsi1.name, partitionKey: gsi1.partitionKey, value: 'REPORTS' }),

  /** A user of a business; the platform admins live under the PLATFORM partition. */
  user: (businessId: string | null, userId: string) => ({
    [PK]: businessId ? biz(businessId) : 'PLATFORM',
    [SK]: `USER#${userId}`,
  }),
  /** Index entry that finds a user's profile from the verified token's `sub`. */
  identityEntry: (userId: string) => ({ [gsi1.partitionKey]: `IDENTITY#${userId}`, [gsi1.sortKey]: 'PROFILE' }),
  identityQuery: (userId: string) => ({ indexName: gsi1.name, partitionKey: gsi1.partitionKey, value: `IDENTITY#${userId}` }),
  /**
   * Lean entry of an active user in the Directory index: `<searchText(name)>#<e-mail>#<id>`, so the
   * business's whole user list (name order) is one small Query and the name/e-mail search runs on the
   * keys alone. A deactivated user's entry moves to the inactive list (same sort key).
   */
  userListEntry: (businessId: string, userId: string, name: string, email: string) => ({
    [directory.partitionKey]: `${biz(businessId)}#USERS`,
    [directory.sortKey]: userListSortKey(userId, name, email),
  }),
  userListPartition: (businessId: string) => `${biz(businessId)}#USERS`,
  /** The same entry of a deactivated user, in a partition of its own: the "Desativados" list, read as the active one is. */
  inactiveUserListEntry: (businessId: string, userId: string, name: string, email: string) => ({
    [directory.partitionKey]: `${biz(businessId)}#USERS_INACTIVE`,
    [directory.sortKey]: userListSortKey(userId, name, email),
  }),
  inactiveUserListPartition: (businessId: string) => `${biz(businessId)}#USERS_INACTIVE`,
  /** The user id inside a user list sort key (after the last `#`; ids never hold `#`). */
  userIdOfListEntry: (listSortKey: string) => listSortKey.slice(listSortKey.lastIndexOf('#') + 1),
  /** The searchable text of a user list sort key: the name and the e-mail (everything before the id). */
  searchTextOfListEntry: (listSortKey: string) => listSortKey.slice(0, listSortKey.lastIndexOf('#')),
  /** Claims an e-mail address across the whole platform (unique sign-in). */
  email: (email: string) => ({ [PK]: `EMAIL#${email.toLowerCase()}`, [SK]: 'EMAIL' }),
  /**
   * Claims a Cognito identity (`sub`) for one profile: put with every profile's creation, so no identity
   * ever has two profiles (the GSI1 `IDENTITY#<sub>` entry is an index, which no condition can read).
   */
  identity: (userId: string) => ({ [PK]: `IDENTITY#${userId}`, [SK]: 'IDENTITY' }),
  /**
   * A business's invitations on one UTC day (`YYYY-MM-DD`): the day's count and one count per
   * administrator and hour, held under their limits by one conditional UpdateItem; ends by itself (TTL).
   */
  invitationCount: (businessId: string, day: string) => ({ [PK]: biz(businessId), [SK]: `INVITES#${day}` }),

  role: (businessId: string, roleId: string) => ({ [PK]: biz(businessId), [SK]: `ROLE#${roleId}` }),
  rolesPrefix: (businessId: string) => ({ partition: biz(businessId), sortPrefix: 'ROLE#' }),

  dashboard: (businessId: string, dashboardId: string) => ({ [PK]: biz(businessId), [SK]: `DASHBOARD#${dashboardId}` }),
  /** Lean index entry: a business's dashboards in searchable-name order, then id. */
  dashboardDirectoryEntry: (businessId: string, dashboardId: string, name: string) => ({
    [directory.partitionKey]: `${biz(businessId)}#DASHBOARDS`,
    [directory.sortKey]: `${searchText(name)}#${dashboardId}`,
  }),
  dashboardDirectoryPartition: (businessId: string) => `${biz(businessId)}#DASHBOARDS`,
  /**
   * A business's directory version: bumped in the same transaction as every write that creates,
   * renames or deletes one of its dashboards, so a cached copy of the directory knows when it is stale.
   */
  directoryVersion: (businessId: string) => ({ [PK]: biz(businessId), [SK]: 'DIRECTORY_VERSION' }),
  /** The dashboard id inside a directory sort key (`<searchText(name)>#<id>`; ids never hold `#`). */
  dashboardIdOfDirectoryEntry: (directorySortKey: string) => directorySortKey.slice(directorySortKey.lastIndexOf('#') + 1),
  /** The searchText(name) inside a directory sort key (everything before the id). */
  searchNameOfDirectoryEntry: (directorySortKey: string) => directorySortKey.slice(0, directorySortKey.lastIndexOf('#')),

  /** One bookmark per user and dashboard, so creating it twice is the same write. */
  bookmark: (businessId: string, userId: string, dashboardId: string) => ({
    [PK]: biz(businessId),
    [SK]: `BOOKMARK#${userId}#${dashboardId}`,
  }),
  bookmarksPrefix: (businessId: string, userId: string) => ({ partition: biz(businessId), sortPrefix: `BOOKMARK#${userId}#` }),
  /** Index entry of a bookmark under its dashboard, so deleting a dashboard finds its bookmarks without reading everyone's. */
  bookmarkOfDashboardEntry: (businessId: string, dashboardId: string, userId: string) => ({
    [gsi2.partitionKey]: `${biz(businessId)}#DASHBOOKMARKS#${dashboardId}`,
    [gsi2.sortKey]: userId,
  }),
  /** Query of a dashboard's bookmarks (the entries written by bookmarkOfDashboardEntry). */
  bookmarksOfDashboardQuery: (businessId: string, dashboardId: string) => ({
    indexName: gsi2.name,
    partitionKey: gsi2.partitionKey,
    value: `${biz(businessId)}#DASHBOOKMARKS#${dashboardId}`,
  }),

  view: (businessId: string, viewId: string) => ({ [PK]: biz(businessId), [SK]: `VIEW#${viewId}` }),
  /** Counter of views per user or per dashboard; its value numbers the next view (page arithmetic). */
  viewCounter: (businessId: string, entity: 'user' | 'dashboard', entityId: string) => ({
    [PK]: biz(businessId),
    [SK]: `VIEWCOUNT#${entity}#${entityId}`,
  }),
  viewOfUserEntry: (businessId: string, userId: string, sequence: number) => ({
    [gsi1.partitionKey]: `${biz(businessId)}#USERVIEWS#${userId}`,
    [gsi1.sortKey]: padSequence(sequence),
  }),
  viewOfDashboardEntry: (businessId: string, dashboardId: string, sequence: number) => ({
    [gsi2.partitionKey]: `${biz(businessId)}#DASHVIEWS#${dashboardId}`,
    [gsi2.sortKey]: padSequence(sequence),
  }),

  /**
   * A business's usage on one calendar day (`YYYY-MM-DD` in INSIGHTS.timeZone): views started and
   * seconds watched that day, nothing else (small and constant-size: every heartbeat writes it).
   */
  usageDay: (businessId: string, date: string) => ({ [PK]: biz(businessId), [SK]: `USAGE#${date}` }),
  /**
   * Who used a business on one day, shard `shard` (0..USAGE_WHO_SHARDS − 1, one digit): the active users
   * and the views per user and per dashboard of the ids that hash to it (only a view's start writes it).
   */
  usageWho: (businessId: string, date: string, shard: number) => ({ [PK]: biz(businessId), [SK]: `USAGE#${date}#WHO#${shard}` }),
  /** The sort-key range of a business's usage items from..to (inclusive): each day's item and its WHO shards. */
  usageRange: (businessId: string, from: string, to: string) => ({
    partition: biz(businessId),
    from: `USAGE#${from}`,
    to: `USAGE#${to}#WHO#9`,
  }),

  /**
   * An activity trail entry: in its business's partition, or `PLATFORM` for the platform's own changes
   * (themes, reports). The sort key is `ACTIVITY#<ISO instant>#<id>`, so newest first is a reversed Query.
   */
  activity: (businessId: string | null, at: string, entryId: string) => ({
    [PK]: activityScope(businessId),
    [SK]: `ACTIVITY#${at}#${entryId}`,
  }),
  /** Index entry of an activity entry under its actor (the person filter). */
  activityByActorEntry: (businessId: string | null, actorId: string, at: string, entryId: string) => ({
    [gsi1.partitionKey]: `${activityScope(businessId)}#ACTIVITYBY#${actorId}`,
    [gsi1.sortKey]: `${at}#${entryId}`,
  }),
  /** Index entry of an activity entry under its kind of entity (the kind filter). */
  activityByKindEntry: (businessId: string | null, kind: string, at: string, entryId: string) => ({
    [gsi2.partitionKey]: `${activityScope(businessId)}#ACTIVITYOF#${kind}`,
    [gsi2.sortKey]: `${at}#${entryId}`,
  }),

  /**
   * Failed sign-in steps counted per flow and per e-mail or client address (`ATTEMPTS#login#email#<e-mail>`),
   * an item that ends by itself (its `expiresAt`). Platform-wide: nobody's tenant is known yet.
   */
  attempts: (flow: AttemptFlow, by: 'email' | 'address', value: string) => ({
    [PK]: `ATTEMPTS#${flow}#${by}#${value.toLowerCase()}`,
    [SK]: 'ATTEMPTS',
  }),
  /**
   * Failed steps of one e-mail from one client address (`ATTEMPTS#login#pair#<e-mail>#<address>`), whose
   * waits grow with each failure; the address is last, so no e-mail can pass for another pair.
   */
  attemptPair: (flow: AttemptFlow, email: string, address: string) => ({
    [PK]: `ATTEMPTS#${flow}#pair#${email.toLowerCase()}#${address.toLowerCase()}`,
    [SK]: 'ATTEMPTS',
  }),

  /** Written last by the local demo seed, so an interrupted seed runs again. */
  localSeedMarker: () => ({ [PK]: 'LOCAL', [SK]: 'DEMO_SEEDED' }),
} as const;
