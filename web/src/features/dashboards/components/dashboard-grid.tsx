import { Box, Card, Skeleton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PAGE_SIZE, UI } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';

// minmax(0, …): a long unbroken name wraps inside its card instead of widening the column past the screen.
const COLUMNS = { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: `repeat(${UI.dashboardGridColumns}, minmax(0, 1fr))` };
const SKELETONS = Math.min(PAGE_SIZE.dashboards, 6);

interface DashboardGridProps {
  /** The cards, one per list item; undefined while the first page loads. */
  items: ReactNode[] | undefined;
  busy: boolean;
  emptyText: string;
}

/** The grid of cards as a list: three wide on a desktop, two on a tablet, one on a phone. */
export function DashboardGrid({ items, busy, emptyText }: DashboardGridProps) {
  if (items && items.length === 0 && !busy) {
    return (
      <Text py="10" textAlign="center" role="status">
        {emptyText}
      </Text>
    );
  }
  return (
    <Box
      as="ul"
      role="list"
      aria-label={MESSAGES.dashboards.listLabel}
      aria-busy={busy}
      display="grid"
      gridTemplateColumns={COLUMNS}
      gap="6"
      listStyleType="none"
      p="0"
      m="0"
    >
      {items ? items : Array.from({ length: SKELETONS }, (_, i) => <SkeletonCard key={i} />)}
    </Box>
  );
}

function SkeletonCard() {
  return (
    <li aria-hidden>
      <Card.Root overflow="hidden">
        <Skeleton aspectRatio={16 / 9} />
        <Card.Body gap="3" p="4">
          <Skeleton h="5" w="60%" />
          <Skeleton h="3" />
          <Skeleton h="3" w="80%" />
        </Card.Body>
      </Card.Root>
    </li>
  );
}
