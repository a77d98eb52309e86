import { ACTIVITY_ENTITY_KINDS, type ActivityEntityKind, type ActivityListResponse } from '#shared/insights-api-types.ts';
import type { PagedFilters, UrlFiltersCodec } from '#web/lib/use-url-filters.ts';

/**
 * The trail's filters as the URL keeps them (`?person=&kind=&from=&to=`, days as YYYY-MM-DD; '' = any).
 * The trail grows with "Carregar mais" instead of paging, so `page` is always 1 and never written.
 */
export interface ActivityFilters extends PagedFilters {
  person: string;
  kind: ActivityEntityKind | '';
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: string | null) => (value && DAY.test(value) ? value : '');
const kindOf = (value: string | null): ActivityEntityKind | '' => ACTIVITY_ENTITY_KINDS.find((kind) => kind === value) ?? '';

/** A period the API refuses (`from` after `to`): not sent, the field says why. */
export const invalidPeriod = ({ from, to }: Pick<ActivityFilters, 'from' | 'to'>) => Boolean(from && to && from > to);

/** The days the trail keeps, as the API says (the date fields' bounds). */
export type KeptDays = ActivityListResponse['kept_days'];

/** A period with none of the kept days (the API refuses it): the field says which days are kept. */
export const periodNotKept = ({ from, to }: Pick<ActivityFilters, 'from' | 'to'>, kept: KeptDays | undefined) =>
  Boolean(kept && ((from && from > kept.to) || (to && to < kept.from)));

/** The earlier of two days ('' or undefined: not given); undefined when neither is. */
export const earlierDay = (a: string | undefined, b: string | undefined) => (a && b ? (a < b ? a : b) : a || b || undefined);

/** The later of two days ('' or undefined: not given); undefined when neither is. */
export const laterDay = (a: string | undefined, b: string | undefined) => (a && b ? (a > b ? a : b) : a || b || undefined);

/**
 * The codec of one place the trail is shown; `fixed` are the URL's other parameters it must keep (the
 * business panel's `tab`). Build it once per place, at module level (`useUrlFilters` wants it stable).
 */
export function activityFiltersCodec(fixed: Record<string, string> = {}): UrlFiltersCodec<ActivityFilters> {
  return {
    read: (search) => ({
      person: search.get('person') ?? '',
      kind: kindOf(search.get('kind')),
      from: dayOf(search.get('from')),
      to: dayOf(search.get('to')),
      page: 1,
    }),
    write: ({ person, kind, from, to }) => {
      const search = new URLSearchParams(fixed);
      for (const [name, value] of Object.entries({ person, kind, from, to })) if (value) search.set(name, value);
      return search;
    },
  };
}
