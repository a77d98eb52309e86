import { useCallback } from 'react';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ResponseOf } from '#web/lib/route-request.ts';
import { useUsersChanged } from './users-cache.ts';

/** `DELETE /users/{id}`: deactivates the collaborator (their history stays). */
export const deleteUser = (id: string): Promise<ResponseOf<'deleteUser'>> => apiRequest('deleteUser', { params: { id } });

/** Deactivates a collaborator; they leave the cached list at once. */
export function useDeleteUser() {
  const changed = useUsersChanged();
  return useCallback(
    async (id: string) => {
      const answer = await deleteUser(id);
      changed({ id, deactivated: true });
      return answer;
    },
    [changed],
  );
}
