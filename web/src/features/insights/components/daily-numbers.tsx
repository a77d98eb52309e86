import { Button, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useId, useState } from 'react';
import type { UsageDay } from '#shared/insights-api-types.ts';
import { INSIGHTS_MESSAGES as M } from '#shared/insights-messages.ts';
import { DAY_COLUMNS, dayRows, UsageTable } from './usage-table.tsx';

// Recharts is the heaviest piece of the screen: its own chunk, fetched when a period is shown.
const UsageChart = lazy(() => import('./usage-chart.tsx'));

/** The chart of views and hours per day, then a disclosure with the same numbers as a table. */
export function DailyNumbers({ daily, days }: { daily: readonly UsageDay[]; days: number }) {
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  return (
    <Stack gap="3">
      {/* The fallback keeps the chart's height, so nothing below moves when it arrives. */}
      <Suspense fallback={<div style={{ height: 288 }} />}>
        <UsageChart days={daily} label={M.chartLabel(days)} />
      </Suspense>
      <Button
        variant="outline"
        size="sm"
        alignSelf="flex-start"
        aria-expanded={tableShown}
        aria-controls={tableId}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {tableShown ? M.hideTable : M.showTable}
      </Button>
      <div id={tableId} hidden={!tableShown}>
        {tableShown && <UsageTable label={M.dailyTableLabel} nameColumn={M.columns.date} columns={DAY_COLUMNS} rows={dayRows(daily)} />}
      </div>
    </Stack>
  );
}
