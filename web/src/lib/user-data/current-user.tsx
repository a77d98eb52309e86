import { createContext, use, type ReactNode } from 'react';
import type { UserDataResponse } from '#shared/api-types.ts';

const CurrentUserContext = createContext<UserDataResponse | null>(null);

/** Makes the loaded user data available below the shell (the shell renders only once it is loaded). */
export function CurrentUserProvider({ user, children }: { user: UserDataResponse; children: ReactNode }) {
  return <CurrentUserContext value={user}>{children}</CurrentUserContext>;
}

/** The signed-in user; only inside the shell. */
export function useCurrentUser(): UserDataResponse {
  const user = use(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser() outside the app shell');
  return user;
}
