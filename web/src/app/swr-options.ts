import type { SWRConfiguration } from 'swr';
import { isApiError } from '#web/lib/api-error.ts';

/** App-wide SWR behaviour: client errors (4xx) are answers, not hiccups, so they are not retried. */
export const SWR_OPTIONS: SWRConfiguration = {
  onErrorRetry(error, _key, _config, revalidate, { retryCount }) {
    if (isApiError(error) && error.status < 500) return;
    if (retryCount >= 3) return;
    setTimeout(() => void revalidate({ retryCount }), 2 ** retryCount * 1000);
  },
};
