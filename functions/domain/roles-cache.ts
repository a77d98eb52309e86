// A per-instance copy of businesses' roles (ids, names, icons, dashboards, members), trusted only while
// the business still holds the roles version it was read under (functions/data/roles-version.ts: every
// write of a role item bumps it in the same transaction). The requests that need the roles read the
// business item anyway (its administrators, its seats), so a warm instance answers "who may see this
// dashboard" and the collaborators list's chips without reading a single role.
//
// Only a cache: nothing here is needed by another instance, and a cold one reads the roles (one Query
// of the business's partition, strongly consistent, after the version: so what it keeps is at least as
// new as the version it is kept under). Roles live in the base table, not an index: no index lag.
import type { RoleRecord } from '#functions/data/records.ts';
import { listRolesOfBusiness } from '#functions/data/roles.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';

interface CachedRoles {
  version: number;
  readAt: number;
  roles: RoleRecord[];
}

export interface RolesCacheOptions {
  /** How many businesses one instance keeps (least recently used dropped first). */
  maxBusinesses?: number;
  /** A copy is read again after this long, whatever the version says. */
  maxAgeMs?: number;
  now?: () => number;
}

export class RolesCache {
  readonly #byBusiness = new Map<string, CachedRoles>();
  readonly #maxBusinesses: number;
  readonly #maxAgeMs: number;
  readonly #now: () => number;

  constructor(options: RolesCacheOptions = {}) {
    this.#maxBusinesses = options.maxBusinesses ?? 8;
    this.#maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
    this.#now = options.now ?? Date.now;
  }

  /** The business's roles at `version` (its business item's `rolesVersion`, read by the caller): held, or read now and kept. */
  async roles(table: TableContext, businessId: string, version: number): Promise<RoleRecord[]> {
    const held = this.#byBusiness.get(businessId);
    if (held && held.version === version && this.#now() - held.readAt < this.#maxAgeMs) {
      // Most recently used last.
      this.#byBusiness.delete(businessId);
      this.#byBusiness.set(businessId, held);
      return held.roles;
    }
    const readAt = this.#now();
    const roles = await listRolesOfBusiness(table, businessId, { consistent: true });
    this.#byBusiness.delete(businessId);
    this.#byBusiness.set(businessId, { version, readAt, roles });
    while (this.#byBusiness.size > this.#maxBusinesses) this.#byBusiness.delete(this.#byBusiness.keys().next().value!);
    return roles;
  }
}
