import { Heading } from '@chakra-ui/react';
import { INSIGHTS_MESSAGES as M } from '#shared/insights-messages.ts';
import { useInsights } from '../hooks/use-insights.ts';
import { InsightsView } from './insights-view.tsx';

/** The customer_admin's own business's usage; the period is `?days=`. */
export default function OwnInsights() {
  const { days, setDays, query } = useInsights();
  return (
    <InsightsView
      heading={
        <Heading as="h1" size="xl">
          {M.heading}
        </Heading>
      }
      sectionLevel="h2"
      days={days}
      onDaysChange={setDays}
      query={query}
    />
  );
}
