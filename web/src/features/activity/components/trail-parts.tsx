import { Box, Button, Spinner, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { ACTIVITY_MESSAGES as M } from '#shared/activity-messages.ts';
import type { ActivityEntry } from '#shared/insights-api-types.ts';
import { ActivityTable } from './activity-table.tsx';

interface TrailEntriesProps {
  /** Whether the trail has answered (an empty answer says so; no answer yet says nothing). */
  answered: boolean;
  entries: readonly ActivityEntry[];
  busy: boolean;
  /** The first row a page appended, to take the focus. */
  focusRow?: { index: number; ref: Ref<HTMLTableRowElement> };
}

/** The trail's table, or the line that says it has no entries. */
export function TrailEntries({ answered, entries, busy, focusRow }: TrailEntriesProps) {
  if (entries.length > 0) return <ActivityTable entries={entries} busy={busy} focusRow={focusRow} />;
  if (!answered) return null;
  return (
    <Text py="10" textAlign="center" role="status">
      {M.empty}
    </Text>
  );
}

/** "Carregar mais". Not disabled while it loads: a disabled button would drop the keyboard's focus. */
export function LoadMoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <Button alignSelf="center" variant="outline" aria-busy={loading} onClick={onClick}>
      {loading && <Spinner size="sm" />}
      {M.loadMore}
    </Button>
  );
}

/** Read by screen readers as it changes; a no-break space on every other count makes the same text change too. */
export function LiveAnnouncement({ announcement }: { announcement: { text: string; count: number } }) {
  return (
    <Box srOnly role="status" aria-live="polite">
      {announcement.text}
      {announcement.count % 2 === 1 && '\u00A0'}
    </Box>
  );
}
