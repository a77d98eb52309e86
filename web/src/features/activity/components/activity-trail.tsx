import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { ACTIVITY_MESSAGES as M } from '#shared/activity-messages.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useUrlFilters, type UrlFiltersCodec } from '#web/lib/use-url-filters.ts';
import { useActivity, type ActivitySource } from '../hooks/use-activity.ts';
import { invalidPeriod, type ActivityFilters, type KeptDays } from '../utils/activity-search-params.ts';
import { ActivityFilterBar } from './activity-filter-bar.tsx';
import { ActivityTable } from './activity-table.tsx';

interface ActivityTrailProps {
  source: ActivitySource;
  /** How this place keeps the filters in its URL (module-level, from `activityFiltersCodec`). */
  codec: UrlFiltersCodec<ActivityFilters>;
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
  const nextCursor = data?.next_cursor ?? null;
  // The days kept, as last answered: the date fields keep their bounds while a refused period is shown.
  const [kept, setKept] = useState<KeptDays | undefined>();
  const answeredKept = data?.kept_days;
  if (answeredKept && (answeredKept.from !== kept?.from || answeredKept.to !== kept?.to)) setKept(answeredKept);

  // The page "Carregar mais" asked for: where its rows start, for which filters, and once it is in (or
  // failed), whether it came.
  const [pending, setPending] = useState<{ from: number; filters: string; came?: boolean } | null>(null);
  // Counted, so a second page of the same length still changes the live region's text and is read.
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const firstNewRow = useRef<HTMLTableRowElement>(null);
  const filtersKey = codec.write(applied).toString();

  if (pending) {
    if (pending.filters !== filtersKey || pending.came === false) {
      setPending(null);
    } else if (pending.came) {
      const added = entries.length - pending.from;
      setPending(null);
      setAnnouncement({ text: M.loaded(added), count: announcement.count + 1 });
      if (nextCursor === null && added > 0) setFocusIndex(pending.from);
    }
  }
  useEffect(() => {
    if (focusIndex !== null) firstNewRow.current?.focus();
  }, [focusIndex]);

  function loadMore() {
    if (!data || pending) return;
    const asked = { from: entries.length, filters: filtersKey };
    setPending(asked);
    setFocusIndex(null);
    // Once the page is in the trail (or failed), unless the filters changed meanwhile.
    void fetchOlderPage().then((came) => setPending((current) => (current === asked ? { ...asked, came } : current)));
  }

  return (
    <Stack gap="6">
      <ActivityFilterBar draft={draft} onChange={setDraft} people={data?.people ?? []} kept={kept} />
      {!data && !error && !periodRefused && <PageSpinner />}
      {entries.length > 0 && (
        <ActivityTable
          entries={entries}
          busy={isValidating || pending !== null}
          focusRow={focusIndex === null ? undefined : { index: focusIndex, ref: firstNewRow }}
        />
      )}
      {data && entries.length === 0 && (
        <Text py="10" textAlign="center" role="status">
          {M.empty}
        </Text>
      )}
      {nextCursor !== null && (
        // Not disabled while it loads: a disabled button would drop the keyboard's focus.
        <Button alignSelf="center" variant="outline" aria-busy={pending !== null} onClick={loadMore}>
          {pending !== null && <Spinner size="sm" />}
          {M.loadMore}
        </Button>
      )}
      <Box srOnly role="status" aria-live="polite">
        {announcement.text}
        {announcement.count % 2 === 1 && '\u00A0'}
      </Box>
    </Stack>
  );
}
