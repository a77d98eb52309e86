import { Heading } from '@chakra-ui/react';
import { INSIGHTS_MESSAGES as M } from '#shared/insights-messages.ts';
import { useInsights } from '../hooks/use-insights.ts';
import { InsightsView } from './insights-view.tsx';

/** The business panel's insights tab (admin): the same view, fed by the admin's route for the business. */
export function BusinessInsightsTab({ businessId }: { businessId: string }) {
  const { days, setDays, query } = useInsights(businessId);
  return (
    <InsightsView
      heading={
        <Heading as="h2" size="lg">
          {M.heading}
        </Heading>
      }
      sectionLevel="h3"
      days={days}
      onDaysChange={setDays}
      query={query}
    />
  );
}
