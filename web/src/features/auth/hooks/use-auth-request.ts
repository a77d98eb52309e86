import { useCallback, useState } from 'react';

/** Runs one auth request at a time, tracking whether it is pending and how it failed. */
export function useAuthRequest<Args extends unknown[], Result>(request: (...args: Args) => Promise<Result>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const run = useCallback(
    async (...args: Args): Promise<Result | undefined> => {
      setPending(true);
      setError(null);
      try {
        return await request(...args);
      } catch (caught) {
        setError(caught);
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [request],
  );

  return { pending, error, run };
}
