import { useCallback } from 'react';
import { apiRequest } from '#web/lib/api-client.ts';
import type { RequestOf, ResponseOf } from '#web/lib/route-request.ts';
import { useRolesChanged } from './role-cache.ts';

/** What the form saves: `{ name, icon, dashboard_ids, user_ids }`. */
export type RoleInput = RequestOf<'createRole'>['body']['role'];

/** `POST /roles`: answers the new access level's id. */
export const postRole = (role: RoleInput): Promise<ResponseOf<'createRole'>> => apiRequest('createRole', { body: { role } });

/** Creates an access level and refreshes the cached list. */
export function usePostRole() {
  const changed = useRolesChanged();
  return useCallback(
    async (role: RoleInput) => {
      const answer = await postRole(role);
      changed({ id: answer.role.id });
      return answer;
    },
    [changed],
  );
}
