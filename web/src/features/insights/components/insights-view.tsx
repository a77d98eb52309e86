import { Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { InsightsResponse } from '#shared/insights-api-types.ts';
import { INSIGHTS_MESSAGES as M } from '#shared/insights-messages.ts';
import { insightsCsv } from '#shared/usage-csv.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { TableRegion } from '#web/components/ui/table-region.tsx';
import { downloadText } from '#web/lib/download-text.ts';
import { fileNamePart } from '../utils/format-figures.ts';
import { DailyNumbers } from './daily-numbers.tsx';
import { PeriodChoice } from './period-choice.tsx';
import { SummaryFigures } from './summary-figures.tsx';
import { RANK_COLUMNS, rankRows, UsageTable } from './usage-table.tsx';

export interface InsightsQuery {
  data?: InsightsResponse;
  error?: unknown;
  isValidating?: boolean;
  mutate: () => unknown;
}

interface InsightsViewProps {
  /** The screen's own heading (h1 on the page, h2 in the admin's panel); sections sit one level below. */
  heading: ReactNode;
  sectionLevel: 'h2' | 'h3';
  days: number;
  onDaysChange: (days: number) => void;
  query: InsightsQuery;
}

/**
 * A business's usage over a period, for its customer_admin (/insights) and for the admin (the business
 * panel's tab): the period, the totals, the chart and its table, the rankings and the CSV of it all.
 */
export function InsightsView({ heading, sectionLevel, days, onDaysChange, query }: InsightsViewProps) {
  const { data, error } = query;
  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        {heading}
        {data && (
          <Button variant="outline" onClick={() => downloadText(insightsCsv(data), csvFileName(data))}>
            {M.export}
          </Button>
        )}
      </Flex>
      <PeriodChoice days={days} onChange={onDaysChange} />
      {data ? (
        // Busy while another period's figures are on their way (the previous ones stay meanwhile).
        <Stack gap="8" aria-busy={query.isValidating}>
          <InsightsFigures insights={data} sectionLevel={sectionLevel} />
        </Stack>
      ) : error ? (
        <Stack align="center" py="10" gap="3">
          <Text role="alert">{M.loadError}</Text>
          <Button variant="outline" onClick={() => void query.mutate()}>
            {M.retry}
          </Button>
        </Stack>
      ) : (
        <PageSpinner />
      )}
    </Stack>
  );
}

const csvFileName = ({ business, period }: InsightsResponse) => M.csv.fileName(fileNamePart(business.name), period.days, period.to);

function InsightsFigures({ insights, sectionLevel }: { insights: InsightsResponse; sectionLevel: 'h2' | 'h3' }) {
  const section = (title: string, content: ReactNode) => (
    <Stack as="section" gap="3" key={title}>
      <Heading as={sectionLevel} size="md">
        {title}
      </Heading>
      {content}
    </Stack>
  );
  const noViews = insights.totals.views === 0;
  return (
    <>
      <SummaryFigures insights={insights} />
      {noViews ? (
        <Text py="6" textAlign="center" role="status">
          {M.noViews}
        </Text>
      ) : (
        <>
          {section(M.chartHeading, <DailyNumbers daily={insights.daily} days={insights.period.days} />)}
          {section(
            M.topDashboards,
            <UsageTable
              label={M.topDashboards}
              nameColumn={M.columns.dashboard}
              columns={RANK_COLUMNS}
              rows={rankRows(insights.top_dashboards)}
            />,
          )}
          {section(
            M.mostActive,
            <UsageTable
              label={M.mostActive}
              nameColumn={M.columns.collaborator}
              columns={RANK_COLUMNS}
              rows={rankRows(insights.most_active_users)}
            />,
          )}
        </>
      )}
      {section(
        M.leastActive,
        insights.least_active_users.length > 0 ? (
          <UsageTable
            label={M.leastActive}
            nameColumn={M.columns.collaborator}
            columns={RANK_COLUMNS}
            rows={rankRows(insights.least_active_users)}
          />
        ) : (
          <Text>{M.noCollaborators}</Text>
        ),
      )}
      {section(M.unopenedDashboards, <UnopenedDashboards {...insights.unopened_dashboards} anyOpened={insights.top_dashboards.length > 0} />)}
    </>
  );
}

/**
 * The current dashboards nobody opened. None left unopened and none among the most viewed (which lists
 * every current dashboard with views, if only the first few) means the business has no dashboard at all.
 */
function UnopenedDashboards({ count, names, anyOpened }: InsightsResponse['unopened_dashboards'] & { anyOpened: boolean }) {
  if (count === 0) return <Text>{anyOpened ? M.noneUnopened : M.noDashboards}</Text>;
  const more = count - names.length;
  return (
    <Stack gap="1">
      <TableRegion label={M.unopenedDashboards}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{M.columns.dashboard}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {names.map((name, index) => (
            // Two dashboards may share a name: the position tells them apart.
            <Table.Row key={index}>
              <Table.Cell wordBreak="break-word">{name}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </TableRegion>
      {more > 0 && <Text color="fg.muted">{M.unopenedMore(more)}</Text>}
    </Stack>
  );
}
