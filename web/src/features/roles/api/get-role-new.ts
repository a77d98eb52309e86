import useSWR from 'swr';
import type { RoleNewResponse } from '#shared/api-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { roleNewKey } from './role-keys.ts';

/** `GET /roles/new`: the icons, the business's active users and its dashboards, to pick from. */
export const getRoleNew = (): Promise<RoleNewResponse> => apiRequest('newRole');

export { roleNewKey } from './role-keys.ts';

/** The new form's options; `enabled` false on the edit screen (its own answer carries them). */
export function useRoleNew(enabled: boolean) {
  return useSWR(enabled ? roleNewKey : null, getRoleNew, {
    // The form takes its values once: a refetch behind the user's back would change nothing they see.
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
