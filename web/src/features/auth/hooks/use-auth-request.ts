import { useCallback, useState } from 'react';
import { callRoute, type RequestOf, type ResponseOf } from '#web/lib/route-request.ts';

/** The portal's own auth routes a login screen calls: on the page's origin, without a token. */
type AuthRoute = 'authLogin' | 'authNewPassword' | 'authForgotPassword' | 'authConfirmForgotPassword';

/** Calls one auth route, one request at a time, tracking whether it is pending and how it failed. */
export function useAuthRequest<Id extends AuthRoute>(id: Id) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const run = useCallback(
    async (request: RequestOf<Id>): Promise<ResponseOf<Id> | undefined> => {
      setPending(true);
      setError(null);
      try {
        return await callRoute(id, request);
      } catch (caught) {
        setError(caught);
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [id],
  );

  return { pending, error, run };
}
