// The SWR cache keys of the collaborators' answers, apart from their fetchers: the form's writes
// revalidate the list, and importing a key must not bring another screen's fetching code along.

/** The list's filters as the URL keeps them (page 1-based; empty strings mean "no filter"). */
export interface UserFilters {
  name: string;
  roleId: string;
  page: number;
}

/** One page of the list, by its filters. */
export const usersKey = (filters: UserFilters) => ['users', filters.name.trim(), filters.roleId, filters.page] as const;

/** Matches every cached page of the list, whatever its filters (for mutations). */
export const isUsersKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'users';

/** The invitation form's data (the roles and whether the user limit is reached). */
export const userNewKey = () => ['user-new'] as const;

/** The form's data of one collaborator. */
export const userEditKey = (id: string) => ['user-edit', id] as const;
