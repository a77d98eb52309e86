import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useUrlFilters, type UrlFiltersCodec } from '#web/lib/use-url-filters.ts';
import { useActivity, type ActivitySource } from '../hooks/use-activity.ts';
import { useOlderPages } from '../hooks/use-older-pages.ts';
import { invalidPeriod, type ActivityFilters, type KeptDays } from '../utils/activity-search-params.ts';
import { ActivityFilterBar } from './activity-filter-bar.tsx';
import { LiveAnnouncement, LoadMoreButton, TrailEntries } from './trail-parts.tsx';

interface ActivityTrailProps {
  source: ActivitySource;
  /** How this place keeps the filters in its URL (module-level, from `activityFiltersCodec`). */
  codec: UrlFiltersCodec<ActivityFilters>;
}

/** The days kept, as last answered: the date fields keep their bounds while a refused period is shown. */
function useKeptDays(answered: KeptDays | undefined): KeptDays | undefined {
  const [kept, setKept] = useState<KeptDays | undefined>();
  if (answered && (answered.from !== kept?.from || answered.to !== kept?.to)) setKept(answered);
  return kept;
}

/**
 * One trail (a business's or the platform's): the filters in the URL, the table newest first, and
 * "Carregar mais" for the next, older page. The rows it appends are announced; the focus stays on the
 * button, or goes to the first new row when the last page has come and the button is gone.
 */
export function ActivityTrail({ source, codec }: ActivityTrailProps) {
  const { applied, draft, setDraft } = useUrlFilters(codec);
  const periodRefused = invalidPeriod(applied);
  const { data, error, isValidating, loadMore: fetchOlderPage } = useActivity(source, applied, !periodRefused);
  const entries = data?.entries ?? [];
  const hasMore = (data?.next_cursor ?? null) !== null;
  const kept = useKeptDays(data?.kept_days);
  const older = useOlderPages({
    answered: Boolean(data),
    shown: entries.length,
    hasMore,
    filtersKey: codec.write(applied).toString(),
    fetchOlderPage,
  });

  return (
    <Stack gap="6">
      <ActivityFilterBar draft={draft} onChange={setDraft} people={data?.people ?? []} kept={kept} />
      {!data && !error && !periodRefused && <PageSpinner />}
      <TrailEntries
        answered={Boolean(data)}
        entries={entries}
        busy={isValidating || older.loading}
        focusRow={older.focusIndex === null ? undefined : { index: older.focusIndex, ref: older.firstNewRow }}
      />
      {hasMore && <LoadMoreButton loading={older.loading} onClick={older.loadMore} />}
      <LiveAnnouncement announcement={older.announcement} />
    </Stack>
  );
}
