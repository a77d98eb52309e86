import { useSearchParams } from 'react-router-dom';
import { INSIGHTS } from '#shared/usage-constants.ts';

const PERIODS: readonly number[] = INSIGHTS.periods;

/** `?days=` of the URL when it is one of the periods offered, else the default period. */
export function periodOf(search: URLSearchParams): number {
  const days = Number(search.get('days'));
  return PERIODS.includes(days) ? days : INSIGHTS.defaultPeriod;
}

/**
 * The period kept in the URL's `?days=` (left out at the default), so a reload or a link shows the
 * same period. The rest of the query stays: the business panel keeps its `?tab=` beside it. A choice
 * replaces the history entry, as the panel's tabs do: a period is not a page of its own.
 */
export function usePeriod() {
  const [search, setSearch] = useSearchParams();
  const setDays = (days: number) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (days === INSIGHTS.defaultPeriod) next.delete('days');
        else next.set('days', String(days));
        return next;
      },
      { replace: true },
    );
  return [periodOf(search), setDays] as const;
}
