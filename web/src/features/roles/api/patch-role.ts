import { useCallback } from 'react';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ResponseOf } from '#web/lib/route-request.ts';
import { useRolesChanged } from './role-cache.ts';
import type { RoleInput } from './post-role.ts';

/** `PATCH /roles/{id}`: the whole access level (name, icon, dashboards, users) replaces the stored one. */
export const patchRole = (id: string, role: RoleInput): Promise<ResponseOf<'updateRole'>> =>
  apiRequest('updateRole', { params: { id }, body: { role } });

/** Updates an access level and refreshes the cached list and its form data. */
export function usePatchRole() {
  const changed = useRolesChanged();
  return useCallback(
    async (id: string, role: RoleInput) => {
      const answer = await patchRole(id, role);
      changed({ id });
      return answer;
    },
    [changed],
  );
}
