import { useRoute } from '../data/route-hooks.ts';

/** The signed-in user's access, policies, theme and logo; loaded once per session. */
export function useUserData() {
  return useRoute(
    'userData',
    {},
    {
      revalidateOnFocus: false,
      revalidateIfStale: false,
      // The spec: a failed user-data fetch is only logged; the user sees nothing.
      onError: () => console.error('Error in getting userData'),
    },
  );
}
