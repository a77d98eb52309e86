// A per-instance cache of businesses' dashboard directories (ids and names in the Directory index's
// order), trusted only while the business's directory version item still holds the version the copy
// was read under. Every dashboard create, rename or delete bumps that version in its own transaction
// (functions/data/dashboards.ts), and each list request reads the version with a strongly consistent
// GetItem, so a write is seen by the very next list request of every instance.
//
// Only a cache: nothing here is needed by another instance, and a cold instance simply reads the index.
//
// The Directory is a global secondary index, and DynamoDB propagates a transaction's changes to GSIs
// gradually, after the write returned. So a Query made just after a version bump may still miss the
// change it announces. Such a read answers its own request (as any uncached read would), but it is
// cached only when it started at least `settleMs` after the version's write; and any copy is read
// again after `maxAgeMs`, so even an unusually long index lag cannot keep a stale copy for long.
import type { TableContext } from '#functions/lib/dynamo.ts';
import { getDirectoryVersion, listDashboardDirectory, type DirectoryEntry, type DirectoryVersion } from '#functions/data/dashboards.ts';

export interface DirectoryCacheOptions {
  /** How many businesses' directories one instance keeps (least recently used dropped first). */
  maxBusinesses?: number;
  /** A directory read is cached only if it started this long after the version's write. */
  settleMs?: number;
  /** A cached copy is read again after this long, whatever the version says. */
  maxAgeMs?: number;
  now?: () => number;
}

interface CachedDirectory {
  version: number;
  readAt: number;
  entries: DirectoryEntry[];
}

/** The answer of `lookup`: the entries when the cache holds the current version, and that version. */
export interface DirectoryLookup {
  version: DirectoryVersion;
  entries?: DirectoryEntry[];
}

export const DIRECTORY_CACHE_DEFAULTS = { maxBusinesses: 8, settleMs: 5_000, maxAgeMs: 5 * 60_000 } as const;

export class DirectoryCache {
  readonly #byBusiness = new Map<string, CachedDirectory>();
  readonly #maxBusinesses: number;
  readonly #settleMs: number;
  readonly #maxAgeMs: number;
  readonly #now: () => number;

  constructor(options: DirectoryCacheOptions = {}) {
    this.#maxBusinesses = options.maxBusinesses ?? DIRECTORY_CACHE_DEFAULTS.maxBusinesses;
    this.#settleMs = options.settleMs ?? DIRECTORY_CACHE_DEFAULTS.settleMs;
    this.#maxAgeMs = options.maxAgeMs ?? DIRECTORY_CACHE_DEFAULTS.maxAgeMs;
    this.#now = options.now ?? Date.now;
  }

  /** Whether some copy of the business's directory is held (current or not). */
  holds(businessId: string): boolean {
    return this.#byBusiness.has(businessId);
  }

  /** The businesses held, least recently used first (for tests). */
  businesses(): string[] {
    return [...this.#byBusiness.keys()];
  }

  /**
   * Reads the business's version (one strongly consistent GetItem) and answers the cached entries if
   * they are of that version. With `readOnMiss`, a miss reads the Directory index too: in parallel with
   * the version when nothing is held (a cold instance), after it otherwise.
   */
  async lookup(table: TableContext, businessId: string, readOnMiss: boolean): Promise<DirectoryLookup> {
    const coldRead = readOnMiss && !this.holds(businessId) ? this.#readIndex(table, businessId) : undefined;
    coldRead?.catch(() => undefined); // awaited below unless the version read fails first
    const version = await getDirectoryVersion(table, businessId);
    const entries = this.#current(businessId, version);
    if (entries) return { version, entries };
    if (coldRead) return { version, entries: this.#keep(businessId, version, await coldRead) };
    if (!readOnMiss) return { version };
    return { version, entries: await this.read(table, businessId, version) };
  }

  /** Reads the Directory index now, keeping the copy under `version` if it may be trusted. */
  async read(table: TableContext, businessId: string, version: DirectoryVersion): Promise<DirectoryEntry[]> {
    return this.#keep(businessId, version, await this.#readIndex(table, businessId));
  }

  async #readIndex(table: TableContext, businessId: string) {
    const startedAt = this.#now();
    return { startedAt, entries: await listDashboardDirectory(table, businessId) };
  }

  #current(businessId: string, version: DirectoryVersion): DirectoryEntry[] | undefined {
    const cached = this.#byBusiness.get(businessId);
    if (!cached) return undefined;
    if (cached.version !== version.version || this.#now() - cached.readAt >= this.#maxAgeMs) {
      this.#byBusiness.delete(businessId);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.#byBusiness.delete(businessId);
    this.#byBusiness.set(businessId, cached);
    return cached.entries;
  }

  #keep(businessId: string, version: DirectoryVersion, read: { startedAt: number; entries: DirectoryEntry[] }): DirectoryEntry[] {
    // A read that began too soon after the version's write may predate the write in the index.
    if (read.startedAt - version.changedAt < this.#settleMs) return read.entries;
    this.#byBusiness.delete(businessId);
    this.#byBusiness.set(businessId, { version: version.version, readAt: read.startedAt, entries: read.entries });
    while (this.#byBusiness.size > this.#maxBusinesses) this.#byBusiness.delete(this.#byBusiness.keys().next().value!);
    return read.entries;
  }
}
