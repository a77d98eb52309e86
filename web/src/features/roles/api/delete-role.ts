import { useCallback } from 'react';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ResponseOf } from '#web/lib/route-request.ts';
import { useRolesChanged } from './role-cache.ts';

/** `DELETE /roles/{id}`. */
export const deleteRole = (id: string): Promise<ResponseOf<'deleteRole'>> => apiRequest('deleteRole', { params: { id } });

/** Deletes an access level; it leaves the cached list at once. */
export function useDeleteRole() {
  const changed = useRolesChanged();
  return useCallback(
    async (id: string) => {
      const answer = await deleteRole(id);
      changed({ id, deleted: true });
      return answer;
    },
    [changed],
  );
}
