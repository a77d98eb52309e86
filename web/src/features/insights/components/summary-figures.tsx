import { Box, chakra, SimpleGrid } from '@chakra-ui/react';
import type { InsightsResponse } from '#shared/insights-api-types.ts';
import { INSIGHTS_MESSAGES as M } from '#shared/insights-messages.ts';
import { hoursOf } from '#shared/usage-csv.ts';
import { formatDuration } from '#web/lib/format-duration.ts';
import { formatCount } from '../utils/format-figures.ts';

/** The period's totals as a list of named figures (a `<dl>`: each value read with its name). */
export function SummaryFigures({ insights }: { insights: InsightsResponse }) {
  const { totals, business } = insights;
  const figures: [string, string][] = [
    [M.cards.views, formatCount(totals.views)],
    [M.cards.hours, hoursOf(totals.seconds)],
    [M.cards.activeUsers, M.cards.activeOfSeats(totals.active_users, business.user_limit)],
    [M.csv.seatsUsed, M.seatsValue(business.seats_used, business.user_limit)],
    [M.cards.averageOpen, formatDuration(totals.average_view_seconds)],
  ];
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 5 }} gap="3">
      {figures.map(([label, value]) => (
        <Box key={label} borderWidth="1px" rounded="md" bg="bg" p="4">
          <chakra.dt fontSize="sm" color="fg.muted">
            {label}
          </chakra.dt>
          <chakra.dd fontSize="xl" fontWeight="semibold" mt="1">
            {value}
          </chakra.dd>
        </Box>
      ))}
    </SimpleGrid>
  );
}
